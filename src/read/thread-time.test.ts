import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { readingClock, THREAD_ID_SOURCE, THREAD_ID_SLOT, threadTimeMs } from './thread-time.ts';

/**
 * Keeps this thread busy until the process has used `ms` of processor time: counted in processor time, not on the
 * clock, so a machine busy with other work (the suite runs three files at once) only makes it take longer.
 */
const busyFor = (ms: number) => {
  const start = process.cpuUsage();
  for (let used = 0; used < ms * 1000; ) {
    const { user, system } = process.cpuUsage(start);
    used = user + system;
  }
};

/**
 * A thread that says its kernel id as the reading thread does, then does what `then` says (plain JavaScript);
 * `exited` is listened for from the start, so an end that comes before the test awaits it is not missed.
 */
function threadSaying(signal: Int32Array, then: string): { worker: Worker; exited: Promise<unknown> } {
  const worker = new Worker(`const { workerData: { signal } } = require('node:worker_threads');\n${THREAD_ID_SOURCE}${then}`, { eval: true, execArgv: [], workerData: { signal } });
  return { worker, exited: new Promise((done) => worker.once('exit', done)) };
}

const idOf = async (signal: Int32Array) => {
  while (!Atomics.load(signal, THREAD_ID_SLOT)) await new Promise((done) => setTimeout(done, 5));
  return Atomics.load(signal, THREAD_ID_SLOT);
};

test('a thread says its kernel id, and its processor time is read as the kernel counts it', { skip: process.platform !== 'linux' && 'the kernel ids come from Linux /proc', timeout: 30_000 }, async (t) => {
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const { worker, exited } = threadSaying(signal, 'const end = Date.now() + 400; while (Date.now() < end);');
  // A failed check must not leave the thread running: the test's process would never end.
  t.after(() => worker.terminate());
  const id = await idOf(signal);
  assert.notEqual(id, process.pid, 'the id is the thread\'s, not the process\'s');
  await exited;
  // An ended thread has no entry any more, and a wait that starts only after its end sees it ended.
  assert.equal(threadTimeMs(id), null);
  assert.deepEqual(readingClock(signal)(), { usedMs: 0, ended: true });
  assert.equal(threadTimeMs(2 ** 30), null);
  // The main thread's own entry (its id is the process id) counts this thread's time only.
  const before = threadTimeMs(process.pid)!;
  busyFor(200);
  const spent = threadTimeMs(process.pid)! - before;
  assert.ok(spent >= 100 && spent <= 400, `${spent} ms`);
});

test("a reading thread is charged its own processor time, not the other threads', and its end is seen at once", { skip: process.platform !== 'linux' && 'the kernel ids come from Linux /proc', timeout: 30_000 }, async (t) => {
  const signal = new Int32Array(new SharedArrayBuffer(8));
  // Waits without using the processor until told to end.
  const { worker, exited } = threadSaying(signal, `Atomics.wait(signal, 0, 0);`);
  t.after(() => worker.terminate());
  await idOf(signal);
  const used = readingClock(signal);
  used();
  // Another thread (this one) busy meanwhile: the process's processor time grows by 300 ms, the reader's does not.
  busyFor(300);
  const reading = used();
  assert.equal(reading.ended, false);
  assert.ok(reading.usedMs < 100, `charged ${reading.usedMs} ms while the process used 300 ms`);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
  await exited;
  assert.equal(used().ended, true);
});

test('where a thread cannot say its id, the process\'s processor time stands in for it', () => {
  const signal = new Int32Array(new SharedArrayBuffer(8));
  const used = readingClock(signal);
  busyFor(150);
  const reading = used();
  assert.equal(reading.ended, false);
  assert.ok(reading.usedMs >= 100, `${reading.usedMs} ms`);
});
