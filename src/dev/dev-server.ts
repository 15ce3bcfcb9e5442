/**
 * `clinic-site dev` (docs/architecture.md#staff-tools): build, serve, watch, rebuild, reload the open tab. A failed
 * rebuild leaves the last good site in place (src/write swaps out/ only after a whole build), prints the located errors
 * in the terminal and shows them over the page; the next good save reloads the tab. The workbooks of sheets/fontes.txt
 * are downloaded again every half minute, and an edit made in the spreadsheet rebuilds as a save does
 * (src/dev/linked-workbooks.ts).
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { causeChain } from '../errors/cause-chain.ts';
import { formatProblems } from '../errors/problem-report.ts';
import { warningsIn } from '../errors/problems.ts';
import { packageRoot } from '../package-root.ts';
import { startServer } from '../serve/server.ts';
import { injectIntoHtmlResponses } from './html-injection.ts';
import { LINK_CHECK_MS, linkedWorkbooks } from './linked-workbooks.ts';
import { createLiveReload } from './live-reload.ts';
import { devSnippet, injectSnippet, staleNotices, type DevState } from './overlay.ts';
import { newDevCaches, type DevCaches } from './incremental-build.ts';
import { rebuildInChild, rebuildInProcess, type RebuildResult } from './rebuild.ts';
import { watchSources, type ChangeBatch } from './watch-sources.ts';
import { assertApart, assertReplaceable } from '../write/write-site.ts';
import { isInside, makeFolders } from '../folders.ts';

const NO_SITE_YET =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>clinic-site dev</title></head><body><p>O site ainda não foi gerado.</p></body></html>';

export interface DevOptions {
  sheets: string;
  out: string;
  host: string;
  port: number;
  siteUrl?: string;
  /** fontes.txt workbooks that cannot be downloaded come from the kept copy (`--offline-ok`). */
  offlineOk?: boolean;
  /** Wait this long after the last file event before rebuilding. */
  debounceMs?: number;
  /** How often the workbooks of fontes.txt are downloaded to see whether they changed (default: LINK_CHECK_MS). */
  linkCheckMs?: number;
  /** Terminal output (errors, rebuild times); tests collect it. */
  log(line: string): void;
}

export interface RunningDev {
  url: string;
  state(): DevState;
  close(): Promise<void>;
}


export async function startDev(options: DevOptions): Promise<RunningDev> {
  const sheets = resolve(options.sheets);
  const out = resolve(options.out);
  // A working folder that cannot be one (a file at that path, another program's files) is said at once, as build says it.
  assertApart(out, sheets);
  assertReplaceable(out);
  const codeFolders = ['templates', 'src', 'schemas'].map((name) => join(packageRoot, name));
  const state: DevState = { buildId: 0, failure: null };
  const live = createLiveReload(() => state);
  const linkCheckMs = options.linkCheckMs ?? LINK_CHECK_MS;
  const links = linkedWorkbooks(sheets, { intervalMs: linkCheckMs, offlineOk: options.offlineOk, log: options.log });
  const request = { sheets, out, siteUrl: options.siteUrl, offlineOk: options.offlineOk, onLinkedWorkbooks: links.built };
  let codeChanged = false;
  // What the session remembers between sheet edits (src/dev/incremental-build.ts); dropped once the code changed.
  let caches: DevCaches | null = newDevCaches();

  const hasSite = () => existsSync(join(out, 'index.html'));
  // What the browser shows until the next good build: the last one, or (none yet) a page that waits for it.
  const meanwhile = () =>
    hasSite()
      ? 'O site continua mostrando a última versão que funcionou.'
      : 'A prévia aparece assim que as planilhas estiverem sem erros: corrija e salve a planilha.';
  const report = (result: RebuildResult, ms: number, what: string) => {
    if (result.ok) {
      const warnings = warningsIn(result.warnings);
      if (warnings.length) options.log(formatProblems(warnings, 'text', options.sheets));
      const pages = result.pages.toLocaleString('pt-BR');
      if (result.rendered !== undefined && result.rendered < result.pages) {
        const again = result.rendered === 1 ? '1 página gerada de novo' : `${result.rendered.toLocaleString('pt-BR')} páginas geradas de novo`;
        options.log(`✔ ${what}: ${again} (de ${pages}) em ${ms.toLocaleString('pt-BR')} ms.`);
      } else options.log(`✔ ${what}: ${pages} páginas em ${ms.toLocaleString('pt-BR')} ms.`);
    } else if (result.failure.kind === 'sheets') {
      options.log(formatProblems(result.failure.problems, 'text', options.sheets));
      options.log(meanwhile());
    } else if (result.failure.kind === 'machine') {
      options.log(`✖ ${result.failure.message}\n  O que fazer: ${result.failure.hint}\n${meanwhile()}`);
    } else {
      options.log(`✖ Erro interno ao gerar o site (não é um problema nas planilhas):\n${result.failure.text}`);
    }
  };

  const apply = (result: RebuildResult) => {
    if (result.ok) {
      state.buildId += 1;
      state.failure = null;
      state.notices = staleNotices(result.warnings);
    } else {
      state.failure = result.failure;
    }
    state.hasSite = hasSite();
    live.publish(state);
  };

  const started = performance.now();
  const first = await rebuildInProcess(request, caches);
  report(first, Math.round(performance.now() - started), 'Site gerado');
  apply(first);

  // A first build that failed (the sheets have errors) leaves no folder to serve: an empty one is served meanwhile
  // (the page that waits for the site), and dev goes on watching until the sheets are fixed.
  if (!first.ok && !existsSync(out)) makeFolders(out);
  const server = await startServer({ outDir: out, host: options.host, port: options.port, dev: true, routes: [live.route], log: options.log });
  // Every request passes here first: HTML answers get the dev snippet; before any good build, a page of our own.
  const [serveSite] = server.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.server.removeAllListeners('request');
  server.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!existsSync(join(out, 'index.html')) && req.url?.split('?')[0] !== live.route.path) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(injectSnippet(NO_SITE_YET, devSnippet(state)));
      return;
    }
    injectIntoHtmlResponses(req, res, () => devSnippet(state));
    serveSite.call(server.server, req, res);
  });

  // One rebuild (or check of the linked workbooks) at a time; changes that arrive meanwhile make one more rebuild afterwards.
  let running: Promise<void> | null = null;
  let pending: ChangeBatch | null = null;
  let closed = false;
  const rebuild = async (batch: ChangeBatch, what = `em ${batch.files.map((file) => relative(process.cwd(), file)).join(', ')}`) => {
    codeChanged ||= batch.code;
    if (codeChanged) caches = null;
    options.log(`↻ Mudança ${what}${codeChanged ? ' (gerando com o código novo)' : ''}…`);
    const result = codeChanged || !caches ? await rebuildInChild(request) : await rebuildInProcess(request, caches);
    apply(result);
    report(result, Math.round(performance.now() - batch.firstEventAt), result.ok ? 'Site atualizado' : '');
  };
  const exclusively = (job: () => Promise<void>) => {
    running = job().finally(() => {
      running = null;
      const next = pending;
      pending = null;
      if (next) schedule(next);
    });
    return running;
  };
  const schedule = (batch: ChangeBatch) => {
    if (!running) return void exclusively(() => rebuild(batch));
    pending = pending
      ? { sheets: pending.sheets || batch.sheets, code: pending.code || batch.code, files: [...new Set([...pending.files, ...batch.files])], firstEventAt: pending.firstEventAt }
      : batch;
  };
  // The linked workbooks are checked only between rebuilds (a rebuild downloads them itself), and the next check is
  // timed from the end of this one, so a slow link is never asked twice at once.
  let linkTimer: NodeJS.Timeout | null = null;
  const checkLinksLater = () => {
    if (!closed) linkTimer = setTimeout(checkLinks, linkCheckMs);
  };
  const checkLinks = () => {
    if (running) return checkLinksLater();
    void exclusively(async () => {
      const changed = await links.check();
      if (!changed.length || closed) return;
      const names = changed.map((name) => `"${name}"`).join(', ');
      await rebuild({ sheets: true, code: false, files: [], firstEventAt: performance.now() }, `na planilha ${names} (link do fontes.txt)`);
    }).then(checkLinksLater, (error) => {
      // A bug, not a link that does not answer (those are problems, never thrown): said once, and no more checks.
      options.log(`✖ Erro interno ao conferir as planilhas do fontes.txt (não é um problema nas planilhas); elas só são baixadas de novo ao salvar um arquivo em sheets/:\n${causeChain(error)}`);
    });
  };
  checkLinksLater();
  const watcher = watchSources(
    [{ path: sheets, kind: 'sheets' }, ...codeFolders.filter((dir) => !isInside(dir, out)).map((path) => ({ path, kind: 'code' as const }))],
    options.debounceMs ?? 100,
    schedule,
  );

  return {
    url: server.url,
    state: () => state,
    async close() {
      closed = true;
      if (linkTimer) clearTimeout(linkTimer);
      watcher.close();
      await running?.catch(() => {});
      await server.close();
    },
  };
}
