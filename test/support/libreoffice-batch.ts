/**
 * Many LibreOffice conversions in one start of the program. Each `soffice --convert-to` start costs seconds of
 * processor time (far more than converting the sample's workbooks), and one start takes one target format only; a
 * Basic macro in the user profile opens each workbook and saves it with the filter asked for, so one start converts
 * any number of workbooks to any number of formats, exactly as `--convert-to` would (same filters, same options).
 *
 * The profile must have been used once already (LibreOffice replaces the Basic library of a new profile on its
 * first start): start it with an ordinary `--convert-to` first.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The export filter `soffice --convert-to <extension>` picks for each spreadsheet format. */
const FILTERS: Record<string, string> = {
  xlsx: 'Calc MS Excel 2007 XML',
  ods: 'calc8',
  fods: 'OpenDocument Spreadsheet Flat XML',
  xls: 'MS Excel 97',
};

export interface Conversion {
  source: string;
  /** The `--convert-to` argument: `xlsx`, or `csv:Text - txt - csv (StarCalc):44,34,76,…`. */
  target: string;
  outdir: string;
}

/** The file `--convert-to` would write for `conversion`, and its filter and options. */
export function plan(conversion: Conversion): { output: string; filter: string; options: string } {
  const [extension, filter = FILTERS[extension], ...options] = conversion.target.split(':');
  if (!filter) throw new Error(`formato sem filtro conhecido: ${conversion.target}`);
  const output = join(conversion.outdir, `${basename(conversion.source, extname(conversion.source))}.${extension}`);
  return { output, filter, options: options.join(':') };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Reads tab-separated jobs (source URL, target URL, filter, options), converts each, logs `ok` or `erro` per job. */
const MACRO = `Sub All(jobs As String)
  Dim inp As Integer, log As Integer, text As String, parts, stage As String, attempt As Integer
  Dim doc As Object
  Dim load(0) As New com.sun.star.beans.PropertyValue
  Dim store(1) As New com.sun.star.beans.PropertyValue
  inp = FreeFile
  Open jobs For Input As #inp
  log = FreeFile
  Open jobs & ".log" For Output As #log
  On Error GoTo Failed
  Do While Not EOF(inp)
    Line Input #inp, text
    If text <> "" Then
      parts = Split(text, Chr(9))
      load(0).Name = "Hidden"
      load(0).Value = True
      stage = "abrir"
      doc = Nothing
      For attempt = 1 To 5
        doc = StarDesktop.loadComponentFromURL(parts(0), "_blank", 0, load())
        If Not IsNull(doc) And Not IsEmpty(doc) Then Exit For
        Wait 500
      Next attempt
      stage = "salvar"
      store(0).Name = "FilterName"
      store(0).Value = parts(2)
      store(1).Name = "FilterOptions"
      store(1).Value = parts(3)
      doc.storeToURL(parts(1), store())
      stage = "fechar"
      doc.close(True)
      Print #log, "ok" & Chr(9) & parts(1)
    End If
  Loop
  Close #inp
  Close #log
  StarDesktop.terminate()
  Exit Sub
Failed:
  Print #log, "erro" & Chr(9) & stage & Chr(9) & text & Chr(9) & Err & Chr(9) & Error$
  Close #log
  StarDesktop.terminate()
End Sub
`;

/** Adds the macro's module to the Standard library of a profile LibreOffice has already started once. */
function installMacro(profileDir: string): void {
  const library = join(profileDir, 'user', 'basic', 'Standard');
  const index = join(library, 'script.xlb');
  if (!existsSync(index)) throw new Error(`o perfil do LibreOffice ainda não foi iniciado: ${profileDir}`);
  const xlb = readFileSync(index, 'utf8');
  if (!xlb.includes('library:name="ClinicSiteConvert"')) {
    writeFileSync(index, xlb.replace('</library:library>', ' <library:element library:name="ClinicSiteConvert"/>\n</library:library>'));
  }
  mkdirSync(library, { recursive: true });
  writeFileSync(
    join(library, 'ClinicSiteConvert.xba'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">\n` +
      `<script:module xmlns:script="http://openoffice.org/2000/script" script:name="ClinicSiteConvert" script:language="StarBasic">${escapeXml(MACRO)}</script:module>\n`,
  );
}

/**
 * Converts every item of `conversions`, in order, in one start of `soffice` with the profile at `profileDir`.
 * Resolves with, per conversion, null when it was written or the reason it was not. A LibreOffice busy on a loaded
 * machine now and then fails to open a workbook (then "Object variable not set" on saving nothing): the macro stops at
 * the first failure, and the conversions not done get another start, the failed one last, up to STARTS in all.
 */
export async function convertInOneStart(soffice: string, profileDir: string, conversions: Conversion[], timeout: number): Promise<(string | null)[]> {
  installMacro(profileDir);
  const planned = conversions.map(plan);
  const results: (string | null)[] = planned.map(() => 'o LibreOffice terminou sem converter');
  const failed = new Set<number>();
  for (let start = 1; start <= STARTS; start++) {
    // A conversion that failed goes after the ones not tried yet: failing again, it stops no other.
    const pending = planned.map((_, i) => i).filter((i) => results[i] !== null);
    pending.sort((a, b) => Number(failed.has(a)) - Number(failed.has(b)));
    if (!pending.length) break;
    const jobs = join(profileDir, `conversoes-${process.pid}-${start}.txt`);
    writeFileSync(jobs, pending.map((i) => [pathToFileURL(conversions[i].source).href, pathToFileURL(planned[i].output).href, planned[i].filter, planned[i].options].join('\t')).join('\n') + '\n');
    let failure = '';
    try {
      await run(soffice, [`-env:UserInstallation=${pathToFileURL(profileDir).href}`, '--headless', '--norestore', `macro:///Standard.ClinicSiteConvert.All("${jobs}")`], { timeout });
    } catch (error) {
      failure = String((error as Error).message).slice(0, 500);
    }
    const log = existsSync(`${jobs}.log`) ? readFileSync(`${jobs}.log`, 'utf8') : '';
    const done = new Set(log.split('\n').filter((line) => line.startsWith('ok\t')).map((line) => line.slice(3)));
    const error = log.split('\n').find((line) => line.startsWith('erro\t'));
    const reason = error ?? (failure || 'o LibreOffice terminou sem converter');
    // The line of the conversion that failed: erro, stage, then the job (source, target, filter, options).
    const failedTarget = error?.split('\t')[3];
    for (const i of pending) {
      const target = pathToFileURL(planned[i].output).href;
      results[i] = done.has(target) ? null : reason;
      if (target === failedTarget) failed.add(i);
    }
  }
  return results;
}

/** Starts of LibreOffice for one batch at most: the first, and two for what a failure left undone. */
const STARTS = 3;
