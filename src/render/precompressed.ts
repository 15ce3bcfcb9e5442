/**
 * Compressed copies of the search indexes (`catalogo/servicos.json.br` and `.gz` beside `servicos.json`), which
 * `clinic-site serve` (sirv) and nginx (`gzip_static`) send instead of compressing the file on each request at a quick,
 * weaker level: a visitor's first search downloads the whole index before any result shows. Made by the build only;
 * a dev session, which rewrites the index on every save, lets the server compress it.
 *
 * Brotli at quality 10, not 11: measured on a 10,000-service index with distinct texts, 11 saves 3% more (641 KB
 * against 658 KB; quality 4, what serve uses on the fly, gives 924 KB) and takes 8.5 s instead of 5 s.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { CATALOGUE_INDEX_PATHS } from '../routes/list-routes.ts';
import type { OutFile } from './site-file.ts';

const INDEX_FILES = new Set(Object.values(CATALOGUE_INDEX_PATHS).map((path) => path.slice(1)));

/** The files as they come, each search index followed by its `.br` and `.gz` copies. */
export function* withCompressedIndexes(files: Iterable<OutFile>): Generator<OutFile> {
  for (const file of files) {
    yield file;
    const [path, contents] = file;
    if (!INDEX_FILES.has(path) || !(typeof contents === 'string' || contents instanceof Uint8Array)) continue;
    const bytes = Buffer.from(contents);
    yield [`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } })];
    yield [`${path}.gz`, gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION })];
  }
}
