// A node:test reporter (scripts/test.js adds it): the time each test file's top-level tests took, as JSON
// `{ "file": ms }`, so that the runner can start the longest files first next time and name the slowest ones.
export default async function* testDurations(source) {
  const perFile = {};
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      perFile[event.data.file] = (perFile[event.data.file] ?? 0) + (event.data.details?.duration_ms ?? 0);
    }
  }
  yield JSON.stringify(perFile);
}
