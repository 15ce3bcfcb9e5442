/** The file, filter and options each `--convert-to` target becomes when the conversions run in one start. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { convertInOneStart, plan } from './libreoffice-batch.ts';
import { SAMPLE_SHEETS } from './sheet-fixtures.ts';
import { LIBREOFFICE, skipWithout } from './system-programs.ts';

test('each --convert-to target gives the file and the filter LibreOffice itself would use', () => {
  const csv = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';
  const rows: [target: string, output: string, filter: string, options: string][] = [
    ['xlsx', '/o/servicos.xlsx', 'Calc MS Excel 2007 XML', ''],
    ['ods', '/o/servicos.ods', 'calc8', ''],
    ['fods', '/o/servicos.fods', 'OpenDocument Spreadsheet Flat XML', ''],
    ['xls', '/o/servicos.xls', 'MS Excel 97', ''],
    [csv, '/o/servicos.csv', 'Text - txt - csv (StarCalc)', '44,34,76,1,,0,false,true,true,false,false,-1'],
    ['txt:Text - txt - csv (StarCalc):9,34,65535', '/o/servicos.txt', 'Text - txt - csv (StarCalc)', '9,34,65535'],
  ];
  for (const [target, output, filter, options] of rows) {
    assert.deepEqual(plan({ source: '/s/servicos.ods', target, outdir: '/o' }), { output, filter, options }, target);
  }
  assert.throws(() => plan({ source: '/s/a.xlsx', target: 'pdf', outdir: '/o' }), /pdf/);
});

test('a conversion that fails does not stop the others: they get another start, the failed one after them', { skip: skipWithout(LIBREOFFICE) }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-lo-batch-'));
  try {
    const profile = join(dir, 'perfil');
    copyFileSync(join(SAMPLE_SHEETS, 'blog.xlsx'), join(dir, 'blog.xlsx'));
    // A first ordinary start sets the profile up (the batch needs one that has started once).
    await promisify(execFile)(LIBREOFFICE.path, [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--convert-to', 'ods', '--outdir', join(dir, 'ods'), join(dir, 'blog.xlsx')], { timeout: 300_000 });
    const results = await convertInOneStart(
      LIBREOFFICE.path,
      profile,
      [
        { source: join(dir, 'nao-existe.xlsx'), target: 'ods', outdir: join(dir, 'saida') },
        { source: join(dir, 'blog.xlsx'), target: 'xlsx', outdir: join(dir, 'saida') },
      ],
      300_000,
    );
    assert.match(results[0]!, /^erro\t/);
    assert.equal(results[1], null);
    assert.ok(existsSync(join(dir, 'saida', 'blog.xlsx')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
