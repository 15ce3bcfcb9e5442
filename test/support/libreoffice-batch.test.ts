/** The file, filter and options each `--convert-to` target becomes when the conversions run in one start. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plan } from './libreoffice-batch.ts';

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
