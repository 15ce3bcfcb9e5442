import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { compressAhead, compressedCopies } from './precompressed.ts';

/** node:zlib as the module object the named imports are bound to (syncBuiltinESMExports passes a change on). */
const zlibModule = createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');

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

  it('made ahead on zlib\'s threads, are found made when written: the same bytes, none compressed on the build\'s thread', async () => {
    const index = JSON.stringify({ rows: Array.from({ length: 2000 }, (_, i) => [`servico-${i}`, `Texto ${i * 7919}`]) });
    const atOnce = compressedCopies('agora/servicos.json', index);
    await compressAhead('antes/servicos.json', index);
    const original = { brotliCompressSync: zlibModule.brotliCompressSync, gzipSync: zlibModule.gzipSync };
    zlibModule.brotliCompressSync = () => assert.fail('comprimido de novo na linha da geração');
    zlibModule.gzipSync = () => assert.fail('comprimido de novo na linha da geração');
    syncBuiltinESMExports();
    try {
      const ahead = compressedCopies('antes/servicos.json', index);
      assert.deepEqual(ahead.map(([path, bytes]) => [path.replace('antes/', 'agora/'), bytes]), atOnce);
    } finally {
      Object.assign(zlibModule, original);
      syncBuiltinESMExports();
    }
  });

  it('a text changed while its compression was under way is compressed for itself', async () => {
    const first = compressAhead('catalogo/tratamentos.json', '["primeiro"]');
    const copies = compressedCopies('catalogo/tratamentos.json', '["segundo"]');
    await first;
    assert.equal(gunzipSync(copies[1][1] as Uint8Array).toString(), '["segundo"]');
    assert.equal(gunzipSync(compressedCopies('catalogo/tratamentos.json', '["primeiro"]')[1][1] as Uint8Array).toString(), '["primeiro"]');
  });
});
