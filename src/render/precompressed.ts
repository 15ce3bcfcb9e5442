/**
 * Compressed copies of the search indexes (`catalogo/servicos.json.br` and `.gz` beside `servicos.json`), which
 * `clinic-site serve` (sirv) and nginx (`gzip_static`) send instead of compressing the file on each request at a quick,
 * weaker level: a visitor's first search downloads the whole index before any result shows. Made by the build only;
 * a dev session, which rewrites the index on every save, lets the server compress it.
 *
 * Brotli at quality 9. Measured on a 10,000-service index with distinct texts (4.8 MB): quality 4, what serve uses on
 * the fly, gives 902 KB; 7, 750 KB in 0.16 s; 9, 707 KB in 0.38 s; 10, 643 KB but in 3.4 s, and 11 in 8.5 s, on the
 * build's main thread. 9 takes most of what a phone gains (a 400 kbit/s link downloads 707 KB in 14 s, 902 KB in 18 s)
 * for a tenth of 10's time. Gzip at level 9: 921 KB in 0.16 s, against 974 KB at nginx's on-the-fly level 5.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { CATALOGUE_INDEX_PATHS } from '../routes/list-routes.ts';
import type { OutFile } from './site-file.ts';

const BROTLI_QUALITY = 9;

const INDEX_FILES = new Set(Object.values(CATALOGUE_INDEX_PATHS).map((path) => path.slice(1)));

/** The files as they come, each search index followed by its `.br` and `.gz` copies. */
export function* withCompressedIndexes(files: Iterable<OutFile>): Generator<OutFile> {
  for (const file of files) {
    yield file;
    const [path, contents] = file;
    if (!INDEX_FILES.has(path) || !(typeof contents === 'string' || contents instanceof Uint8Array)) continue;
    const bytes = Buffer.from(contents);
    yield [`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })];
    yield [`${path}.gz`, gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION })];
  }
}
