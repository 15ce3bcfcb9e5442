/**
 * How the reading threads of src/read/workbook.ts share large sheets: which thread reads which workbook, and a
 * workbook of several tabs as two shares, each a workbook of its own holding only its tabs.
 */
import { inspectWorkbookFile, type ZipPart } from './workbook-file.ts';
import { EMPTY_WORKSHEET, worksheetPartsOf, zipWith } from './worksheet-rows.ts';

/** A workbook to read: its bytes and the zip parts their directory declares. */
export interface WorkbookJob {
  bytes: Uint8Array;
  parts: ZipPart[];
  /** Set by this module only: the share of a workbook read on two threads (see planShares). */
  part?: 'first' | 'rest';
}

/**
 * Below this many bytes of worksheets (unzipped) in all the workbooks together, one thread reads them all: a second
 * one (a JavaScript engine and SheetJS) costs more than it saves.
 */
export const TWO_THREADS_MIN_BYTES = 8 * 1024 * 1024;
/**
 * Above this, one thread reads them all, one after the other, as always: two threads parsing at once take two
 * threads' memory, and the process must stay within its budget whatever the sheets hold.
 */
export const TWO_THREADS_MAX_BYTES = 64 * 1024 * 1024;

/** The least a workbook's first tab and its other tabs must each take for the workbook to be read as two shares. */
const SHARE_MIN_BYTES = 1024 * 1024;

/** A share of the reading: the job (a whole workbook, or its first tab or its other tabs) and which job it is. */
export interface Share {
  index: number;
  job: WorkbookJob;
}

const isWorksheet = (part: ZipPart) => /^xl\/worksheets\/[^/]+\.xml$/.test(part.name) || part.name === 'content.xml';

/**
 * The jobs as two threads read them, each its shares in the jobs' order: at 10,000 services `servicos.xlsx` alone
 * took 1.6 s to read, its 'Serviços' tab 1.0 s and its 'Perguntas' 0.6 s, while the main thread waited. An .xlsx with
 * two tabs or more is read as two shares, its first tab and the others; every share goes to the thread with less to
 * read so far (by worksheet bytes). The second list is empty where one thread reads everything (see the limits above).
 */
export function planShares(jobs: WorkbookJob[], oneThread = false): [Share[], Share[]] {
  const sizes = jobs.map((job) => job.parts.filter(isWorksheet).map((part) => part.size));
  const total = sizes.flat().reduce((sum, size) => sum + size, 0);
  const whole = jobs.map((job, index) => ({ index, job }));
  if (oneThread || total < TWO_THREADS_MIN_BYTES || total > TWO_THREADS_MAX_BYTES) return [whole, []];
  const shares = jobs.flatMap((job, index) => {
    const own = sizes[index]!;
    const bytes = own.reduce((sum, size) => sum + size, 0);
    const sheet1 = job.parts.find((part) => part.name === 'xl/worksheets/sheet1.xml');
    // Each share is a workbook of its own to make, start and parse: a small workbook is read whole.
    if (own.length < 2 || !sheet1 || Math.min(sheet1.size, bytes - sheet1.size) < SHARE_MIN_BYTES) return [{ index, job, bytes }];
    return [
      { index, job: { ...job, part: 'first' as const }, bytes: sheet1.size },
      { index, job: { ...job, part: 'rest' as const }, bytes: bytes - sheet1.size },
    ];
  });
  const threads: [Share[], Share[]] = [[], []];
  const load = [0, 0];
  for (const { bytes, ...share } of shares) {
    const thread = load[0]! <= load[1]! ? 0 : 1;
    threads[thread].push(share);
    load[thread]! += bytes;
  }
  return threads[1].length ? threads : [whole, []];
}

/**
 * The workbook a share's thread is given: the same parts, with the other share's worksheets emptied, so that each
 * thread unzips and holds only its own tabs (at 10,000 services × 5 questions: 258 and 185 MB for the two shares,
 * against 279 and 248 MB reading the whole workbook twice). Made once per workbook and share. A workbook whose tabs
 * cannot be told apart this way is given whole: its thread then reads its share of it.
 */
const madeShares = new WeakMap<Uint8Array, Partial<Record<'first' | 'rest', WorkbookJob>>>();

function shareJob(job: WorkbookJob): WorkbookJob {
  const { part } = job;
  if (!part) return job;
  const made = madeShares.get(job.bytes) ?? {};
  madeShares.set(job.bytes, made);
  const known = made[part];
  if (known) return known;
  const [first, ...others] = worksheetPartsOf(job.bytes, job.parts).values();
  const emptied = part === 'first' ? others : first ? [first] : [];
  const bytes = zipWith(job.bytes, job.parts, new Map(emptied.map((name) => [name, EMPTY_WORKSHEET])));
  const parts = inspectWorkbookFile(bytes);
  return (made[part] = Array.isArray(parts) ? { bytes, parts, part } : job);
}

export const jobsOf = (shares: Share[]) => shares.map((share) => shareJob(share.job));
