/**
 * The files of `sheets/imagens/`: each one's name, size and format, its bytes read only when the image stage asks.
 * A file that cannot be listed is a located problem; a missing folder is none (every image a sheet names is then
 * reported as missing by validation).
 */
import { closeSync, fstatSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileErrorReason } from '../errors/file-errors.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { imageFormat, type ImageFormat } from './image-format.ts';
import { IMAGES_FOLDER } from './workbooks.ts';

export interface ImageFile {
  name: string;
  /** Size of the file in bytes. */
  size: number;
  /**
   * The file's bytes, read again when asked: a folder of sixty 5 MB phone photos is never held in memory at once
   * (the image stage reads a few at a time).
   */
  read(): Buffer;
  /** What the bytes are (whatever the name says), or null when they are not an image. */
  format: ImageFormat | null;
}

/**
 * The key of a file of imagens/ in SheetSet.images, and of an image cell looking it up: the name in Unicode NFC. A
 * name with an accent can reach the folder decomposed (NFD: "i" + combining accent), as a Mac, a zip made on one or a
 * photo copied from an iPhone writes it, while the same name typed in a cell is composed: they look the same to
 * staff and must find each other.
 */
export const imageFileKey = (name: string) => name.normalize('NFC');

/** Bytes enough to tell an image's format (src/read/image-format.ts reads at most the first 4 KB). */
const FORMAT_HEAD_BYTES = 16 * 1024;

/**
 * Size and format of a file of imagens/, from its first bytes: the folder may also hold what is not a photo (a video
 * of the clinic, gigabytes), and sixty phone photos of 5 MB are 300 MB that no build needs to read unless a cell
 * names them (the image stage reads those, a few at a time, and its cache is keyed by their content).
 */
function imageFileFacts(path: string): Pick<ImageFile, 'size' | 'format'> {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(FORMAT_HEAD_BYTES);
    const read = readSync(fd, head, 0, head.length, 0);
    return { size: fstatSync(fd).size, format: imageFormat(head.subarray(0, read)) };
  } finally {
    closeSync(fd);
  }
}

/** The files of the sheets folder's imagens/ (none when it has no such folder), by imageFileKey. */
export function readImages(folder: string, problems: Problem[]): Map<string, ImageFile> {
  const images = new Map<string, ImageFile>();
  const dir = join(folder, IMAGES_FOLDER);
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) return images;
    names = readdirSync(dir).sort();
  } catch {
    return images; // no images folder: every image a sheet names is reported as missing
  }
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    let facts: Pick<ImageFile, 'size' | 'format'>;
    try {
      if (!statSync(path).isFile()) continue;
      facts = imageFileFacts(path);
    } catch (error) {
      problems.push(problem('IMAGEM_ILEGIVEL', { file: name, reason: fileErrorReason(error) }, { file: `${IMAGES_FOLDER}/${name}` }));
      continue;
    }
    images.set(imageFileKey(name), { name, ...facts, read: () => readFileSync(path) });
  }
  return images;
}
