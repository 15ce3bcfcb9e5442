/**
 * The processor time of one reading thread, and whether it still runs, as the kernel counts them (Linux's
 * /proc/self/task/<id>/stat). `process.cpuUsage()` counts every thread of the process: it would charge one reading
 * thread's workbook with the other's time, and it cannot tell a thread its memory limit ended (no answer, no more
 * processor time) from one still reading until the clock limit runs out.
 *
 * The thread says its kernel id itself (`THREAD_ID_SOURCE`, in the thread's source); where there is no /proc (macOS,
 * Windows) it says nothing, and the process's time stands in for the thread's.
 */
import { readFileSync } from 'node:fs';

/** The slot of the shared signal where the thread puts its kernel id (slot 0 counts its answers). */
export const THREAD_ID_SLOT = 1;

/**
 * Plain CommonJS for the thread's source (where `signal` is the shared Int32Array): '/proc/thread-self' links to
 * '<pid>/task/<kernel id>' of the thread that reads it.
 */
export const THREAD_ID_SOURCE = `try {
  Atomics.store(signal, ${THREAD_ID_SLOT}, Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()) || 0);
} catch {
  // no /proc: the caller counts the process's processor time instead
}
`;

/**
 * Linux reports processor time in clock ticks of 1/100 s (USER_HZ, the same on every architecture Node.js runs on
 * there), which the checks every 100 ms resolve well enough.
 */
const MS_PER_TICK = 10;

/**
 * The thread's processor time in milliseconds (user and system), or null once it has ended (its entry is gone, or it
 * is a zombie about to go).
 */
export function threadTimeMs(kernelId: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${kernelId}/stat`, 'latin1');
  } catch {
    return null;
  }
  // "<id> (<name>) <state> …": the name may hold spaces and parentheses, so the fields are counted after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return null;
  // Fields 14 and 15 of proc(5), utime and stime: the 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/**
 * The time a waiting reader charges to the workbook being read: the thread's own once it has said its id, else the
 * process's. `ended` is true when the thread is known to have stopped without answering.
 */
export function readingClock(signal: Int32Array): () => { usedMs: number; ended: boolean } {
  const processStart = process.cpuUsage();
  const processMs = () => {
    const { user, system } = process.cpuUsage(processStart);
    return (user + system) / 1000;
  };
  let kernelId = 0;
  /** The thread's time that counts as zero: what it used before its id was seen is charged as the process's time. */
  let threadStart: number | undefined;
  return () => {
    kernelId ||= Atomics.load(signal, THREAD_ID_SLOT);
    if (!kernelId) return { usedMs: processMs(), ended: false };
    const now = threadTimeMs(kernelId);
    if (now === null) return { usedMs: 0, ended: true };
    threadStart ??= now - processMs();
    return { usedMs: now - threadStart, ended: false };
  };
}
