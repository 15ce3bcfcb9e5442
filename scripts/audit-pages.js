#!/usr/bin/env node
// npm run audit:pages: the performance budget (docs/architecture.md#performance), measured. Builds the sample site
// (sheets/) into a temporary folder, serves it with `clinic-site serve` and, for one page of every template, prints a
// markdown table with Lighthouse's four category scores in mobile mode (each run's Performance and TBT when
// `--runs` asks for several), LCP, CLS, and the brotli-compressed bytes of the HTML, CSS and JS a visitor's browser
// downloads before any interaction (islands hydrate on use: React is not among them).
//
//   npm run audit:pages                      build, serve, audit, print the table
//   npm run audit:pages -- --url http://…    audit a site that is already running (no build, no serve)
//   npm run audit:pages -- --bytes-only      only the compressed sizes (no Lighthouse)
//   npm run audit:pages -- --strict          exit 1 when a page misses the budget
//   npm run audit:pages -- --photos          the same pages on a copy of the sample whose image cells hold 60
//                                            generated phone photos (4032×3024, ~5 MB, EXIF and GPS)
//   npm run audit:pages -- --both            the drawings table, then the photos table, in one run
//   npm run audit:pages -- --runs 3          Lighthouse three times per page (the budget holds in every run)
//   npm run audit:pages -- --only /servico,/  only these pages (addresses as in the table)
//   npm run audit:pages -- --taps            also the first tap on each kind of widget (TAPS) on a phone slowed as
//                                            Lighthouse's mobile profile is: the time until the widget answers, on a
//                                            first visit (tapped at once, or after a finger scroll of the page) and
//                                            with the scripts already cached, 5 times each
//
// The "Imagens" column is what a 375 px wide phone (2× pixels) downloads in images before any scrolling.
//
// Lighthouse is imported on demand: without it the byte columns are still measured and the score columns show "—".
// Lighthouse 12.8.2 is the last release that runs on Node 20 (13.x asks for Node 22.19+).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePhotoCatalogue } from './bench-photos.js';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const givenUrl = option('--url')?.replace(/\/+$/, '');
const bytesOnly = args.includes('--bytes-only');
const strict = args.includes('--strict');
const runs = Math.max(1, Number(option('--runs') ?? 1) || 1);
const modes = args.includes('--both') ? ['drawings', 'photos'] : args.includes('--photos') ? ['photos'] : ['drawings'];
const taps = args.includes('--taps');
const MODE_TITLES = { drawings: 'Amostra (desenhos SVG)', photos: 'Amostra com fotos de celular (4032×3024, ~5 MB cada)' };

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * One page of every template (templates/pages/index.ts) but the not-found page: Lighthouse does not audit a page
 * answered with status 404. /obrigado is `noindex` on purpose, so its SEO score stays below 100 ("is-crawlable"): that
 * one audit is expected there (NOINDEX_PAGES) and not counted as a miss; any other SEO audit that fails is.
 */
const NOINDEX_PAGES = new Set(['/obrigado']);
const PAGES = [
  ['Início', '/'],
  ['Tratamentos (lista)', '/tratamento'],
  ['Tratamento', '/tratamento/lifting-facial'],
  ['Protocolos (lista)', '/protocolo'],
  ['Protocolo', '/protocolo/anti-idade-avancado'],
  ['Serviços (lista)', '/servico'],
  ['Serviço', '/servico/botox'],
  ['Agendar online', '/agendar-online'],
  ['Obrigado', '/obrigado'],
  ['Política de privacidade', '/politica-de-privacidade'],
  ['Blog (lista)', '/blog'],
  ['Artigo do blog', '/blog/melasma-por-que-as-manchas-voltam'],
];

/**
 * The machine's own floor, audited beside the site's pages: a page of a heading and a sentence, no style sheet, no
 * script, served from this process. Lighthouse's TBT comes from the browser's own tasks too (committing the
 * navigation, the first layout), so on a slow or busy machine even this page can measure over the 30 ms budget; when it
 * does, a page's TBT miss in the same table cannot be told from the machine's noise. Its row never counts as a miss.
 */
const REFERENCE_LABEL = 'Referência: página vazia, sem CSS nem script';
const REFERENCE_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Referência</title><meta name="description" content="Página de referência da medição."></head>' +
  '<body><main><h1>Referência</h1><p>Uma página sem folha de estilo e sem script.</p></main></body></html>';

async function serveReference() {
  const files = { '/': ['text/html', REFERENCE_HTML], '/robots.txt': ['text/plain', 'User-agent: *\nAllow: /\n'] };
  const server = createHttpServer((request, response) => {
    const [type, body] = Object.hasOwn(files, request.url) ? files[request.url] : ['text/plain', ''];
    response.writeHead(body ? 200 : 404, { 'Content-Type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The budget (docs/architecture.md#performance): Performance 100 and TBT ≤ 30 ms in every run, the other three 100,
 * CLS 0, at most 15 KB of JavaScript (brotli) before the first interaction, and with photos LCP ≤ 2.0 s and at most
 * about 300 KB of images before scrolling on a 375 px phone.
 */
const BUDGET = { performance: 100, tbtMs: 30, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, jsBytes: 15 * 1024, lcpMs: 2000, imageBytes: 300 * 1024 };

/**
 * A widget of each kind that needs its island's script to answer, tapped before that script has loaded (islands load
 * on use): what is tapped, and what shows that the widget answered. The tap is held and replayed once the island has
 * hydrated (src/render/client/hydrate.ts), so the time is the script's download, evaluation and hydration.
 */
const TAPS = [
  ['Cartão de protocolo → janela', '/', (page) => page.getByRole('heading', { name: 'Protocolo Anti-idade Facial', exact: true }),
    (page) => page.getByRole('dialog', { name: 'Protocolo Anti-idade Facial' }).waitFor({ state: 'visible' })],
  ['Aba "Corporal" dos protocolos', '/', (page) => page.getByRole('tab', { name: 'Corporal' }),
    (page) => page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes('Corporal'))],
  ['Categoria "Facial" → lista filtrada', '/servico', (page) => page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button', { name: 'Facial' }),
    (page) => page.getByRole('status').filter({ hasText: /na categoria Facial$/ }).waitFor({ state: 'attached' })],
];
/** Lighthouse's mobile profile (its defaults): 4× slower processor, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_PHONE = { cpu: 4, network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } };
const TAP_RUNS = 5;

const log = (line) => process.stderr.write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds `sheets` into `dir` with the served address as site URL (canonical and social tags same-origin). */
async function buildAndServe(dir, sheets = join(root, 'sheets')) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = join(dir, 'out');
  log(`Gerando o site em ${out}…`);
  const build = spawnSync(process.execPath, ['bin/clinic-site.js', 'build', '--sheets', sheets, '--out', out, '--site-url', url, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    // A cache of its own: the audit measures the site, and leaves the operator's image cache alone.
    env: { ...process.env, CLINIC_SITE_IMAGE_CACHE: join(dir, 'cache-imagens') },
  });
  if (build.status !== 0) throw new Error(`clinic-site build falhou:\n${build.stdout}${build.stderr}`);
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CLINIC_SITE_')));
  const child = spawn(process.execPath, ['bin/clinic-site.js', 'serve', '--out', out, '--port', String(port), '--db', join(dir, 'leads.db')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`clinic-site serve não respondeu em 30 s:\n${output}`)), 30_000);
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
      if (output.includes('Site em ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`clinic-site serve terminou (código ${code}):\n${output}`));
    });
  });
  return { url, child };
}

const brotliSize = (buffer) =>
  brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length } }).length;

/**
 * What a phone downloads for `url` until the page is idle: same-origin documents, style sheets and scripts, each
 * fetched again uncompressed and brotli-compressed here, so the number does not depend on how the server encodes.
 */
async function compressedBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen = new Map();
  page.on('response', (response) => {
    const kind = { document: 'html', stylesheet: 'css', script: 'js' }[response.request().resourceType()];
    if (kind && new URL(response.url()).origin === origin && response.status() < 300) seen.set(response.url(), kind);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close();
  }
  const totals = { html: 0, css: 0, js: 0 };
  for (const [resource, kind] of seen) {
    const response = await fetch(resource, { headers: { 'Accept-Encoding': 'identity' } });
    totals[kind] += brotliSize(Buffer.from(await response.arrayBuffer()));
  }
  return totals;
}

/** Bytes of the images a 375 px wide phone (2× pixels) downloads for `url` before any scrolling. */
async function firstScreenImageBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const images = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') images.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await context.close().catch(() => {});
  }
  return (await Promise.all(images)).reduce((sum, bytes) => sum + bytes, 0);
}

async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    log(
      'Lighthouse não está instalado: só os tamanhos comprimidos serão medidos.\n' +
        'Para as notas, instale a última versão que roda no Node 20:  npm install --save-dev --save-exact lighthouse@12.8.2',
    );
    return null;
  }
}

/** One Lighthouse run with its default (mobile) settings: emulated phone, simulated slow 4G and CPU slowdown. */
async function audit(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoFailed: (categories.seo?.auditRefs ?? []).map((ref) => audits[ref.id]).filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual').map((a) => a.id),
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    failed: Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

/**
 * One first tap on `widget` of `url` on a slowed phone: milliseconds from the tap until the widget has answered, and
 * the longest task the page's main thread ran meanwhile (what would delay a second tap). `how`: 'cold', the tap is the
 * page's first touch; 'scrolled', a finger scrolled the page first (as a visitor reaches the widget); 'cached', the
 * page was loaded once before, so the scripts come from the browser's cache.
 */
async function firstTap(browser, url, [, , widget, answered], how) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  context.setDefaultTimeout(60_000);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
    if (how === 'cached') {
      // Every island once, so that every lazy chunk is in the cache; then a fresh load of the page.
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.evaluate(() => document.querySelectorAll('[data-island]').forEach((island) => island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))));
      await page.waitForFunction(() => !document.querySelector('[data-island]:not([data-island-hydrated])'), undefined, { timeout: 60_000 });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const target = widget(page);
    if (how === 'scrolled') {
      // A finger drawn up the screen: touches, no tap.
      for (const [type, y] of [['touchStart', 600], ['touchMove', 500], ['touchMove', 400], ['touchEnd', null]]) {
        await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === null ? [] : [{ x: 190, y }] });
      }
    }
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.__longest = Math.max(window.__longest, entry.duration)))).observe({ type: 'longtask' });
    });
    // A visitor reads before tapping: the page is idle, nothing is loading.
    await page.waitForTimeout(1_000);
    const tapped = Date.now();
    await target.tap();
    await answered(page);
    const ms = Date.now() - tapped;
    return { ms, longestTask: Math.round(await page.evaluate(() => window.__longest)) };
  } finally {
    await context.close().catch(() => {});
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tapTable(browser, base) {
  const lines = [
    `| Widget | Página | 1ª visita, 1º toque (mediana) | execuções | 1ª visita, depois de rolar com o dedo (mediana) | execuções | scripts em cache (mediana) | execuções | maior tarefa após o toque |`,
    '|---|---|---:|---|---:|---|---:|---|---:|',
  ];
  for (const tap of TAPS) {
    const [label, path] = tap;
    log(`Toque em ${label} (${path})…`);
    const results = { cold: [], scrolled: [], cached: [] };
    for (let run = 0; run < TAP_RUNS; run++) {
      for (const how of Object.keys(results)) results[how].push(await firstTap(browser, `${base}${path}`, tap, how));
    }
    const cells = Object.values(results).map((list) => `${median(list.map((r) => r.ms))} ms | ${list.map((r) => r.ms).join(', ')}`);
    const longest = Math.max(...Object.values(results).flat().map((r) => r.longestTask));
    lines.push(`| ${label} | \`${path}\` | ${cells.join(' | ')} | ${longest} ms |`);
  }
  return lines.join('\n');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const dash = '—';

function misses(row) {
  const out = [];
  if (row.scores) {
    if (row.runs.some((run) => run.performance < BUDGET.performance)) out.push(`Performance ${row.runs.map((run) => run.performance).join('/')} < ${BUDGET.performance}`);
    if (row.runs.some((run) => (run.tbtMs ?? 0) > BUDGET.tbtMs)) out.push(`TBT ${row.runs.map((run) => Math.round(run.tbtMs ?? 0)).join('/')} ms > ${BUDGET.tbtMs} ms`);
    if (row.scores.accessibility < BUDGET.accessibility) out.push(`Accessibility ${row.scores.accessibility}`);
    if (row.scores.bestPractices < BUDGET.bestPractices) out.push(`Best Practices ${row.scores.bestPractices}`);
    const seoMissed = (row.scores.seoFailed ?? []).filter((id) => !(id === 'is-crawlable' && NOINDEX_PAGES.has(row.path)));
    if (row.scores.seo < BUDGET.seo && (seoMissed.length || !row.scores.seoFailed)) out.push(`SEO ${row.scores.seo}`);
    if ((row.scores.cls ?? 0) > BUDGET.cls) out.push(`CLS ${row.scores.cls.toFixed(3)}`);
    if ((row.scores.lcpMs ?? 0) > BUDGET.lcpMs) out.push(`LCP ${(row.scores.lcpMs / 1000).toFixed(2)} s`);
  }
  if (row.imageBytes > BUDGET.imageBytes) out.push(`imagens ${kb(row.imageBytes)} > ${kb(BUDGET.imageBytes)}`);
  if (row.bytes.js > BUDGET.jsBytes) out.push(`JS ${kb(row.bytes.js)} > ${kb(BUDGET.jsBytes)}`);
  return out;
}

function table(rows) {
  const lines = [
    '| Página | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | HTML (br) | CSS (br) | JS antes de interagir (br) | Imagens (1ª tela, 375 px) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { label, path, reference, scores, runs: all, bytes, imageBytes } of rows) {
    const s = scores;
    const perRun = (read) => (all.length ? all.map(read).join(' / ') : dash);
    lines.push(
      `| ${label}${reference ? '' : ` \`${path}\``} | ${perRun((run) => run.performance)} | ${s ? s.accessibility : dash} | ${s ? s.bestPractices : dash} | ${s ? s.seo : dash} | ` +
        `${s?.lcpMs !== undefined ? `${(s.lcpMs / 1000).toFixed(2)} s` : dash} | ${perRun((run) => `${Math.round(run.tbtMs ?? 0)} ms`)} | ` +
        `${s?.cls !== undefined ? s.cls.toFixed(3) : dash} | ${kb(bytes.html)} | ${kb(bytes.css)} | ${kb(bytes.js)} | ${kb(imageBytes)} |`,
    );
  }
  return lines.join('\n');
}

const work = givenUrl ? null : mkdtempSync(join(tmpdir(), 'clinic-site-audit-'));
let server = null;
let browser = null;
let exitCode = 0;

async function stopServer() {
  if (!server) return;
  const { child } = server;
  server = null;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

try {
  const lighthouse = bytesOnly ? null : await loadLighthouse();
  const debugPort = await freePort();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`] });
  for (const mode of givenUrl ? ['drawings'] : modes) {
    let base = givenUrl;
    if (!base) {
      let sheets = join(root, 'sheets');
      if (mode === 'photos') {
        sheets = join(work, 'sheets-fotos');
        log('Gerando 60 fotos de celular numa cópia das planilhas de exemplo…');
        await generatePhotoCatalogue(join(root, 'sheets'), sheets, 60, log);
      }
      server = await buildAndServe(join(work, mode), sheets);
      base = server.url;
    }
    const rows = [];
    const only = option('--only')?.split(',');
    const measure = async (label, path, url) => {
      log(`Medindo ${url}…`);
      const bytes = await compressedBytes(browser, url);
      const imageBytes = await firstScreenImageBytes(browser, url);
      const all = [];
      for (let run = 0; lighthouse && run < runs; run++) all.push(await audit(lighthouse, url, debugPort));
      // The other columns from the worst run: the budget must hold in every one.
      const scores = all.length ? all.reduce((worst, run) => (run.performance < worst.performance ? run : worst)) : null;
      return { label, path, bytes, imageBytes, scores, runs: all };
    };
    for (const [label, path] of PAGES.filter(([, path]) => !only || only.includes(path))) rows.push(await measure(label, path, `${base}${path}`));
    await stopServer();
    if (lighthouse) {
      const floor = await serveReference();
      try {
        rows.push({ ...(await measure(REFERENCE_LABEL, floor.url, floor.url)), reference: true });
      } finally {
        await floor.close();
      }
    }
    if (!givenUrl) console.log(`\n### ${MODE_TITLES[mode]}${runs > 1 ? ` (${runs} execuções do Lighthouse por página)` : ''}\n`);
    console.log(table(rows));
    const notes = rows.flatMap((row) => {
      const missed = row.reference ? [] : misses(row);
      const failed = row.scores?.failed.length ? ` (auditorias abaixo de 100: ${row.scores.failed.join(', ')})` : '';
      return missed.length ? [`- ${row.path}: ${missed.join('; ')}${failed}`] : [];
    });
    const reference = rows.find((row) => row.reference);
    if (reference?.runs.length) {
      const tbt = reference.runs.map((run) => Math.round(run.tbtMs ?? 0));
      console.log(
        `\nReferência da máquina: a página vazia mediu TBT ${tbt.join('/')} ms. ` +
          (Math.max(...tbt) > BUDGET.tbtMs
            ? `Ela mesma passou de ${BUDGET.tbtMs} ms: nesta máquina, agora, um TBT acima da meta nas páginas do site não se distingue do ruído do navegador e da máquina; meça de novo numa máquina parada (ou compare com esta linha).`
            : `Dentro da meta: um TBT acima de ${BUDGET.tbtMs} ms nas páginas do site é do site.`),
      );
    }
    if (notes.length) console.log(`\nFora da meta:\n${notes.join('\n')}`);
    else if (lighthouse) console.log('\nTodas as páginas dentro da meta.');
    else console.log('\nJavaScript e imagens dentro da meta em todas as páginas; as notas do Lighthouse não foram medidas (não instalado ou --bytes-only).');
    if (strict && notes.length) exitCode = 1;
  }
  if (taps) {
    // The sample (or --url) served once more for the taps, whatever the modes above did.
    let base = givenUrl;
    if (!base) {
      server = await buildAndServe(join(work, 'toques'));
      base = server.url;
    }
    console.log(`\n### Primeiro toque num widget, celular lento (processador 4× mais lento, 150 ms de ida e volta, 1,6 Mbit/s), ${TAP_RUNS} execuções\n`);
    console.log(await tapTable(browser, base));
    console.log('\nO tempo inclui o do Playwright entre o toque e a verificação (algumas dezenas de ms).');
    await stopServer();
  }
} catch (error) {
  console.error(error?.stack ?? error);
  exitCode = 2;
} finally {
  await browser?.close().catch(() => {});
  await stopServer();
  if (work) rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
