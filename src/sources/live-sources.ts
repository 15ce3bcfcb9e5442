/**
 * The sources stage, before read: the workbooks `sheets/fontes.txt` names are downloaded (through the guarded
 * download, src/net) and handed to the read stage as files, as if they were in the folder. It is the only code that
 * downloads workbooks; reading their bytes stays the read stage's.
 *
 * Each download is checked (a sign-in page or an HTML error page is not a workbook), written under a temporary name
 * and renamed (src/sources/kept-copies.ts), and becomes the kept copy only after the build succeeds. When a download
 * fails the run stops naming the workbook, unless the operator passed `--offline-ok`: then the kept copy is used
 * with one warning giving its age. Problems found later in a downloaded workbook keep their place in the sheet's own
 * terms (`servicos.xlsx › Serviços › … (D14)`) and gain a link that opens the spreadsheet (`locate`).
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileErrorReason } from '../errors/file-errors.ts';
import { problem, type Problem } from '../errors/problems.ts';
import { DownloadFailure } from '../net/download-failure.ts';
import { guardedDownload, type DownloadOptions } from '../net/guarded-download.ts';
import { readSheetFile } from '../read/sheet-file.ts';
import { inspectWorkbookFile } from '../read/workbook-file.ts';
import { FONTES_FILE } from '../read/workbooks.ts';
import { fileNameOf, folderCopiesOf, linkKey, parseFontes, type SourceLine } from './fontes-file.ts';
import { ageInWords, defaultKeptFolder, KeptCopies } from './kept-copies.ts';
import { spreadsheetLink } from './source-links.ts';
import { workbookFingerprint, workbookFormatOf } from './workbook-bytes.ts';

export interface SourcesOptions {
  /** A failed download may use the kept copy of the last successful build (with a warning). */
  offlineOk?: boolean;
  /** Where kept copies live (default: kept-copies.ts). */
  keptFolder?: string;
  /** Tests only: the network (a local server standing for Google and the others). */
  network?: SourcesNetwork;
}

export interface SourcesNetwork {
  allowPrivateNetwork?: boolean;
  resolve?: DownloadOptions['resolve'];
  /** Tests only: the download address → the address actually asked (a local server). */
  rewrite?: (url: string) => string;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface LiveSources {
  /** The downloaded (or kept) workbook files: name as staff know it ('servicos.xlsx') → path. */
  files: Map<string, string>;
  /** fontes.txt mistakes, download failures, and the warning for each kept copy used. */
  problems: Problem[];
  /** Each workbook downloaded now (not a kept copy), by its line (`linkKey`): a hash of its bytes (`workbookFingerprint`). */
  fingerprints: Map<string, string>;
  /** The same problems, those in a downloaded workbook with a link that opens it (at the tab and cell if known). */
  locate(problems: Problem[]): Problem[];
  /** The build succeeded: this run's downloads become the kept copies. */
  keep(): void;
  /** Nothing of this run is kept (a failed build, or a command that only checks): staged files are removed. */
  discard(): void;
}

const TIMEOUT_MS = 60_000;
/** Far above any clinic's workbook (the sample's four are under 100 KB), far below what would hurt the machine. */
const MAX_BYTES = 40 * 1024 * 1024;
const MAX_REDIRECTS = 10;
const ACCEPT = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet,text/csv;q=0.9,*/*;q=0.5';
const SIGN_IN_HOSTS = ['accounts.google.com', 'login.microsoftonline.com', 'login.live.com'];

/** A hop through a sign-in page: the service wants a login, so the sheet is not shared with whoever has the link. */
function isSignIn(hop: string): boolean {
  const url = new URL(hop);
  return SIGN_IN_HOSTS.includes(url.hostname) || /(^|\/)(ServiceLogin|signin|login)(\/|$)/i.test(url.pathname.replace(/^\//, ''));
}

/** A zip that is not a whole workbook. A password or an oversized workbook is the workbook's own problem (read stage). */
function isDamaged(bytes: Uint8Array): boolean {
  const inspected = inspectWorkbookFile(bytes);
  return !Array.isArray(inspected) && inspected.kind === 'danificado';
}

export type Fetched = { ok: true; bytes: Uint8Array; format: string } | { ok: false; problem: Problem; reason: string };

const failed = (p: Problem, reason: string): Fetched => ({ ok: false, problem: p, reason });

/** Downloads one fontes.txt workbook and judges what came: a failed download is a located problem (only a bug throws). */
export async function downloadSource(source: SourceLine, network: SourcesNetwork): Promise<Fetched> {
  const workbook = source.name;
  const at = { file: FONTES_FILE, row: source.line };
  const value = { value: source.link };
  const address = network.rewrite ? network.rewrite(source.download.url) : source.download.url;
  try {
    const result = await guardedDownload(address, {
      accept: ACCEPT,
      timeoutMs: network.timeoutMs ?? TIMEOUT_MS,
      maxBytes: network.maxBytes ?? MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
      allowPrivateNetwork: network.allowPrivateNetwork,
      resolve: network.resolve,
    });
    if (result.notModified) throw new Error('304 without validators'); // never asked for: a bug
    const signIn = result.hops.some(isSignIn);
    const format = workbookFormatOf(result.bytes, result.contentType, source.download.format === 'csv');
    if (format === 'pagina' && signIn) return failed(problem('FONTE_NAO_COMPARTILHADA', { workbook, service: source.download.service }, at, value), 'a planilha não está compartilhada');
    if (format === 'pagina') return failed(problem('FONTE_NAO_E_PLANILHA', { workbook, got: 'uma página da internet' }, at, value), 'o link devolveu uma página');
    if (format === 'xls') return failed(problem('FONTE_FORMATO_ANTIGO', { workbook }, at, value), 'o link baixa uma planilha .xls, que o site não lê');
    if (!format || (source.tabKey && format !== 'csv')) {
      const got = `um arquivo de outro tipo (${result.contentType.split(';')[0] || 'sem tipo'})`;
      return failed(problem('FONTE_NAO_E_PLANILHA', { workbook, got }, at, value), 'o link não devolveu uma planilha');
    }
    // A whole answer can still be a damaged workbook (a service that sent a cut file with its right length): the read
    // stage's own byte check (src/read/workbook-file.ts) tells it here, so that it is a failed download of this link,
    // with --offline-ok's kept copy, and not a damaged file staff are told to copy again from an original.
    if (format !== 'csv' && isDamaged(result.bytes)) return failed(problem('FONTE_DANIFICADA', { workbook }, at, value), 'o link devolveu uma planilha danificada');
    return { ok: true, bytes: result.bytes, format };
  } catch (error) {
    if (!(error instanceof DownloadFailure)) throw error;
    const f = error.failure;
    const reason = error.message;
    if (f.kind === 'nome-desconhecido') return failed(problem('FONTE_SEM_INTERNET', { workbook, host: f.host }, at, value), 'sem internet');
    if (f.kind === 'tempo-esgotado') return failed(problem('FONTE_LENTA', { workbook, seconds: f.seconds }, at, value), reason);
    if (f.kind === 'grande-demais') return failed(problem('FONTE_GRANDE_DEMAIS', { workbook, maxMb: Math.round(f.maxBytes / 1024 / 1024) }, at, value), reason);
    if (f.kind === 'incompleto') return failed(problem('FONTE_INCOMPLETA', { workbook, reason }, at, value), reason);
    if (f.kind === 'resposta' && (f.status === 404 || f.status === 410)) return failed(problem('FONTE_REMOVIDA', { workbook, status: f.status }, at, value), reason);
    if (f.kind === 'resposta' && (f.status === 401 || f.status === 403)) {
      return failed(problem('FONTE_NAO_COMPARTILHADA', { workbook, service: source.download.service }, at, value), 'a planilha não está compartilhada');
    }
    return failed(problem('FONTE_FALHOU', { workbook, reason }, at, value), reason);
  }
}

/** fontes.txt has a line per workbook: a few hundred bytes. Anything near this is not a fontes.txt. */
const MAX_FONTES_BYTES = 64 * 1024;

function readFontes(sheetsDir: string): { text: string } | { problem: Problem } | null {
  try {
    const path = join(sheetsDir, FONTES_FILE);
    if (statSync(path).size > MAX_FONTES_BYTES) {
      const reason = `o arquivo tem mais de ${MAX_FONTES_BYTES / 1024} KB, e o fontes.txt tem só uma linha por planilha`;
      return { problem: problem('FONTES_ILEGIVEL', { reason }, { file: FONTES_FILE }) };
    }
    return { text: readSheetFile(path, MAX_FONTES_BYTES, 'o fontes.txt').toString('utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    return { problem: problem('FONTES_ILEGIVEL', { reason: fileErrorReason(error) }, { file: FONTES_FILE }) };
  }
}

function listFolder(sheetsDir: string): string[] {
  try {
    return readdirSync(sheetsDir);
  } catch {
    return []; // the read stage reports a missing folder
  }
}

/**
 * The workbooks fontes.txt names that are to be downloaded (those also in the folder are a problem instead), and the
 * problems of fontes.txt itself; null when there is no fontes.txt.
 */
export function linkedSources(sheetsDir: string): { sources: SourceLine[]; problems: Problem[] } | null {
  const fontes = readFontes(sheetsDir);
  if (!fontes) return null;
  if ('problem' in fontes) return { sources: [], problems: [fontes.problem] };
  const parsed = parseFontes(fontes.text);
  const problems = [...parsed.problems];
  const folderFiles = listFolder(sheetsDir);
  const sources = parsed.sources.filter((source) => {
    const copies = folderCopiesOf(source, folderFiles);
    if (copies.length) problems.push(problem('FONTES_E_PASTA', { workbook: source.name, files: copies, line: source.line }, { file: FONTES_FILE, row: source.line }));
    return !copies.length;
  });
  return { sources, problems };
}

/**
 * Downloads every workbook fontes.txt names (null when there is no fontes.txt: the folder is all there is).
 * Never throws for a mistake in fontes.txt or a failed download: each is a located problem.
 */
export async function liveSources(sheetsDir: string, options: SourcesOptions = {}): Promise<LiveSources | null> {
  const linked = linkedSources(sheetsDir);
  if (!linked) return null;
  const files = new Map<string, string>();
  const fingerprints = new Map<string, string>();
  const byFile = new Map<string, SourceLine>();
  const staged: { copies: KeptCopies; path: string; format: string; at: Date }[] = [];
  const problems = linked.problems;
  const result: LiveSources = {
    files,
    problems,
    fingerprints,
    locate: (list) => list.map((p) => locate(p, byFile)),
    keep: () => staged.splice(0).forEach((s) => s.copies.keep(s.path, s.format, s.at)),
    discard: () => staged.splice(0).forEach((s) => s.copies.discard(s.path)),
  };
  const wanted = linked.sources;
  const keptFolder = options.keptFolder ?? defaultKeptFolder();
  const fetched = await Promise.all(wanted.map((source) => downloadSource(source, options.network ?? {})));
  wanted.forEach((source, index) => {
    const outcome = fetched[index];
    const copies = new KeptCopies(keptFolder, source.name, source.link);
    let path: string;
    let format: string;
    if (outcome.ok) {
      path = copies.stage(outcome.bytes, outcome.format);
      format = outcome.format;
      fingerprints.set(linkKey(source), workbookFingerprint(outcome.bytes));
      staged.push({ copies, path, format, at: new Date() });
    } else {
      const kept = options.offlineOk ? copies.kept() : null;
      if (!options.offlineOk) return void problems.push(outcome.problem);
      if (!kept) return void problems.push(problem('FONTE_SEM_COPIA', { workbook: source.name, reason: outcome.reason }, outcome.problem.location));
      const age = ageInWords(kept.savedAt, new Date());
      problems.push(problem('FONTE_COPIA_GUARDADA', { workbook: source.name, age, reason: outcome.reason }, outcome.problem.location, { value: source.link }));
      path = kept.path;
      format = extname(kept.path).slice(1);
    }
    const name = fileNameOf(source, format);
    files.set(name, path);
    byFile.set(name, source);
  });
  return result;
}

/** A problem in a downloaded workbook, with the link that opens it there; others unchanged. */
function locate(p: Problem, byFile: Map<string, SourceLine>): Problem {
  const source = byFile.get(p.location.file);
  if (!source) return p;
  // A tab's id is known only from the link itself, and only when the workbook has that one tab.
  const gid = source.spec.tabs.length === 1 ? source.download.google?.gid : undefined;
  const link = spreadsheetLink(source.download, gid, p.location.cell) ?? source.link;
  return { ...p, location: { ...p.location, link } };
}
