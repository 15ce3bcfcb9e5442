// A node:test reporter (scripts/test.js adds it) that writes, as JSON, what the runner sums up at the end:
// `durations`, the time each test file's top-level tests took (the next run starts the longest first and the slowest
// are named), `missing`, how many tests each missing system program skipped (test/support/system-programs.ts), and
// `failures`, each failed test with its file, its suites' names and the first lines of its error, so that the end of
// a long report (all a CI log may keep) names what failed.
// MISSING_PROGRAM_MARKER of test/support/system-programs.ts: reporters load before tsx, so the .ts cannot be imported.
const MISSING = 'programa ausente: ';
const MESSAGE_LINES = 12;

export default async function* runSummary(source) {
  const durations = {};
  const missing = {};
  const failures = [];
  /** Per file, the names of the suites and tests now open, by nesting level. */
  const open = new Map();
  for await (const event of source) {
    const { data } = event;
    if (event.type === 'test:start') {
      const names = open.get(data.file) ?? [];
      names.length = data.nesting;
      names.push(data.name);
      open.set(data.file, names);
      continue;
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (typeof data.skip === 'string' && data.skip.startsWith(MISSING)) {
      const program = data.skip.slice(MISSING.length);
      missing[program] = (missing[program] ?? 0) + 1;
    }
    if (data.nesting === 0 && data.file) durations[data.file] = (durations[data.file] ?? 0) + (data.details?.duration_ms ?? 0);
    // A suite whose subtest failed is not a failure of its own: the subtest is listed.
    const error = data.details?.error;
    if (event.type === 'test:fail' && error?.failureType !== 'subtestsFailed') {
      const suites = (open.get(data.file) ?? []).slice(0, data.nesting);
      failures.push({ file: data.file ?? '', test: [...suites, data.name].join(' › '), message: errorText(error) });
    }
  }
  yield JSON.stringify({ durations, missing, failures });
}

/** The first lines of what the test threw (an assertion's message and its diff), without the stack. */
function errorText(error) {
  const cause = error?.cause ?? error;
  const text = String(cause?.message ?? cause ?? 'erro sem mensagem');
  const kind = error?.failureType && error.failureType !== 'testCodeFailure' ? ` (${error.failureType})` : '';
  return text.split('\n').slice(0, MESSAGE_LINES).join('\n').trimEnd() + kind;
}
