/**
 * Writes files from a worker thread, so that turning each page's text into bytes and the file system's calls run on
 * the second core while this thread renders the next pages. In profiles of a 10,000-service build these took about a
 * fifth of the main thread's time (text → UTF-8 alone about 3 s) when the main thread did them.
 *
 * A file that cannot be written rejects its promise with an error carrying the file system's code (`EISDIR`,
 * `ENOSPC`...), as `fs.writeFile` would, so callers tell the operator's problems from the tool's own.
 */
import * as fs from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { KeptFile } from '../render/site-file.ts';

/**
 * One file written: `contents`, or, for a kept page, a link to the previous site's file `keptFrom` (no bytes written;
 * a copy where the file system has no links), its folders made on the way. Run by the writer thread (its source holds
 * this function's text, so it may use only its parameters) and by this thread when the writer is behind (writeHere).
 */
function putFile(fs: typeof import('node:fs'), folderOf: (path: string) => string, path: string, contents: string | Uint8Array | undefined, keptFrom: string | undefined): void {
  // No functions inside: a compiler may add helpers to them that the thread does not have.
  for (let attempt = 1; ; attempt++) {
    try {
      if (!keptFrom) fs.writeFileSync(path, contents!);
      else {
        try {
          fs.linkSync(keptFrom, path);
        } catch {
          fs.copyFileSync(keptFrom, path);
        }
      }
      return;
    } catch (error) {
      // The first file of a folder makes the folder: most files go to a folder that exists, and one failed call
      // per folder costs less than asking first for every file.
      if (attempt > 1 || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      fs.mkdirSync(folderOf(path), { recursive: true });
    }
  }
}

/**
 * The worker: one write per message, answered with the message's number and any error. Messages are handled in the
 * order sent, so the file sent last is also the one written last.
 */
const WORKER_SOURCE = `const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { dirname } = require('node:path');
const putFile = ${putFile.toString()};
parentPort.on('message', ({ id, path, contents, keptFrom }) => {
  try {
    putFile(fs, dirname, path, contents, keptFrom);
    parentPort.postMessage({ id });
  } catch (error) {
    const { message, code, errno, syscall } = error;
    parentPort.postMessage({ id, error: { message, code, errno, syscall, path } });
  }
});`;

interface Answer {
  id: number;
  error?: { message: string; code?: string; errno?: number; syscall?: string; path: string };
}

export class FileWriter {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  private readonly waiting = new Map<number, { done: () => void; fail: (error: Error) => void }>();
  private nextId = 0;
  private broken: Error | null = null;

  constructor() {
    this.worker.on('message', ({ id, error }: Answer) => {
      const entry = this.waiting.get(id);
      this.waiting.delete(id);
      if (!error) return entry?.done();
      entry?.fail(Object.assign(new Error(error.message), { code: error.code, errno: error.errno, syscall: error.syscall, path: error.path }));
    });
    // A worker that dies (out of memory, a bug) fails every write still waiting and every later one.
    const stop = (error: Error) => {
      this.broken = error;
      for (const entry of this.waiting.values()) entry.fail(error);
      this.waiting.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`a gravação de arquivos parou (código ${code})`)));
  }

  /** Resolves once `contents` is in `path` (its folders are made as needed); a kept file is linked from where it is. */
  write(path: string, contents: string | Uint8Array | KeptFile): Promise<void> {
    if (typeof contents === 'object' && 'keptFrom' in contents) return this.send({ path, keptFrom: contents.keptFrom });
    // Bytes are copied into a buffer of their own and handed over: a view into a larger buffer would otherwise copy
    // all of it.
    const data = typeof contents === 'string' ? contents : new Uint8Array(contents);
    return this.send({ path, contents: data }, typeof data === 'string' ? [] : [data.buffer]);
  }

  /**
   * Writes `path` on this thread, at once: for a caller that would otherwise wait for the writer thread to catch up.
   * Throws the file system's error.
   */
  writeHere(path: string, contents: string | Uint8Array | KeptFile): void {
    if (typeof contents === 'object' && 'keptFrom' in contents) putFile(fs, dirname, path, undefined, contents.keptFrom);
    else putFile(fs, dirname, path, contents, undefined);
  }

  private send(message: object, transfer: ArrayBuffer[] = []): Promise<void> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise<void>((done, fail) => {
      this.waiting.set(id, { done, fail });
      this.worker.postMessage({ id, ...message }, transfer);
    });
  }

  /** Stops the worker; writes still waiting fail. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
