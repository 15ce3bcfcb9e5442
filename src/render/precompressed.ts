/**
 * Compressed copies of the search indexes (`catalogo/servicos.json.br` and `.gz` beside `servicos.json`), which
 * `clinic-site serve` (sirv) and nginx (`gzip_static`) send instead of compressing the file on each request at a quick,
 * weaker level: a visitor's first search downloads the whole index before any result shows. Made by the build and by
 * a dev session alike, so that a dev session's out/ is the build's.
 *
 * Brotli at quality 9. Measured on a 10,000-service index with distinct texts (4.8 MB): quality 4, what serve uses on
 * the fly, gives 902 KB; 7, 750 KB in 0.16 s; 9, 707 KB in 0.38 s; 10, 643 KB but in 3.4 s, and 11 in 8.5 s, on the
 * build's main thread. 9 takes most of what a phone gains (a 400 kbit/s link downloads 707 KB in 14 s, 902 KB in 18 s)
 * for a tenth of 10's time. Gzip at level 9: 921 KB in 0.16 s, against 974 KB at nginx's on-the-fly level 5.
 *
 * A dev save that changes a card need not wait for them on its only busy thread: `compressAhead` hands the two
 * compressions to zlib's threads (Node's thread pool) as soon as the index is known, and `compressedCopies`, when
 * the index's turn to be written comes, finds them made. The bytes are the same either way (the same encoder, the
 * same settings).
 */
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { SiteFile } from './site-file.ts';

const BROTLI_QUALITY = 9;

const brotliOptions = (bytes: Buffer): BrotliOptions => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
const GZIP_OPTIONS: ZlibOptions = { level: zlib.Z_BEST_COMPRESSION };

/**
 * The index's `.br` and `.gz` copies. The last ones made are kept by their text: a dev session makes the index again
 * on every save, and compresses it again only when a card changed (a price saved does change it).
 */
const lastMade = new Map<string, { text: string; copies: SiteFile[] }>();

const copiesOf = (path: string, brotli: Buffer, gzipped: Buffer): SiteFile[] => [
  [`${path}.br`, brotli],
  [`${path}.gz`, gzipped],
];

export function compressedCopies(path: string, text: string): SiteFile[] {
  const known = lastMade.get(path);
  if (known?.text === text) return known.copies;
  // Not made ahead, or not yet finished: made here (a compression still under way is simply not waited for).
  const bytes = Buffer.from(text);
  const copies = copiesOf(path, brotliCompressSync(bytes, brotliOptions(bytes)), gzipSync(bytes, GZIP_OPTIONS));
  lastMade.set(path, { text, copies });
  return copies;
}

/**
 * Starts making `text`'s copies on zlib's threads; the promise settles once `compressedCopies(path, text)` will find
 * them (it never rejects: a failed compression is simply made again there, where its error is the build's).
 */
export function compressAhead(path: string, text: string): Promise<void> {
  if (lastMade.get(path)?.text === text) return Promise.resolve();
  const bytes = Buffer.from(text);
  const brotli = new Promise<Buffer>((resolve, reject) => brotliCompress(bytes, brotliOptions(bytes), (error, result) => (error ? reject(error) : resolve(result))));
  const gzipped = new Promise<Buffer>((resolve, reject) => gzip(bytes, GZIP_OPTIONS, (error, result) => (error ? reject(error) : resolve(result))));
  return Promise.all([brotli, gzipped]).then(
    ([br, gz]) => void lastMade.set(path, { text, copies: copiesOf(path, br, gz) }),
    () => {},
  );
}
