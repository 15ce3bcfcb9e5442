import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { withCompressedIndexes } from './precompressed.ts';

describe('compressed copies of the search indexes', () => {
  it('follow each index with its .br and .gz, which give back the same bytes; other files pass alone', () => {
    const index = JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => [`servico-${i}`, 'Toxina botulínica']) });
    const files = [...withCompressedIndexes([['servico.html', '<p>oi</p>'], ['catalogo/servicos.json', index], ['robots.txt', 'x']])];
    assert.deepEqual(files.map(([path]) => path), ['servico.html', 'catalogo/servicos.json', 'catalogo/servicos.json.br', 'catalogo/servicos.json.gz', 'robots.txt']);
    const [, , [, br], [, gz]] = files as [string, Uint8Array][];
    assert.equal(brotliDecompressSync(br).toString(), index);
    assert.equal(gunzipSync(gz).toString(), index);
  });
});
