import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../pipeline/build-site.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { TextCache } from './text-cache.ts';

let root: string;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'clinic-site-texts-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

const texts = new Map([
  ['## Como funciona', '<h2>Como funciona</h2>'],
  ['Texto *simples*.', '<p>Texto <em>simples</em>.</p>'],
]);

describe('the Markdown texts kept between builds', () => {
  test('are read back by the same code for the same sheets folder, and by nothing else', () => {
    const dir = join(root, 'same');
    new TextCache('/planilhas/a', 'código 1', dir).write(texts, new Map());
    assert.deepEqual(new TextCache('/planilhas/a', 'código 1', dir).read(), texts);
    assert.equal(new TextCache('/planilhas/a', 'código 2', dir).read().size, 0, 'outro código');
    assert.equal(new TextCache('/planilhas/b', 'código 1', dir).read().size, 0, 'outra pasta de planilhas');
  });

  test('a damaged or foreign file is read as no texts', () => {
    const dir = join(root, 'damaged');
    const cache = new TextCache('/planilhas/a', 'código', dir);
    cache.write(texts, new Map());
    const [file] = readdirSync(dir);
    for (const contents of ['{"code":"código","texts":[["a"', '{"code":"código","texts":{"a":"b"}}', 'null', '{"code":"código","texts":[["a",1],"b"]}']) {
      writeFileSync(join(dir, file!), contents);
      assert.equal(cache.read().size, 0, contents);
    }
  });

  test('are not written again when this build used exactly the texts read, and files unused for 30 days go', () => {
    const dir = join(root, 'unchanged');
    const cache = new TextCache('/planilhas/a', 'código', dir);
    cache.write(texts, new Map());
    const [file] = readdirSync(dir);
    const path = join(dir, file!);
    utimesSync(path, new Date('2026-01-01'), new Date('2026-01-01'));
    writeFileSync(join(dir, 'antigo.json'), '{}');
    utimesSync(join(dir, 'antigo.json'), new Date('2026-01-01'), new Date('2026-01-01'));
    cache.write(texts, cache.read());
    assert.deepEqual(readFileSync(path, 'utf8'), JSON.stringify({ code: 'código', texts: [...texts] }));
    assert.ok(Date.now() - statSync(path).mtimeMs < 60_000, 'marcado como usado');
    new TextCache('/planilhas/b', 'código', dir).write(texts, new Map());
    assert.deepEqual(readdirSync(dir).sort(), [file, readdirSync(dir).find((name) => name !== file && name !== 'antigo.json')].sort(), 'o arquivo sem uso há 30 dias foi apagado');
  });

  test('a folder that cannot be written costs the next build the conversions, not this build', () => {
    // A file where the folder should be: refused as a read-only or full disk would be, also for root.
    const dir = join(root, 'not-a-folder');
    writeFileSync(dir, '');
    assert.doesNotThrow(() => new TextCache('/planilhas/a', 'código', dir).write(texts, new Map()));
    assert.equal(new TextCache('/planilhas/a', 'código', dir).read().size, 0);
  });

  test('a build converts only the texts it does not find, and stores those it used', async () => {
    const dir = join(root, 'build');
    const out = join(root, 'out');
    const options = { sheets: SAMPLE_SHEETS, out, today: '2026-03-12', imageCache: join(root, 'imagens'), textCache: dir };
    await build(options);
    const [file] = readdirSync(dir);
    const stored = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { code: string; texts: [string, string][] };
    assert.ok(stored.texts.length >= 60, `${stored.texts.length} textos guardados`);
    const phrase = 'Ela reduz temporariamente a contração desses músculos';
    assert.ok(readFileSync(join(out, 'servico', 'botox.html'), 'utf8').includes(phrase));
    const botox = stored.texts.findIndex(([text]) => text.includes(phrase));
    assert.ok(botox >= 0, 'o texto do botox foi guardado');
    // The cache is trusted: a text found there is used as stored (the cache is keyed by the converting code).
    stored.texts[botox]![1] = '<p>Do cache.</p>';
    writeFileSync(join(dir, file!), JSON.stringify(stored));
    await build(options);
    const again = readFileSync(join(out, 'servico', 'botox.html'), 'utf8');
    assert.ok(again.includes('<p>Do cache.</p>') && !again.includes(phrase));
  });
});
