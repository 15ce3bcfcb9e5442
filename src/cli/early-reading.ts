/**
 * The reading thread of a command that reads the sheets, started before anything else of the command: loading the
 * thread (a JavaScript engine and SheetJS) and reading the sample's workbooks take about as long as the command's own
 * start, and both run on the second core meanwhile. The launcher (bin/clinic-site.js) calls this from a small bundle
 * of its own before it loads the CLI; `main` calls it when the launcher did not (tests, a CLI loaded another way).
 */
import { earlyWorkbookJobs } from '../read/early-read.ts';
import { DEFAULT_LIMITS, prepareReader } from '../read/workbook.ts';

/**
 * Commands that read the sheets: their reading thread starts, and starts reading the folder's workbooks, while the
 * command's own code loads (src/read/early-read.ts).
 */
const READS_SHEETS = new Set(['build', 'validate', 'dev']);

/** The folder `--sheets` names in argv (the last one, as commander takes it), or the default. */
function sheetsFolderOf(argv: string[]): string {
  let folder = 'sheets';
  argv.forEach((arg, i) => {
    if (arg === '--sheets' && argv[i + 1] !== undefined) folder = argv[i + 1];
    else if (arg.startsWith('--sheets=')) folder = arg.slice('--sheets='.length);
  });
  return folder;
}

/** Starts the reading thread if `argv` runs a command that reads the sheets (not its help). */
export function startEarlyReading(argv: string[]): void {
  if (!READS_SHEETS.has(argv[0] ?? '') || argv.some((arg) => arg === '--help' || arg === '-h')) return;
  prepareReader(DEFAULT_LIMITS, earlyWorkbookJobs(sheetsFolderOf(argv)) ?? undefined);
}
