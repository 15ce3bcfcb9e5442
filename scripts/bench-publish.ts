// npm run bench -- --publish-only: `clinic-site publish` of the sample (whole process, median of --runs, default 3)
// to a folder and, when sshd and rsync are installed, to a real sshd on a loopback port: cold (empty target), one
// price changed (botox, alternating R$ 400 / R$ 450) and nothing changed, next to a plain build measured in the
// same alternation. Reports the bytes sent (rsync's own count over SSH, the changed files' sizes for a folder) and
// which files travelled for one price. Goals (docs/publicar.md): nothing changed ≤ 1.5× a plain build and sends
// nothing; one price sends only the pages that show it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySample, editWorkbook, setCell } from '../test/support/sheet-fixtures.ts';
import { startSshd, type Sshd } from '../test/support/sshd.ts';
import { RSYNC, SSHD } from '../test/support/system-programs.ts';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const work = mkdtempSync(join(tmpdir(), 'clinic-site-bench-publish-'));
const sheets = copySample('clinic-site-bench-publish-sheets-');
const imageCache = join(work, 'cache-imagens');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function cli(args: string[], env: Record<string, string> = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['bin/clinic-site.js', ...args], {
    cwd: root, encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CLINIC_SITE_IMAGE_CACHE: imageCache, CLINIC_SITE_SMTP_URL: '', CLINIC_SITE_SMTP_HOST: '', ...env },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`clinic-site ${args.join(' ')} falhou:\n${result.stdout}\n${result.stderr}`);
  const sent = /(\d+) arquivos? enviados? \(([\d.,]+) KB\)/.exec(result.stdout);
  return {
    ms,
    files: sent ? Number(sent[1]) : 0,
    bytes: sent ? Math.round(Number(sent[2].replace(/\./g, '').replace(',', '.')) * 1024) : 0,
    unchanged: /Nada mudou/.test(result.stdout),
  };
}

let price = 400;
const flipPrice = () => {
  price = price === 400 ? 450 : 400;
  editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Preço', `A partir de R$ ${price}`));
};
const build = () => cli(['build', '--sheets', sheets, '--out', join(work, 'out'), '--quiet', '--date', '2026-03-12']);

interface Row { target: string; cold: ReturnType<typeof cli>[]; changed: ReturnType<typeof cli>[]; same: ReturnType<typeof cli>[]; builds: number[]; travelled: string[] }

function measureTarget(name: string, targetOf: (i: number) => string, folderOf: (i: number) => string, env: Record<string, string>): Row {
  const publish = (to: string) => cli(['publish', '--to', to, '--sheets', sheets, '--date', '2026-03-12'], env);
  const cold = Array.from({ length: runs }, (_, i) => publish(targetOf(i)));
  const changed: ReturnType<typeof cli>[] = [];
  const same: ReturnType<typeof cli>[] = [];
  const builds: number[] = [];
  for (let i = 0; i < runs; i++) {
    flipPrice();
    changed.push(publish(targetOf(0)));
    builds.push(build().ms);
    same.push(publish(targetOf(0)));
  }
  // Which files travelled for the last price change: the two newest manifests of the first target.
  const releases = join(folderOf(0), 'releases');
  const [before, after] = readdirSync(releases).filter((n) => !n.startsWith('.')).sort().slice(-2)
    .map((n) => JSON.parse(readFileSync(join(releases, n, '.clinic-site-release.json'), 'utf8')).files as Record<string, [string, number]>);
  const travelled = Object.keys(after).filter((p) => before[p]?.[0] !== after[p][0]);
  return { target: name, cold, changed, same, builds, travelled };
}

const rows: Row[] = [];
let sshd: Sshd | null = null;
try {
  cli(['--help']);
  build(); // fills the image cache: "cold" below is a cold target, not a cold image cache
  console.error('… publicação numa pasta');
  rows.push(measureTarget('pasta', (i) => join(work, `pasta-${i}`), (i) => join(work, `pasta-${i}`), {}));
  if (existsSync(SSHD.path) && existsSync(RSYNC.path)) {
    console.error('… publicação por SSH (sshd em 127.0.0.1)');
    sshd = await startSshd();
    const s = sshd;
    const folder = (i: number) => join(s.dir, `servidor-${i}`);
    rows.push(measureTarget('SSH (rsync)', (i) => `ssh://${s.user}@127.0.0.1:${s.port}${folder(i)}`, folder, { CLINIC_SITE_SSH_COMMAND: s.sshCommand }));
  } else console.error('… SSH pulado: sshd ou rsync ausente');
} finally {
  await sshd?.stop();
  rmSync(work, { recursive: true, force: true });
  rmSync(join(sheets, '..'), { recursive: true, force: true });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`\n## Publicação da amostra (processo inteiro, mediana de ${runs})\n`);
console.log('| destino | caso | tempo (ms) | ÷ build simples | arquivos enviados | bytes enviados |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  const plain = median(r.builds);
  const line = (label: string, results: ReturnType<typeof cli>[]) => {
    const ms = median(results.map((x) => x.ms));
    console.log(`| ${r.target} | ${label} | ${ms.toFixed(0)} | ${(ms / plain).toFixed(2)}× | ${median(results.map((x) => x.files))} | ${kb(median(results.map((x) => x.bytes)))} |`);
  };
  line('fria (destino vazio)', r.cold);
  line('um preço mudou', r.changed);
  line('nada mudou', r.same);
  console.log(`| ${r.target} | build simples, alternado com "nada mudou" | ${plain.toFixed(0)} | 1.00× | — | — |`);
}
for (const r of rows) {
  const nothing = r.same.every((x) => x.unchanged && x.files === 0);
  console.log(`\n${r.target}: "nada mudou" ${nothing ? 'não enviou nada' : 'ENVIOU ARQUIVOS'}; com um preço, viajaram: ${r.travelled.join(', ')}.`);
}
