import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteFile } from '../render/site-file.ts';
import { SITE_INFO_FILE } from './site-info-file.ts';
import { writeSite } from './write-site.ts';

const site = (text: string): SiteFile[] => [
  ['index.html', `<p>${text}</p>`],
  ['servico/botox.html', `<p>${text} botox</p>`],
  [SITE_INFO_FILE, '{}'],
];

test('each build swaps the new site in whole and keeps the replaced one hidden beside it until the next build removes it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  const hidden = () => readdirSync(dir).filter((name) => name !== 'out').sort();
  assert.equal(await writeSite(out, site('um')), 3);
  assert.deepEqual(hidden(), []);
  await writeSite(out, site('dois'));
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>dois</p>');
  const [first, ...more] = hidden();
  assert.match(first!, /^\.out\.anterior-\d+-\d+$/);
  assert.deepEqual(more, []);
  assert.equal(readFileSync(join(dir, first!, 'index.html'), 'utf8'), '<p>um</p>');
  await writeSite(out, site('três'));
  assert.equal(readFileSync(join(out, 'servico', 'botox.html'), 'utf8'), '<p>três botox</p>');
  const [second, ...others] = hidden();
  assert.deepEqual(others, [], 'one replaced site at most');
  assert.notEqual(second, first);
  assert.equal(existsSync(join(dir, first!)), false);
  assert.equal(readFileSync(join(dir, second!, 'index.html'), 'utf8'), '<p>dois</p>');
});

test('a build that fails while writing leaves out/ as it was and nothing half-written beside it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  await writeSite(out, site('um'));
  await writeSite(out, site('dois'));
  // Thirty files still being written when the render fails: they must finish before the staging folder goes.
  function* failing(): Generator<SiteFile> {
    yield ['index.html', '<p>três</p>'];
    for (let i = 0; i < 30; i++) yield [`servico/s${i}.html`, 'x'.repeat(200_000)];
    throw new Error('falha ao gerar /servico/botox');
  }
  await assert.rejects(writeSite(out, failing()), /falha ao gerar/);
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>dois</p>');
  assert.deepEqual(readdirSync(dir).filter((name) => name.includes('.novo-')), []);
});

test('a file the system refuses to write stops the build with the reason in words, and out/ is as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  await writeSite(out, site('um'));
  // 'servico' is a folder by the time its name comes again as a file: the write of that file fails in the writer.
  const clash: SiteFile[] = [['servico/botox.html', '<p>dois</p>'], ['servico', 'x'], [SITE_INFO_FILE, '{}']];
  await assert.rejects(writeSite(out, clash), (error: Error & { code?: string }) => {
    assert.equal(error.code, 'SAIDA_IMPOSSIVEL');
    assert.match(error.message, /é uma pasta, não um arquivo/);
    return true;
  });
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>um</p>');
  assert.deepEqual(readdirSync(dir).filter((name) => name.includes('.novo-')), []);
});
