import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteFile } from '../render/site-file.ts';
import { SITE_INFO_FILE } from './site-info-file.ts';
import { restoreInterruptedSwap, writeSite } from './write-site.ts';
import { UserError } from '../errors/user-error.ts';

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

test('with the writer thread behind, every file is written whole, and the last one after all the others', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  // Large files made at once: the writer thread falls behind, and this thread writes some of them itself.
  const page = (i: number) => `<p>página ${i}</p>`.padEnd(400_000, '.');
  const files: SiteFile[] = Array.from({ length: 120 }, (_, i) => [`servico/p${i}.html`, page(i)]);
  files.push([SITE_INFO_FILE, '{"ultimo":true}']);
  assert.equal(await writeSite(out, files), 121);
  for (let i = 0; i < 120; i++) assert.equal(readFileSync(join(out, 'servico', `p${i}.html`), 'utf8'), page(i), `p${i}.html`);
  // The build's own file is the newest of the site: a later build trusts the pages no newer than it (kept-pages.ts).
  const newest = Math.max(...files.slice(0, -1).map(([path]) => statSync(join(out, path)).mtimeMs));
  assert.ok(statSync(join(out, SITE_INFO_FILE)).mtimeMs >= newest, 'o arquivo do build foi gravado por último');
});

test('a write the system refuses is the operator\'s: the folder and the reason as a write, and out/ as it was', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  await writeSite(out, site('um'));
  // What the file system answers on a read-only or immutable folder, and on a full disk, midway through the files.
  for (const [code, reason] of [['EPERM', 'sem permissão para gravar nesse lugar'], ['EROFS', 'o disco só permite leitura'], ['ENOSPC', 'o disco está cheio']]) {
    function* refused(): Generator<SiteFile> {
      yield ['index.html', '<p>dois</p>'];
      throw Object.assign(new Error(`${code}: refused`), { code });
    }
    await assert.rejects(writeSite(out, refused()), (error: unknown) => error instanceof UserError && error.message === `Não foi possível gravar o site em "${out}": ${reason}.`);
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>um</p>', code);
  }
});

test('a build killed between the two renames left no out/: the next one puts the last site back first', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-write-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'out');
  await writeSite(out, site('um'));
  await writeSite(out, site('dois'));
  // Killed after the first rename: the live site is hidden beside where out/ was, and the new one never came in.
  const [hidden] = readdirSync(dir).filter((name) => name.startsWith('.out.anterior-'));
  renameSync(out, join(dir, '.out.anterior-999-9999999999999'));
  renameSync(join(dir, hidden!), join(dir, '.out.anterior-999-1'));
  mkdirSync(join(dir, '.out.anterior-999-99999999999999'));
  assert.equal(restoreInterruptedSwap(out), true);
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>dois</p>', 'the newest site, not an older one or a folder that is not a site');
  assert.equal(restoreInterruptedSwap(out), false, 'out/ is there: nothing to do');
  renameSync(out, join(dir, '.out.anterior-999-9999999999999'));
  const failing = function* (): Generator<SiteFile> {
    yield ['index.html', 'x'];
    throw new Error('falha ao gerar /servico/botox');
  };
  await assert.rejects(writeSite(out, failing()), /falha ao gerar/);
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), '<p>dois</p>', 'a write that fails still leaves the site in place');
});
