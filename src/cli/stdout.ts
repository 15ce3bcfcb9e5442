/**
 * Data a command prints for another program or a file (`leads export > contatos.json`, `build --json`,
 * `validate --format json`): written whole or reported. Node's stdout leaves both failures to chance: on a file it
 * ignores a short write (a disk that fills up mid-export left a file cut in the middle of a record, exit 0), and on a
 * pipe closed early (`| head`) it throws EPIPE from an event, as an internal error with Node's stack trace.
 */
import { writeSync } from 'node:fs';
import { fileErrorReason } from '../errors/file-errors.ts';
import { UserError } from '../errors/user-error.ts';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Writes `text` to the standard output (through `standardOutput`), all of it, or throws SAIDA_NAO_GRAVADA. */
export const writeStdout = (text: string): void => standardOutput.write(text);

/** Where writeStdout writes: file descriptor 1; a test that runs the CLI in its own process collects it instead. */
export const standardOutput = { write: (text: string) => writeAll(text, 1) };

/** Writes `text` to `fd`, all of it, or throws SAIDA_NAO_GRAVADA with the reason. */
export function writeAll(text: string, fd: number): void {
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A pipe whose reader is slower than this process: wait for room, as a blocking write would.
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      const reason = code === 'EPIPE' ? 'o programa que recebia a saída a fechou antes do fim' : fileErrorReason(error, true);
      throw new UserError('SAIDA_NAO_GRAVADA', { reason, written: offset, total: bytes.length, closed: code === 'EPIPE' }, { cause: error });
    }
  }
}
