/**
 * Files placed by hand: those of sheets/publico/ go into every site as they are; one added to out/ itself is named
 * when a build replaces it, since the new site does not have it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build-site.ts';
import { GENERATED_ROOTS, withPublicFiles } from './hand-placed-files.ts';
import { SheetProblems, type Problem } from '../errors/problems.ts';
import { MAX_FILE_BYTES, readPublicFiles, type PublicFile } from '../read/public-files.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { previousBuild } from './kept-pages.ts';
import type { OutFile } from '../render/site-file.ts';

let root: string;
let imageCache: string;
before(() => {
  root = mkdtempSync(join(tmpdir(), 'clinic-site-hand-placed-'));
  imageCache = join(root, 'cache');
});
after(() => rmSync(root, { recursive: true, force: true }));

const buildInto = (sheets: string, out: string) => build({ sheets, out, today: '2026-03-12', imageCache });
const file = (path: string): OutFile => [path, path];
const publicFile = (path: string): PublicFile => ({ path, read: () => new Uint8Array([1]) });

test('publico/ files go in before the last generated file (the metadata stays the newest); a generated path stops the build', () => {
  const generated = [file('index.html'), file('robots.txt'), file('.clinic-site.json')];
  const paths = [...withPublicFiles(generated, [publicFile('CNAME'), publicFile('google1.html')])].map(([path]) => path);
  assert.deepEqual(paths, ['index.html', 'robots.txt', 'CNAME', 'google1.html', '.clinic-site.json']);
  assert.throws(() => [...withPublicFiles(generated, [publicFile('robots.txt')])], (error: unknown) => {
    assert.ok(error instanceof SheetProblems);
    assert.deepEqual(error.problems.map((p) => [p.code, p.location.file]), [['PUBLICO_COLIDE', 'publico/robots.txt']]);
    return true;
  });
});

test('a CNAME added to out/ by hand is named when a build replaces it; put in publico/, it stays in every site', async () => {
  const sheets = join(root, 'sheets');
  cpSync(SAMPLE_SHEETS, sheets, { recursive: true });
  const out = join(root, 'out');
  await buildInto(sheets, out);
  // Every name at the root of a real site is a page's or a generated one: a hand-added file is anything else.
  const pageRoots = new Set(Object.keys(previousBuild(out)!.pages).map((path) => path.split('/')[0]));
  assert.deepEqual(readdirSync(out).filter((name) => !pageRoots.has(name) && !GENERATED_ROOTS.has(name)), []);

  writeFileSync(join(out, 'CNAME'), 'www.clinica.example\n');
  writeFileSync(join(out, 'google1234.html'), 'google-site-verification: google1234.html');
  const replaced = await buildInto(sheets, out);
  assert.deepEqual(replaced.warnings.map((p) => [p.code, p.message]), [
    ['ARQUIVOS_NAO_MANTIDOS', `"CNAME", "google1234.html" estavam em ${out}/ sem terem sido gerados pelo clinic-site e não estão no site novo (a pasta anterior fica ao lado, como .out.anterior-…, até a próxima geração).`],
  ]);
  assert.equal(existsSync(join(out, 'CNAME')), false);

  mkdirSync(join(sheets, 'publico', 'verificacao'), { recursive: true });
  writeFileSync(join(sheets, 'publico', 'CNAME'), 'www.clinica.example\n');
  writeFileSync(join(sheets, 'publico', 'verificacao', 'bing.xml'), '<users/>');
  writeFileSync(join(sheets, 'publico', '.DS_Store'), 'lixo');
  // .well-known/ at the root is the one hidden folder copied (RFC 8615); hidden files inside it, or a .well-known
  // deeper down, are not.
  mkdirSync(join(sheets, 'publico', '.well-known'));
  mkdirSync(join(sheets, 'publico', 'verificacao', '.well-known'));
  writeFileSync(join(sheets, 'publico', '.well-known', 'security.txt'), 'Contact: mailto:seguranca@clinica.example\n');
  writeFileSync(join(sheets, 'publico', '.well-known', '.DS_Store'), 'lixo');
  writeFileSync(join(sheets, 'publico', 'verificacao', '.well-known', 'x.txt'), 'x');
  const kept = await buildInto(sheets, out);
  assert.deepEqual(kept.warnings, []);
  assert.equal(readFileSync(join(out, 'CNAME'), 'utf8'), 'www.clinica.example\n');
  assert.equal(readFileSync(join(out, 'verificacao', 'bing.xml'), 'utf8'), '<users/>');
  assert.equal(readFileSync(join(out, '.well-known', 'security.txt'), 'utf8'), 'Contact: mailto:seguranca@clinica.example\n');
  assert.deepEqual(readdirSync(join(out, '.well-known')), ['security.txt']);
  assert.equal(existsSync(join(out, 'verificacao', '.well-known')), false);
  assert.equal(existsSync(join(out, '.DS_Store')), false);
  assert.deepEqual((await buildInto(sheets, out)).warnings, [], 'the next build: nothing was added by hand');
  // Taken out of publico/, it leaves the site quietly: the build before had copied it, not a person.
  rmSync(join(sheets, 'publico', 'verificacao'), { recursive: true });
  assert.deepEqual((await buildInto(sheets, out)).warnings, []);
  assert.equal(existsSync(join(out, 'verificacao')), false);

  // One that would replace a generated file: refused, and the site before stays whole.
  writeFileSync(join(sheets, 'publico', 'sitemap.xml'), '<urlset/>');
  const before = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  await assert.rejects(buildInto(sheets, out), (error: unknown) => error instanceof SheetProblems && error.problems[0].code === 'PUBLICO_COLIDE');
  assert.equal(readFileSync(join(out, 'sitemap.xml'), 'utf8'), before);
  assert.equal(readFileSync(join(out, 'CNAME'), 'utf8'), 'www.clinica.example\n');
});

test('publico/ is read bounded: a link or a file over 5 MB is named, not copied', () => {
  const sheets = join(root, 'limites');
  mkdirSync(join(sheets, 'publico'), { recursive: true });
  writeFileSync(join(sheets, 'publico', 'grande.bin'), Buffer.alloc(MAX_FILE_BYTES + 1));
  symlinkSync('/etc/passwd', join(sheets, 'publico', 'senhas'));
  writeFileSync(join(sheets, 'publico', 'CNAME'), 'x');
  const problems: Problem[] = [];
  assert.deepEqual(readPublicFiles(sheets, problems).map(({ path }) => path), ['CNAME']);
  assert.deepEqual(problems.map((p) => [p.code, p.location.file, p.message]), [
    ['PUBLICO_NAO_COPIADO', 'publico/grande.bin', 'Este arquivo não pode ir para o site: tem 6 MB; o limite é 5 MB.'],
    ['PUBLICO_NAO_COPIADO', 'publico/senhas', 'Este arquivo não pode ir para o site: é um atalho (link), não um arquivo.'],
  ]);
});
