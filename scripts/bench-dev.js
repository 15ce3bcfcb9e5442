#!/usr/bin/env node
// The dev loop at scale (npm run bench, row "dev"): `clinic-site dev` on a generated catalogue of N services (default
// 10,000 with 5 questions each), then `--edits` times (default 5) one price saved with SheetJS (compressed, as every
// spreadsheet program saves), timed from the moment the file is written until the served page's HTML has the new
// price (polled over HTTP every 20 ms). Prints the median and maximum latency, the pages each rebuild rendered (from
// the terminal line) and the dev process's peak memory (VmHWM). With --shared-strings the workbook is saved as Excel
// and LibreOffice save it: every text in one shared list (xl/sharedStrings.xml) in the order of the cells, so each new
// price moves the index of every later text.
// Usage: node scripts/bench-dev.js [--services=10000] [--questions=5] [--edits=5] [--shared-strings]
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { generateCatalogue } from './bench-catalogue.js';
import { launcherFlags } from './launcher-flags.js';

const root = new URL('..', import.meta.url).pathname;
const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]) || fallback;
const services = option('services', 10_000);
const questions = option('questions', 5);
const edits = option('edits', 5);
// Compressed, as Excel and LibreOffice always save: the edited tab is then inflated on every save, as it is for staff.
const writeOptions = { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: process.argv.includes('--shared-strings') };
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-dev-'));
const sheets = join(work, 'sheets');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET on a new connection (no keep-alive): the body as text. */
const getText = (address) =>
  new Promise((resolve, reject) => {
    get(address, { agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => resolve(body)).on('error', reject);
    }).on('error', reject);
  });

/** Waits until `condition()` is truthy, for at most `ms`. */
async function until(condition, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando ${what}`);
    await sleep(20);
  }
}

let child = null;
let terminal = '';
try {
  console.error(`… gerando ${services} serviços × ${questions} perguntas`);
  generateCatalogue(join(root, 'sheets'), sheets, services, questions);
  const file = join(sheets, 'servicos.xlsx');
  let book = XLSX.read(readFileSync(file));
  if (writeOptions.bookSST) writeFileSync(file, XLSX.write(book, writeOptions));
  const grid = XLSX.utils.sheet_to_json(book.Sheets['Serviços'], { header: 1 });
  const priceColumn = grid[0].indexOf('Preço');
  child = spawn(process.execPath, [...launcherFlags(), join(root, 'bin', 'clinic-site.js'), 'dev', '--sheets', sheets, '--out', join(work, 'dev'), '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', CLINIC_SITE_IMAGE_CACHE: join(work, 'cache-imagens') },
  });
  child.stdout.setEncoding('utf8').on('data', (chunk) => (terminal += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (terminal += chunk));
  const started = Date.now();
  const url = await until(() => /Prévia em (http:\/\/\S+)/.exec(terminal)?.[1], 600_000, 'o dev começar');
  console.error(`… dev pronto em ${Date.now() - started} ms`);
  const latencies = [];
  const rendered = [];
  const dropped = [];
  for (let i = 0; i < edits; i++) {
    const row = 1 + Math.floor(((i + 1) * services) / (edits + 1));
    const slug = grid[row][0];
    const price = `A partir de R$ ${(10_000 + i * 111).toLocaleString('pt-BR')}`;
    book.Sheets['Serviços'][XLSX.utils.encode_cell({ r: row, c: priceColumn })] = { t: 's', v: price };
    const lines = terminal.length;
    writeFileSync(file, XLSX.write(book, writeOptions));
    const saved = performance.now();
    // Each poll on a connection of its own: a kept-alive connection that the server closed as idle while this
    // process was busy writing the workbook (seconds at 10,000 services) would fail the next request on the client's
    // side ("other side closed"), which says nothing about the server. A request the server drops is counted and
    // printed, and the poll goes on, as a browser repeats such a request.
    const served = () =>
      getText(`${url}/servico/${slug}`).catch((error) => {
        dropped.push(`edição ${i + 1}: ${error.message}`);
        return '';
      });
    await until(async () => (await served()).includes(price), 120_000, `o preço em /servico/${slug}`);
    latencies.push(performance.now() - saved);
    const line = await until(() => /✔ Site atualizado[^\n]*/.exec(terminal.slice(lines))?.[0], 60_000, 'a linha do terminal');
    rendered.push(Number(/(\d[\d.]*) páginas? gerada/.exec(line)?.[1]?.replace(/\./g, '') ?? NaN));
    console.error(`… edição ${i + 1}: ${latencies.at(-1).toFixed(0)} ms (${line})`);
    book = XLSX.read(readFileSync(file));
  }
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peakMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
  const form = writeOptions.bookSST ? ', textos na lista compartilhada' : '';
  console.log(`\n## Dev: ${services.toLocaleString('pt-BR')} serviços × ${questions} perguntas, ${edits} preços salvos um a um${form}\n`);
  console.log('| mediana (ms) | máximo (ms) | páginas geradas de novo por edição | pico de memória do dev (MB) |');
  console.log('|---|---|---|---|');
  console.log(`| ${median(latencies).toFixed(0)} | ${Math.max(...latencies).toFixed(0)} | ${rendered.join(', ')} | ${peakMb.toFixed(0)} |`);
  if (dropped.length) {
    console.log(`\nPedidos que o dev fechou sem resposta: ${dropped.length} (${dropped.join('; ')}).`);
    const said = terminal.split('\n').filter((line) => /erro|error/i.test(line));
    if (said.length) console.log(`O dev escreveu então:\n${said.slice(0, 20).join('\n')}`);
  }
} catch (error) {
  console.error(`O dev escreveu no terminal:\n${terminal.split('\n').slice(-40).join('\n')}`);
  throw error;
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
