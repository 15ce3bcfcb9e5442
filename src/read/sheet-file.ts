/**
 * A sheet file's bytes (a workbook, a CSV of a set), read only when it is a regular file of at most the size given.
 * A named pipe or a device under a workbook's name (a link to /dev/zero, say) would otherwise stop the command forever
 * or fill the memory, and a file larger than anything the reader takes is refused before it is read. The file is opened
 * without waiting, so a pipe with no writer is seen for what it is.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { FileRefused } from '../errors/file-errors.ts';

const megabytes = (bytes: number) => Math.ceil(bytes / 2 ** 20);

/** `what`: how the refusal names the kind of file ('uma planilha', 'um CSV'). Throws file errors and FileRefused. */
export function readSheetFile(path: string, maxBytes: number, what: string): Buffer {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    // What reading a folder throws, as before: callers name it in words (fileErrorReason).
    if (info.isDirectory()) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
    if (!info.isFile()) throw new FileRefused('não é um arquivo comum, e sim um dispositivo ou um canal do sistema (talvez por um atalho)');
    if (info.size > maxBytes) throw new FileRefused(`o arquivo tem ${megabytes(info.size)} MB, e ${what} pode ter até ${megabytes(maxBytes)} MB`);
    const bytes = Buffer.allocUnsafe(info.size);
    let done = 0;
    while (done < info.size) {
      const read = readSync(fd, bytes, done, info.size - done, done);
      if (read === 0) break; // the file got shorter while it was read: the reader says what it makes of it
      done += read;
    }
    return bytes.subarray(0, done);
  } finally {
    closeSync(fd);
  }
}
