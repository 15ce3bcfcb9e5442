/** The model on the sample sheets: every cross-link resolved once, prices, durations and images ready for templates. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageCache } from '../images/cache.ts';
import { processImages, type ProcessedImages } from '../images/process-images.ts';
import { imageUses } from '../images/uses.ts';
import { readSheets, type SheetSet } from '../read/read-sheets.ts';
import type { SheetRecords } from '../validate/records.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { newReuseMemo, reuseFrom } from '../dev/reuse-memo.ts';
import { SameValue } from '../dev/same-value.ts';
import { buildModel, type ModelResult } from './build-model.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;
let sheets: SheetSet;
let records: SheetRecords;
let model: ModelResult;
let images: ProcessedImages;
const cacheDir = mkdtempSync(join(tmpdir(), 'clinic-site-model-'));

before(async () => {
  sheets = readSheets(SAMPLE);
  const validation = validateSheets(sheets);
  assert.deepEqual(validation.problems, []);
  records = validation.records!;
  images = await processImages(imageUses(records), sheets.images, { cache: new ImageCache(cacheDir) });
  assert.deepEqual(images.problems, []);
  model = buildModel(records, images);
});
after(() => rmSync(cacheDir, { recursive: true, force: true }));

const service = (slug: string) => model.site.services.find((s) => s.slug === slug)!;
const treatment = (slug: string) => model.site.treatments.find((t) => t.slug === slug)!;
const protocol = (slug: string) => model.site.protocols.find((p) => p.slug === slug)!;

test('every catalogue item of the sample is in the model, in sheet order', () => {
  assert.equal(model.site.services.length, 60);
  assert.equal(model.site.treatments.length, 48);
  assert.equal(model.site.protocols.length, 10);
  assert.deepEqual(model.site.services.slice(0, 3).map((s) => s.slug), ['botox', 'preenchimento-facial', 'preenchimento-labial']);
});

test("a protocol's services are resolved to links, in the order of the cell", () => {
  assert.deepEqual(
    protocol('harmonizacao-facial-premium').services.map((s) => [s.slug, s.title, s.href, s.price.display]),
    [
      ['harmonizacao-facial', 'Harmonização facial', '/servico/harmonizacao-facial', 'A partir de R$ 2.800'],
      ['preenchimento-labial', 'Preenchimento labial', '/servico/preenchimento-labial', 'A partir de R$ 1.000'],
      ['botox', 'Toxina botulínica (botox)', '/servico/botox', 'A partir de R$ 400'],
      ['bioestimulador-de-colageno', 'Bioestimulador de colágeno', '/servico/bioestimulador-de-colageno', 'A partir de R$ 1.800'],
    ],
  );
});

test('an unknown service slug in a protocol is skipped (docs/site.md#protocol-detail), the others kept', () => {
  const withUnknown: SheetRecords = {
    ...records,
    protocols: records.protocols.map((row) =>
      row.value.slug === 'harmonizacao-facial-premium' ? { ...row, value: { ...row.value, services: ['servico-inexistente', ...row.value.services] } } : row,
    ),
  };
  const { site } = buildModel(withUnknown, images);
  assert.deepEqual(
    site.protocols.find((p) => p.slug === 'harmonizacao-facial-premium')!.services.map((s) => s.slug),
    ['harmonizacao-facial', 'preenchimento-labial', 'botox', 'bioestimulador-de-colageno'],
  );
});

test('service.protocols lists the protocols that name the service (botox is in harmonizacao-facial-premium)', () => {
  assert.deepEqual(service('botox').protocols.map((p) => [p.slug, p.title, p.href, p.category]), [
    ['harmonizacao-facial-premium', 'Harmonização Facial Completa', '/protocolo/harmonizacao-facial-premium', 'facial'],
  ]);
  assert.deepEqual(service('limpeza-de-pele').protocols.map((p) => p.slug), ['limpeza-glow-facial', 'acne-e-poros-control']);
  assert.deepEqual(service('rinomodelacao').protocols, []);
  // The link to a protocol carries its hero image, so cards need nothing else.
  assert.match(service('botox').protocols[0].image.src, /^\/imagens\/anti-idade-avancado\.[0-9a-f]{8}\.svg$/);
});

test("a treatment's related services and protocols are resolved", () => {
  assert.deepEqual(treatment('lifting-facial').relatedServices, []);
  assert.deepEqual(treatment('lifting-facial').relatedProtocols.map((p) => [p.slug, p.title, p.href]), [
    ['anti-idade-avancado', 'Protocolo Anti-idade Facial', '/protocolo/anti-idade-avancado'],
  ]);
  assert.deepEqual(treatment('harmonizacao-facial').relatedServices.map((s) => s.href), ['/servico/harmonizacao-facial']);
  assert.deepEqual(treatment('harmonizacao-facial').relatedProtocols.map((p) => p.href), ['/protocolo/harmonizacao-facial-premium']);
});

test('the featured services of the home page come from the Textos tab, resolved', () => {
  assert.deepEqual(
    model.site.home.featuredServices.map((s) => [s.slug, s.href]),
    [
      ['preenchimento-labial', '/servico/preenchimento-labial'],
      ['harmonizacao-facial', '/servico/harmonizacao-facial'],
      ['botox', '/servico/botox'],
      ['skinbooster', '/servico/skinbooster'],
    ],
  );
});

test('images get content-hashed paths, their size and a share image, and are listed as assets', () => {
  const image = service('hidratacao-facial').image;
  assert.match(image.src, /^\/imagens\/skinbooster\.[0-9a-f]{8}\.svg$/);
  assert.equal(image.alt, 'Ilustração abstrata com círculos em tons de areia e terracota e uma forma orgânica verde-sálvia, que remete ao cuidado com a pele do rosto');
  assert.deepEqual([image.width, image.height, image.variants], [1200, 800, []]);
  assert.match(image.share.src, /^\/imagens\/skinbooster-compartilhar\.[0-9a-f]{8}\.jpg$/);
  const share = model.site.settings.shareImage;
  assert.deepEqual([share.share.width, share.share.height], [1200, 630]);
  assert.match(share.src, /^\/imagens\/compartilhamento-1200\.[0-9a-f]{8}\.jpg$/);
  assert.deepEqual([...new Set(share.variants.map((v) => v.type))], ['image/avif', 'image/webp', 'image/jpeg']);
  // The hash in each name is the hash of the published bytes.
  for (const asset of model.assets) {
    const hash = /\.([0-9a-f]{8})\.[a-z]+$/.exec(asset.path)![1];
    assert.equal(createHash('sha256').update(readFileSync(asset.source)).digest('hex').slice(0, 8), hash, asset.path);
  }
  assert.ok(model.assets.some((a) => `/${a.path}` === image.src));
  // One asset per published file, however many items share the image.
  assert.equal(new Set(model.assets.map((a) => a.path)).size, model.assets.length);
});

test('prices and durations are parsed for display and structured data', () => {
  assert.deepEqual(service('botox').price, { display: 'A partir de R$ 400', amount: 400 });
  assert.deepEqual(service('botox').duration, { display: '30 minutos', iso: 'PT30M' });
  assert.deepEqual(service('preenchimento-facial').price, { display: 'A partir de R$ 1.200', amount: 1200 });
  assert.deepEqual(service('harmonizacao-facial').duration, { display: '1h30', iso: 'PT1H30M' });
  assert.deepEqual(service('rinomodelacao').price, { display: 'Sob consulta', amount: null });
  assert.deepEqual(service('rinomodelacao').duration, { display: '30 a 45 minutos', iso: 'PT45M' });
  assert.deepEqual(protocol('harmonizacao-facial-premium').duration, { display: '1 a 2 horas', iso: 'PT2H' });
});

test('rich text cells become sanitized HTML with the heading levels written in the cell (templates nest them)', () => {
  const html = service('botox').contentHtml;
  assert.ok(html.startsWith('<h2>Como funciona</h2>\n<p>A <strong>toxina botulínica</strong>'), html.slice(0, 80));
  assert.doesNotMatch(html, /<script/);
});

test('settings: tel target, opening hours as schema.org days and times, site URL override without trailing slash', () => {
  const { settings } = model.site;
  assert.deepEqual(settings.phone, { display: '(11) 5555-0100', tel: '+551155550100' });
  assert.deepEqual(settings.hours, [
    { label: 'Segunda a Sexta', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '12:00', closes: '20:00' },
    { label: 'Sábado', days: ['Saturday'], opens: '09:00', closes: '13:30' },
    { label: 'Domingo', days: ['Sunday'], opens: null, closes: null },
  ]);
  assert.equal(settings.siteUrl, 'https://www.clinica-aurora.example');
  assert.equal(buildModel(records, images, { siteUrl: 'https://preview.example/' }).site.settings.siteUrl, 'https://preview.example');
});

test('with a dev memo, an item whose row did not change is the very object of the build before; a changed one is new', () => {
  const kept = newReuseMemo();
  const memo = () => reuseFrom(kept, new SameValue());
  const first = memo();
  const earlier = buildModel(records, images, { reuse: first.reuse }).site;
  const repriced: SheetRecords = {
    ...records,
    services: records.services.map((row) => (row.value.slug === 'botox' ? { ...row, value: { ...row.value, price: 'A partir de R$ 450' } } : row)),
  };
  first.finish();
  const second = memo();
  const now = buildModel(repriced, images, { reuse: second.reuse }).site;
  const item = (site: typeof now, slug: string) => site.services.find((s) => s.slug === slug)!;
  assert.equal(item(now, 'preenchimento-labial'), item(earlier, 'preenchimento-labial'));
  assert.notEqual(item(now, 'botox'), item(earlier, 'botox'));
  assert.equal(item(now, 'botox').price.display, 'A partir de R$ 450');
  // The protocol that lists botox links to it with its price: a new protocol object, its own row unchanged.
  const premium = (site: typeof now) => site.protocols.find((p) => p.slug === 'harmonizacao-facial-premium')!;
  assert.notEqual(premium(now), premium(earlier));
  assert.equal(premium(now).services.find((s) => s.slug === 'botox')!.price.display, 'A partir de R$ 450');
  assert.equal(premium(earlier).services.find((s) => s.slug === 'botox')!.price.display, 'A partir de R$ 400', 'o objeto anterior não muda');
  assert.equal(now.protocols.find((p) => p.slug === 'limpeza-glow-facial'), earlier.protocols.find((p) => p.slug === 'limpeza-glow-facial'));
  // The same model as without the memo.
  assert.deepEqual(now, buildModel(repriced, images).site);
});

test('with a dev memo, a service whose row did not change gets a new object when the protocols naming it change', () => {
  const kept = newReuseMemo();
  const first = reuseFrom(kept, new SameValue());
  const earlier = buildModel(records, images, { reuse: first.reuse }).site;
  first.finish();
  const relinked: SheetRecords = {
    ...records,
    protocols: records.protocols.map((row) => (row.value.slug === 'limpeza-glow-facial' ? { ...row, value: { ...row.value, services: [...row.value.services, 'rinomodelacao'] } } : row)),
  };
  const now = buildModel(relinked, images, { reuse: reuseFrom(kept, new SameValue()).reuse }).site;
  const rino = (site: typeof now) => site.services.find((s) => s.slug === 'rinomodelacao')!;
  assert.deepEqual(rino(earlier).protocols, []);
  assert.deepEqual(rino(now).protocols.map((p) => p.slug), ['limpeza-glow-facial']);
  assert.deepEqual(now, buildModel(relinked, images).site);
});
