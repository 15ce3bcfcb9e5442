import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedCopies } from './precompressed.ts';

describe('compressed copies of the search indexes', () => {
  it('are the .br and .gz of the index, which give back the same bytes', () => {
    const index = JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => [`servico-${i}`, 'Toxina botulínica']) });
    const files = compressedCopies('catalogo/servicos.json', index);
    assert.deepEqual(files.map(([path]) => path), ['catalogo/servicos.json.br', 'catalogo/servicos.json.gz']);
    const [[, br], [, gz]] = files as [string, Uint8Array][];
    assert.equal(brotliDecompressSync(br).toString(), index);
    assert.equal(gunzipSync(gz).toString(), index);
  });

  it('are made again only when the text changed', () => {
    const first = compressedCopies('catalogo/protocolos.json', '[1]');
    assert.equal(compressedCopies('catalogo/protocolos.json', '[1]'), first);
    const changed = compressedCopies('catalogo/protocolos.json', '[2]');
    assert.notEqual(changed, first);
    assert.equal(gunzipSync(changed[1][1] as Uint8Array).toString(), '[2]');
  });
});
