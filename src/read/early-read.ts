/**
 * The workbooks of a sheets folder, read from disk and handed to the reading thread as the command starts, before the
 * rest of the program has loaded (a quarter of a second for the sample, about as long as SheetJS takes to read it):
 * the thread parses them meanwhile, on the second core. This only guesses what the read stage will ask for; the read
 * stage takes the thread's answers only for the very same bytes in the same order (src/read/workbook.ts), so a guess
 * that is wrong (a file saved meanwhile, two versions of a workbook, a refused file) costs the head start, nothing
 * else.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readSheetFile } from './sheet-file.ts';
import { inspectWorkbookFile, MAX_WORKBOOK_FILE_BYTES } from './workbook-file.ts';
import { CSV_EXTENSIONS, UNREAD_FORMATS, WORKBOOK_EXTENSIONS } from './workbook-formats.ts';
import type { WorkbookJob } from './workbook.ts';
import { FONTES_FILE, WORKBOOKS } from './workbooks.ts';

/**
 * Any file that may be a version of a workbook (a CSV export, an old format): with more than one, the read stage
 * decides what to say, and nothing is guessed.
 */
const VERSION_EXTENSIONS = [...WORKBOOK_EXTENSIONS, ...UNREAD_FORMATS, ...CSV_EXTENSIONS];

/** The jobs the read stage will give the reader for `folder`, in its order; null when it cannot be guessed simply. */
export function earlyWorkbookJobs(folder: string): WorkbookJob[] | null {
  try {
    // Workbooks downloaded from links (src/sources) are not in the folder: nothing is guessed then.
    if (existsSync(join(folder, FONTES_FILE))) return null;
    const files = readdirSync(folder).map((name) => [name, name.toLowerCase()] as const);
    const jobs: WorkbookJob[] = [];
    for (const spec of WORKBOOKS) {
      const versions = files.filter(([, lower]) => lower.startsWith(spec.name) && VERSION_EXTENSIONS.some((ext) => lower.endsWith(ext)));
      if (versions.length !== 1) {
        if (versions.length === 0 && spec.optional) continue;
        return null;
      }
      const [name, lower] = versions[0];
      if (!WORKBOOK_EXTENSIONS.some((ext) => lower === spec.name + ext)) return null;
      const bytes = readSheetFile(join(folder, name), MAX_WORKBOOK_FILE_BYTES, 'uma planilha');
      const parts = inspectWorkbookFile(bytes);
      if (!Array.isArray(parts)) return null;
      jobs.push({ bytes, parts });
    }
    return jobs;
  } catch {
    return null;
  }
}
