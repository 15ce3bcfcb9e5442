/**
 * A link staff paste into fontes.txt → the address that downloads the whole workbook, and where to open it again.
 * Pure: no network. The rules follow how each service shares a file (README "Planilhas por link"):
 *
 * - Google Sheets, as copied from the address bar or from Compartilhar (`/spreadsheets/d/<id>/edit#gid=…`,
 *   `…/edit?usp=sharing`) → the xlsx export of the whole workbook (every tab); a "Publicar na Web" link
 *   (`/spreadsheets/d/e/<id>/pubhtml`, `…/pub?output=csv`) → the published workbook as xlsx, also every tab.
 * - A spreadsheet file kept in Google Drive (`drive.google.com/file/d/<id>/view`) → its download.
 * - OneDrive (`1drv.ms/x/…`, `onedrive.live.com`) → the OneDrive "shares" download of that link; SharePoint
 *   (`…sharepoint.com/:x:/…`) → the link with `download=1`; Dropbox (`?dl=0`) → `dl=1`.
 * - Any other address whose path ends in .xlsx, .ods or .csv is downloaded as is. A CSV is one tab.
 * Links to a folder, or to a document that is not a spreadsheet (Docs, Slides, Forms, Word, PowerPoint), are told
 * apart so that staff read what they pasted by mistake.
 */
import type { SourceService } from '../errors/source-problems.ts';

export type SourceFormat = 'xlsx' | 'ods' | 'csv';

export interface SourceDownload {
  /** The address that downloads the file. */
  url: string;
  /** What the file should be (a shared Excel link may turn out to be .ods: the bytes decide, src/sources). */
  format: SourceFormat;
  service: SourceService;
  /** The Google spreadsheet's id and the tab open in the link, when the link tells them (for links to cells). */
  google?: { id: string; gid?: string };
}

export type LinkReading =
  | { ok: true; download: SourceDownload }
  | { ok: false; kind: 'pasta' }
  | { ok: false; kind: 'nao-planilha'; what: string }
  | { ok: false; kind: 'desconhecido' };

const FORMAT_BY_EXTENSION = /\.(xlsx|ods|csv)$/i;

const NOT_SPREADSHEET: Record<string, string> = {
  document: 'um documento do Google Docs',
  presentation: 'uma apresentação do Google Slides',
  forms: 'um formulário do Google Forms',
  drawings: 'um desenho do Google',
  w: 'um documento do Word',
  p: 'uma apresentação do PowerPoint',
  o: 'um bloco de anotações do OneNote',
};

function googleDocs(url: URL): LinkReading {
  const path = url.pathname.replace(/^\/u\/\d+/, '');
  const published = /^\/spreadsheets\/d\/e\/([\w-]+)/.exec(path);
  if (published) {
    return { ok: true, download: { url: `https://docs.google.com/spreadsheets/d/e/${published[1]}/pub?output=xlsx`, format: 'xlsx', service: 'google' } };
  }
  const sheet = /^\/spreadsheets\/(?:u\/\d+\/)?d\/([\w-]{10,})/.exec(path);
  if (sheet) {
    const gid = /(?:^|[#&?])gid=(\d+)/.exec(url.hash)?.[1] ?? url.searchParams.get('gid') ?? undefined;
    const download = { url: `https://docs.google.com/spreadsheets/d/${sheet[1]}/export?format=xlsx`, format: 'xlsx' as const, service: 'google' as const };
    return { ok: true, download: { ...download, google: { id: sheet[1], ...(gid ? { gid } : {}) } } };
  }
  const kind = /^\/(document|presentation|forms|drawings)\//.exec(path)?.[1];
  if (kind) return { ok: false, kind: 'nao-planilha', what: NOT_SPREADSHEET[kind] };
  return { ok: false, kind: 'desconhecido' };
}

function googleDrive(url: URL): LinkReading {
  if (/^\/drive\/(u\/\d+\/)?(folders|my-drive|shared-with-me)/.test(url.pathname) || url.searchParams.has('folder')) return { ok: false, kind: 'pasta' };
  const id = /^\/file\/d\/([\w-]{10,})/.exec(url.pathname)?.[1] ?? (url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null);
  if (!id) return { ok: false, kind: 'desconhecido' };
  return { ok: true, download: { url: `https://drive.google.com/uc?export=download&id=${id}`, format: 'xlsx', service: 'google' } };
}

/** OneDrive's documented form for downloading through a share link: `u!` + the link in unpadded base64url. */
function oneDriveShare(link: string): string {
  const encoded = Buffer.from(link, 'utf8').toString('base64url');
  return `https://api.onedrive.com/v1.0/shares/u!${encoded}/root/content`;
}

function oneDrive(url: URL, link: string): LinkReading {
  if (url.hostname === '1drv.ms') {
    const kind = /^\/(\w)\//.exec(url.pathname)?.[1];
    if (kind === 'f') return { ok: false, kind: 'pasta' };
    if (kind && NOT_SPREADSHEET[kind]) return { ok: false, kind: 'nao-planilha', what: NOT_SPREADSHEET[kind] };
  } else if (url.searchParams.has('id') && !url.searchParams.has('resid') && !FORMAT_BY_EXTENSION.test(url.searchParams.get('id') ?? '')) {
    return { ok: false, kind: 'pasta' };
  }
  return { ok: true, download: { url: oneDriveShare(link), format: 'xlsx', service: 'onedrive' } };
}

function sharePoint(url: URL): LinkReading {
  const kind = /^\/:(\w):\//.exec(url.pathname)?.[1];
  if (kind === 'f') return { ok: false, kind: 'pasta' };
  if (kind && NOT_SPREADSHEET[kind]) return { ok: false, kind: 'nao-planilha', what: NOT_SPREADSHEET[kind] };
  if (kind !== 'x' && !FORMAT_BY_EXTENSION.test(url.pathname)) return { ok: false, kind: 'desconhecido' };
  const download = new URL(url.href);
  download.hash = '';
  download.searchParams.set('download', '1');
  const format = (FORMAT_BY_EXTENSION.exec(url.pathname)?.[1].toLowerCase() ?? 'xlsx') as SourceFormat;
  return { ok: true, download: { url: download.href, format, service: 'sharepoint' } };
}

function dropbox(url: URL): LinkReading {
  if (/^\/(sh|scl\/fo)\//.test(url.pathname)) return { ok: false, kind: 'pasta' };
  const format = FORMAT_BY_EXTENSION.exec(url.pathname)?.[1].toLowerCase() as SourceFormat | undefined;
  if (!format) return { ok: false, kind: 'desconhecido' };
  const download = new URL(url.href);
  download.hash = '';
  download.searchParams.set('dl', '1');
  return { ok: true, download: { url: download.href, format, service: 'dropbox' } };
}

/** Reads one fontes.txt link: where to download the whole workbook, or why this link cannot give one. */
export function readSourceLink(link: string): LinkReading {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { ok: false, kind: 'desconhecido' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, kind: 'desconhecido' };
  const host = url.hostname.toLowerCase();
  if (host === 'docs.google.com') return googleDocs(url);
  if (host === 'drive.google.com') return googleDrive(url);
  if (host === 'forms.gle') return { ok: false, kind: 'nao-planilha', what: NOT_SPREADSHEET.forms };
  if (host === '1drv.ms' || host === 'onedrive.live.com') return oneDrive(url, link.trim());
  if (host.endsWith('.sharepoint.com')) return sharePoint(url);
  if (host === 'dropbox.com' || host === 'www.dropbox.com') return dropbox(url);
  const format = FORMAT_BY_EXTENSION.exec(url.pathname)?.[1].toLowerCase() as SourceFormat | undefined;
  if (!format) return { ok: false, kind: 'desconhecido' };
  url.hash = '';
  return { ok: true, download: { url: url.href, format, service: 'direto' } };
}

/**
 * The address that opens a downloaded workbook where a problem is: for Google Sheets the spreadsheet itself, at the
 * tab and cell when the tab's id is known (`…/edit#gid=<gid>&range=D14`); null when the link tells no spreadsheet to
 * open (a published copy, a plain file).
 */
export function spreadsheetLink(download: SourceDownload, gid: string | undefined, cell: string | undefined): string | null {
  if (!download.google) return null;
  const base = `https://docs.google.com/spreadsheets/d/${download.google.id}/edit`;
  if (gid === undefined) return base;
  return `${base}#gid=${gid}${cell ? `&range=${cell}` : ''}`;
}
