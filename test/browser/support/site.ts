/**
 * The one setup every browser test file shares (docs/architecture.md#tests): the sample site built from sheets/
 * (once per test run and shared read-only, test/support/built-sample.ts) or other sheets built into a temporary
 * folder, start ONE real `clinic-site serve` child on a free loopback port with a temporary
 * lead database, and launch ONE headless Debian Chromium. `startSite()` is called from a file's `before` and
 * `site.stop()` from its `after`; each test file is its own process, so files share nothing and may run in parallel.
 *
 * Deliberately not done here: no mocking of the server (the tests go through the same routing rules, clean URLs and
 * /api/contact the clinic runs), and no fixed sleeps (helpers below wait for a condition, with a bound).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launcherFlags } from '../../../src/package-root.ts';
import { builtSample } from '../../support/built-sample.ts';
import { CHROMIUM, skipWithout } from '../../support/system-programs.ts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PagePool, type PageOptions } from './page-pool.ts';

export type { PageOptions };

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = join(ROOT, 'bin', 'clinic-site.js');

/** Debian's Chromium with the flags that keep it quiet and deterministic in CI (no network side traffic, no GPU). */
/** False, or why the browser suites are skipped (Chromium not installed): see test/support/system-programs.ts. */
export const browserSkip = skipWithout(CHROMIUM);
export const CHROMIUM_PATH = CHROMIUM.path;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The two widths of docs/architecture.md#tests, and the narrowest width the design must hold without horizontal
 * scrolling.
 */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const NARROWEST = { width: 320, height: 640 } as const;

/** One URL per template of templates/pages (the 404 page through an unmatched path, as visitors reach it). */
export const TEMPLATE_PAGES: readonly [template: string, path: string][] = [
  ['home', '/'],
  ['treatment list', '/tratamento'],
  ['protocol list', '/protocolo'],
  ['service list', '/servico'],
  ['treatment detail', '/tratamento/lifting-facial'],
  ['protocol detail', '/protocolo/anti-idade-avancado'],
  ['service detail', '/servico/botox'],
  ['booking', '/agendar-online'],
  ['thank-you', '/obrigado'],
  ['privacy policy', '/politica-de-privacidade'],
  ['not found', '/qualquer-coisa'],
];

/** Bounds for every wait: generous for a loaded 2-core CI machine, but a broken page fails in seconds, not minutes. */
export const ACTION_TIMEOUT_MS = 10_000;
export const NAVIGATION_TIMEOUT_MS = 20_000;
/** Per-test bound for node:test (`it(name, { timeout: TEST_TIMEOUT_MS }, fn)`). */
export const TEST_TIMEOUT_MS = 60_000;

export interface RunningSite {
  /** 'http://127.0.0.1:PORT' of the serve child. */
  url: string;
  outDir: string;
  dbPath: string;
  browser: Browser;
  /** A clean page: the file's kept page for these options, or a context of its own (./page-pool.ts). */
  newPage(options?: PageOptions): Promise<Page>;
  /** Cleans the kept pages and closes the contexts lent since the last call (call it in `afterEach`). */
  closePages(): Promise<void>;
  /** Whatever the serve child printed on stderr, for failure messages. */
  serverLog(): string;
  stop(): Promise<void>;
}

/** What to build instead of the sample as it is (the blog's pagination test builds a generated catalogue). */
export interface SiteOptions {
  /** Sheets folder to build; default: the sample, sheets/. */
  sheets?: string;
  /** The build's date (`build --date`), for blog articles; default: today. */
  date?: string;
}

function buildOwn(outDir: string, options: SiteOptions): string {
  const extra = [...(options.sheets ? ['--sheets', options.sheets] : []), ...(options.date ? ['--date', options.date] : [])];
  // With the launcher's flags, as `npx clinic-site` runs it. The generous limit is for the 10,000-service catalogue
  // (about 25 s alone), built while the suite's other large tests run beside it on two cores.
  const result = spawnSync(process.execPath, [...launcherFlags(), CLI, 'build', '--out', outDir, '--quiet', ...extra], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) {
    throw new Error(`clinic-site build falhou (código ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return outDir;
}

/** The serve child's environment: ours minus any operator setting (no real SMTP/webhook), rate limit lifted. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('CLINIC_SITE_')) env[key] = value;
  // The suite sends more leads from one address than the production limit (10 per 10 minutes) allows.
  env.CLINIC_SITE_RATE_LIMIT = '100000';
  env.NODE_ENV = 'production';
  return env;
}

/** Starts `clinic-site serve --port 0` and resolves with the URL it prints once it listens. */
function startServer(outDir: string, dbPath: string, dir: string): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const child = spawn(process.execPath, [CLI, 'serve', '--out', outDir, '--port', '0', '--host', '127.0.0.1', '--db', dbPath], {
    cwd: ROOT,
    env: serverEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const release = killWithParent(child, dir);
  child.once('exit', release);
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`clinic-site serve não respondeu em 30 s.\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, 30_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /Site em (http:\/\/\S+?)\s/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], log: () => stderr });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`clinic-site serve terminou (código ${code}) antes de escutar.\nstdout: ${stdout}\nstderr: ${stderr}`));
    });
  });
}

/**
 * Makes sure the serve child does not outlive this test process. `after` stops it normally; this covers a test file
 * that is interrupted (Ctrl+C, the runner cancelling it, a closed pipe): without it the child keeps its port and its
 * temporary folder forever. Playwright does the same for the browser it launched.
 */
function killWithParent(child: ChildProcess, leftovers: string): () => void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(leftovers, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    kill();
    // Our `once` listener is gone now; if nobody else (Playwright) handles the signal, let its default action run.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
  return () => {
    process.off('exit', kill);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, onSignal);
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-browser-'));
  const dbPath = join(dir, 'leads.db');
  let outDir = '';
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  try {
    // The sample as it is comes built once per test run (test/support/built-sample.ts); other sheets build here.
    outDir = options.sheets ? buildOwn(join(dir, 'out'), options) : await builtSample({ date: options.date });
    // Server and browser start side by side; if one fails, the other is stopped before the error is rethrown.
    const [started, launchedBrowser] = await Promise.allSettled([
      startServer(outDir, dbPath, dir),
      chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 }),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launchedBrowser.status === 'fulfilled') browser = launchedBrowser.value;
    if (started.status === 'rejected') throw started.reason;
    if (launchedBrowser.status === 'rejected') throw launchedBrowser.reason;
  } catch (error) {
    await browser?.close().catch(() => {});
    if (server) await stopChild(server.child);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { child, url, log } = server!;
  const launched = browser!;
  const pages = new PagePool(launched, url, { viewport: PHONE, locale: 'pt-BR' }, (context) => {
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  });
  const closePages = () => pages.release();

  return {
    url,
    outDir,
    dbPath,
    browser: launched,
    newPage: (options) => pages.page(options),
    closePages,
    serverLog: log,
    async stop() {
      await pages.close();
      await launched.close().catch(() => {});
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
