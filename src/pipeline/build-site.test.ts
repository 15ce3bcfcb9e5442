/**
 * End to end: the sample sheets → a complete site in a temporary folder, through the CLI entry point (in-process).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as XLSX from 'xlsx';
import { main } from '../cli/main.ts';
import { runCliAll } from '../../test/support/run-cli.ts';

const SHEETS = join(import.meta.dirname, '..', '..', 'sheets');
let dir: string;
let out: string;

function filesOf(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path).toString('base64'));
    }
  };
  walk(root);
  return files;
}

const read = (path: string) => readFileSync(join(out, path), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-build-'));
  out = join(dir, 'out');
  assert.equal(await main(['build', '--sheets', SHEETS, '--out', out, '--quiet']), 0);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('build of the sample catalogue', () => {
  test('writes one file per route of docs/site.md#routes', () => {
    for (const file of ['index.html', 'tratamento.html', 'protocolo.html', 'servico.html', 'agendar-online.html', 'obrigado.html', '404.html', 'politica-de-privacidade.html', 'sitemap.xml', 'robots.txt']) {
      assert.ok(statSync(join(out, file)).isFile(), file);
    }
    const pagesIn = (folder: string) => readdirSync(join(out, folder)).filter((name) => name.endsWith('.html')).length;
    assert.equal(pagesIn('servico'), 60);
    assert.equal(pagesIn('tratamento'), 48);
    assert.equal(pagesIn('protocolo'), 10);
    // A one-page list's category addresses (docs/site.md#list-pages): the list with the category chosen.
    assert.deepEqual(readdirSync(join(out, 'servico', 'categoria')).sort(), ['capilar.html', 'corporal.html', 'facial.html', 'medicina.html']);
    assert.deepEqual(readdirSync(join(out, 'tratamento', 'categoria')).sort(), ['capilar.html', 'corporal.html', 'facial.html']);
    for (const slug of ['botox', 'preenchimento-facial', 'peeling-quimico', 'microagulhamento', 'criolipolise', 'radiofrequencia', 'mesoterapia-capilar', 'prp-capilar', 'depilacao-a-laser', 'drenagem-linfatica', 'transplante-capilar', 'tratamento-para-acne', 'ultrassom-microfocado-corporal']) {
      assert.ok(statSync(join(out, 'servico', `${slug}.html`)).isFile(), slug);
    }
  });

  test('every page has lang pt-BR, the documented title format, description, canonical and social tags', () => {
    const html = read('servico/botox.html');
    assert.match(html, /^<!DOCTYPE html><html lang="pt-BR">/);
    assert.match(html, /<title>Toxina botulínica \(botox\) em São Paulo \| Clínica Aurora Dermatologia - Dra\. Helena Exemplo<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/www\.clinica-aurora\.example\/servico\/botox">/);
    assert.equal(meta(html, 'og:url'), 'https://www.clinica-aurora.example/servico/botox');
    assert.match(meta(html, 'og:image') ?? '', /^https:\/\/www\.clinica-aurora\.example\/imagens\/botox-/);
    assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
    assert.ok((meta(html, 'description') ?? '').length > 50);
    assert.equal(meta(read('index.html'), 'og:image'), meta(read('tratamento.html'), 'og:image'), 'default share image');
    assert.match(read('index.html'), /<link rel="canonical" href="https:\/\/www\.clinica-aurora\.example\/">/);
  });

  test('/obrigado and /404 are noindex, nofollow; others are indexable', () => {
    assert.equal(meta(read('obrigado.html'), 'robots'), 'noindex, nofollow');
    assert.equal(meta(read('404.html'), 'robots'), 'noindex, nofollow');
    assert.match(read('404.html'), /<title>Página não encontrada \|/);
    assert.equal(meta(read('servico.html'), 'robots'), 'index, follow');
  });

  test('service pages carry Service (Offer in BRL, ISO duration), FAQPage, MedicalClinic and BreadcrumbList', () => {
    const data = jsonLd(read('servico/botox.html'));
    const types = data.map((d) => d['@type']);
    assert.deepEqual(types.sort(), ['BreadcrumbList', 'FAQPage', 'MedicalClinic', 'Service']);
    const service = data.find((d) => d['@type'] === 'Service');
    assert.equal(service.offers.price, '400');
    assert.equal(service.offers.priceCurrency, 'BRL');
    assert.equal(service.duration, 'PT30M');
    assert.ok(data.find((d) => d['@type'] === 'FAQPage').mainEntity.length >= 3);
    const onRequest = jsonLd(read('servico/biopsia-de-pele.html')).find((d) => d['@type'] === 'Service');
    assert.equal(onRequest.offers.price, '0');
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name);
    assert.deepEqual(crumbs, ['Início', 'Serviços', 'Toxina botulínica (botox)']);
  });

  test('the home page describes the clinic: address, geo, hours, founder, departments', () => {
    const clinic = jsonLd(read('index.html')).find((d) => d['@type'] === 'MedicalClinic');
    assert.equal(clinic.address.postalCode, '04515-001');
    assert.equal(clinic.address.addressRegion, 'SP');
    assert.equal(clinic.address.addressCountry, 'BR');
    assert.equal(clinic.priceRange, '$$');
    assert.equal(clinic.medicalSpecialty, 'Dermatology');
    assert.deepEqual(clinic.openingHoursSpecification.map((h: { opens: string; closes: string }) => `${h.opens}-${h.closes}`), ['12:00-20:00', '09:00-13:30']);
    assert.equal(clinic.founder.name, 'Dra. Helena Exemplo');
    assert.equal(clinic.department.length, 4);
    assert.equal(typeof clinic.geo.latitude, 'number');
  });

  test("a one-page list's category address is that list with the category chosen, its canonical the list's", () => {
    const all = read('tratamento.html');
    const facial = read('tratamento/categoria/facial.html');
    const cards = (html: string) => [...html.matchAll(/<li class="cat-grid__item">.*?href="(\/tratamento\/[^"]+)"/g)].map((m) => m[1]);
    const badges = (html: string) => [...html.matchAll(/<li class="cat-grid__item">.*?<span class="[^"]*badge[^"]*">([^<]+)</g)].map((m) => m[1]);
    assert.ok(cards(facial).length > 0 && cards(facial).length < cards(all).length);
    assert.deepEqual([...new Set(badges(facial))], ['Facial']);
    assert.equal(badges(all).filter((badge) => badge === 'Facial').length, cards(facial).length);
    assert.match(facial, new RegExp(`>${cards(facial).length} tratamento\\(s\\) encontrado\\(s\\) na categoria Facial<`));
    assert.match(facial, /<option value="facial" selected="">Facial<\/option>/);
    assert.match(facial, /<link rel="canonical" href="https:\/\/www\.clinica-aurora\.example\/tratamento">/);
    assert.match(facial, /<h1 class="cat-list-header__title">Tratamentos<\/h1>/);
    // Sent without script from any list page, the form reaches the address the server turns into a category's.
    assert.match(facial, /<form class="cat-filters" role="search" action="\/tratamento" method="get">/);
    assert.doesNotMatch(read('sitemap.xml'), /categoria/);
  });

  test('list and detail pages carry a BreadcrumbList; sitemap lists indexable routes only', () => {
    assert.ok(jsonLd(read('tratamento.html')).some((d) => d['@type'] === 'BreadcrumbList'));
    assert.ok(jsonLd(read('protocolo/anti-idade-avancado.html')).some((d) => d['@type'] === 'BreadcrumbList'));
    const sitemap = read('sitemap.xml');
    assert.equal((sitemap.match(/<loc>/g) ?? []).length, 1 + 3 + 60 + 48 + 10 + 1 + 1 + 1 + 8); // … + /blog and 8 articles
    assert.doesNotMatch(sitemap, /obrigado|404/);
    assert.match(read('robots.txt'), /Sitemap: https:\/\/www\.clinica-aurora\.example\/sitemap\.xml/);
  });

  test('every visible breadcrumb has the same trail as BreadcrumbList data, and only those pages have one', () => {
    for (const file of ['tratamento.html', 'servico.html', 'servico/botox.html', 'tratamento/botox.html', 'protocolo/anti-idade-avancado.html', 'agendar-online.html', 'politica-de-privacidade.html', 'index.html', 'obrigado.html']) {
      const html = read(file);
      const nav = /<nav[^>]*aria-label="Trilha de navegação"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
      const visible = nav ? [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/›/g, '').trim()) : null;
      const data = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList');
      const names = data ? data.itemListElement.map((i: { name: string }) => i.name) : null;
      assert.deepEqual(names, visible, file);
    }
  });

  test('pages with islands ship one module script and their props as escaped JSON; images are hashed files', () => {
    const html = read('index.html');
    assert.equal((html.match(/<script type="module"/g) ?? []).length, 1);
    const props = /<script type="application\/json" id="island-props">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.doesNotMatch(props, /</);
    assert.ok(Object.keys(JSON.parse(props)).length > 0);
    // What the first touch fetches ahead (src/render/client/hydrate.ts): React and the page's own islands, not others.
    const ahead = (page: string) => (/data-preload-on-touch="([^"]*)"/.exec(read(page))?.[1] ?? '').split(' ');
    const chunk = (url: string) => readFileSync(join(out, url), 'utf8');
    for (const page of ['index.html', 'agendar-online.html']) assert.ok(ahead(page).some((url) => /hydrateRoot/.test(chunk(url))), `${page}: React is not fetched ahead`);
    const contactOnly = ahead('agendar-online.html').filter((url) => !ahead('index.html').includes(url));
    assert.ok(contactOnly.length > 0 && contactOnly.every((url) => !ahead('servico.html').includes(url)), 'the booking form\'s chunk is fetched ahead only where the form is');
    const image = /src="(\/imagens\/[^"]+)"/.exec(read('servico/botox.html'))?.[1] ?? '';
    assert.match(image, /^\/imagens\/[a-z-]+\.[0-9a-f]{8}\.svg$/);
    assert.ok(statSync(join(out, image)).isFile());
  });

  test('the same sheets give byte-identical output', async () => {
    const again = join(dir, 'again');
    assert.equal(await main(['build', '--sheets', SHEETS, '--out', again, '--quiet']), 0);
    assert.deepEqual(filesOf(again), filesOf(out));
  });

  test('invalid sheets exit 1 and leave the previous out/ exactly as it was', async () => {
    const broken = join(dir, 'broken-sheets');
    cpSync(SHEETS, broken, { recursive: true });
    const workbook = XLSX.read(readFileSync(join(broken, 'servicos.xlsx')));
    const sheet = workbook.Sheets['Serviços'];
    const priceColumn = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0].indexOf('Preço');
    sheet[XLSX.utils.encode_cell({ r: 1, c: priceColumn })] = { t: 's', v: 'caro' };
    writeFileSync(join(broken, 'servicos.xlsx'), XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }));
    const before = filesOf(out);
    assert.equal(await main(['build', '--sheets', broken, '--out', out, '--quiet']), 1);
    assert.deepEqual(filesOf(out), before);
    assert.equal(await main(['validate', '--sheets', broken, '--format', 'json']), 1);
    // A build killed between the swap's two renames left the site hidden beside out/: even a build that stops on
    // the sheets puts it back.
    renameSync(out, join(dir, '.out.anterior-1-2'));
    assert.equal(await main(['build', '--sheets', broken, '--out', out, '--quiet']), 1);
    assert.deepEqual(filesOf(out), before);
  });

  test('refuses to replace a folder it did not build', async () => {
    assert.equal(await main(['build', '--sheets', SHEETS, '--out', SHEETS, '--quiet']), 1);
    assert.ok(statSync(join(SHEETS, 'servicos.xlsx')).isFile());
  });

  test('refuses such a folder before reading anything: the answer comes at once, not after the sheets and photos', async () => {
    const [code, stdout, stderr] = await runCliAll(['build', '--sheets', join(tmpdir(), 'pasta-que-nao-existe'), '--out', SHEETS]);
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, new RegExp(`A pasta "${SHEETS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" já tem arquivos que não foram gerados pelo clinic-site`));
    assert.doesNotMatch(stderr, /planilha/i, 'nothing was read');
  });
});
