/**
 * Hostile pictures through a real `build` process, with wall time and the child's peak memory: each one is either
 * refused at its cell with the cause named (exit 1, nothing published) or published harmless (exit 0). The
 * pictures are made here, in bytes (test/support/hostile-images.ts); the sample's drawings are replaced under
 * their own names, as staff would drop a file in. The heavier table (120-megapixel photos on many workers) is
 * `npm run bench:images-attack`.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildProcess, type BuildRun } from '../../test/support/build-process.ts';
import {
  declaredSizePng, disguisedLinksSvg, filterBombSvg, illustratorSvg, tinyDashesSvg, useFanOutSvg, withDeclaredSize,
} from '../../test/support/hostile-images.ts';

const SAMPLE = join(import.meta.dirname, '..', '..', 'sheets');
let dir: string;
after(() => rmSync(dir, { recursive: true, force: true }));
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-hostile-'));
});

/** A copy of the sample with some drawings replaced; the build runs with 16 image workers, as on a big CI runner. */
async function buildWith(name: string, replaced: Record<string, Buffer | string>, env: Record<string, string> = {}): Promise<BuildRun & { out: string }> {
  const sheets = join(dir, `sheets-${name}`);
  cpSync(SAMPLE, sheets, { recursive: true });
  for (const [file, bytes] of Object.entries(replaced)) writeFileSync(join(sheets, 'imagens', file), bytes);
  const out = join(dir, `out-${name}`);
  const run = await buildProcess({ sheets, out, cache: join(dir, `cache-${name}`), env: { CLINIC_SITE_IMAGE_WORKERS: '16', ...env }, timeoutMs: 150_000 });
  return { ...run, out };
}

/** Every message of the report, with its code: grouped entries list each distinct message. */
function messagesByCode(stdout: string): [string, string][] {
  const report = JSON.parse(stdout) as { problems: { code: string; message: string; variants?: { message: string }[] }[] };
  return report.problems.flatMap((p) => (p.variants ?? [p]).map((v) => [p.code, v.message] as [string, string]));
}

describe('hostile pictures through a real build', { timeout: 300_000 }, () => {
  test('the refused ones: each named at its cell, in bounded time and memory, nothing published', async (t) => {
    const cmyk = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08' } }).toColourspace('cmyk').jpeg({ progressive: true }).toBuffer();
    const cases: [file: string, bytes: Buffer | string, code: string, says: RegExp][] = [
      ['facial-pele.svg', filterBombSvg(12), 'DESENHO_COMPLEXO_DEMAIS', /filtros/],
      ['facial-contorno.svg', useFanOutSvg(6), 'DESENHO_COMPLEXO_DEMAIS', /formas/],
      ['facial-labios.svg', tinyDashesSvg(), 'DESENHO_COMPLEXO_DEMAIS', /levaria mais de 2 segundos/],
      ['facial-laser.svg', declaredSizePng(100_000, 100_000), 'IMAGEM_PIXELS_DEMAIS', /100\.000×100\.000 pixels/],
      ['facial-olhar.svg', withDeclaredSize(cmyk, 12_600, 9_500), 'IMAGEM_PIXELS_DEMAIS', /MB de memória/],
      ['facial-textura.svg', declaredSizePng(12_600, 9_500, { depth: 16, interlaced: true }), 'IMAGEM_PIXELS_DEMAIS', /MB de memória/],
    ];
    const run = await buildWith('refused', Object.fromEntries(cases.map(([file, bytes]) => [file, bytes])), { CLINIC_SITE_SVG_TIME_LIMIT_MS: '2000' });
    assert.equal(run.timedOut, false);
    assert.equal(run.code, 1, run.stderr);
    const messages = messagesByCode(run.stdout);
    for (const [file, , code, says] of cases) {
      assert.ok(messages.some(([c, m]) => c === code && m.includes(`"${file}"`) && says.test(m)), `${file}: ${code} ${says} in ${JSON.stringify(messages)}`);
    }
    assert.ok(!messages.some(([c]) => c === 'IMAGEM_CORROMPIDA'), 'none is called damaged');
    assert.deepEqual(readdirSync(dir).filter((n) => n === 'out-refused'), [], 'out/ is not written');
    assert.ok(run.peakMb < 1024, `peak ${Math.round(run.peakMb)} MB`);
    t.diagnostic(`recusadas: código ${run.code}, ${Math.round(run.ms)} ms, pico ${Math.round(run.peakMb)} MB`);
  });

  test('the harmless ones: published, with nothing that fetches from elsewhere and no doctype', async (t) => {
    const progressive = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ progressive: true, quality: 60 }).toBuffer();
    const run = await buildWith('published', { 'logo.svg': disguisedLinksSvg(), 'clinica.svg': illustratorSvg(), 'protocolo-facial.svg': progressive });
    assert.equal(run.code, 0, run.stderr + run.stdout);
    const images = join(run.out, 'imagens');
    const published = (prefix: string, ext: string) => readdirSync(images).filter((n) => n.startsWith(`${prefix}.`) || (n.startsWith(`${prefix}-`) && !n.includes('compartilhar'))).filter((n) => n.endsWith(ext));
    const logo = readFileSync(join(images, published('logo', '.svg')[0]), 'utf8');
    assert.doesNotMatch(logo, /rastreio|image-set|\\|url\((?!#)/i);
    assert.equal(logo.match(/<rect /g)?.length, 9, 'every shape stays');
    const clinic = readFileSync(join(images, published('clinica', '.svg')[0]), 'utf8');
    assert.doesNotMatch(clinic, /DOCTYPE|ENTITY|foreignObject/);
    assert.ok(published('anti-idade-avancado', '.avif').length > 0);
    assert.ok(run.peakMb < 1024, `peak ${Math.round(run.peakMb)} MB`);
    t.diagnostic(`publicadas: código ${run.code}, ${Math.round(run.ms)} ms, pico ${Math.round(run.peakMb)} MB`);
  });
});
