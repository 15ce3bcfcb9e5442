// A node:test reporter (scripts/test.js adds it) that writes, as JSON, what the runner sums up at the end:
// `durations`, the time each test file's top-level tests took (the next run starts the longest first and the slowest
// are named), and `missing`, how many tests each missing system program skipped (test/support/system-programs.ts).
// MISSING_PROGRAM_MARKER of test/support/system-programs.ts: reporters load before tsx, so the .ts cannot be imported.
const MISSING = 'programa ausente: ';

export default async function* runSummary(source) {
  const durations = {};
  const missing = {};
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (typeof data.skip === 'string' && data.skip.startsWith(MISSING)) {
      const program = data.skip.slice(MISSING.length);
      missing[program] = (missing[program] ?? 0) + 1;
    }
    if (data.nesting === 0 && data.file) durations[data.file] = (durations[data.file] ?? 0) + (data.details?.duration_ms ?? 0);
  }
  yield JSON.stringify({ durations, missing });
}
