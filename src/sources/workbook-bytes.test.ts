import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { workbookFormatOf } from './workbook-bytes.ts';

const XLSX_BYTES = readFileSync(new URL('../../sheets/servicos.xlsx', import.meta.url));
const ODS_HEAD = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')]);

test('what a download brought, from its first bytes', () => {
  const rows: [Uint8Array, string, boolean, string | null][] = [
    [XLSX_BYTES, 'application/octet-stream', false, 'xlsx'],
    [ODS_HEAD, '', false, 'ods'],
    [Buffer.from('<!DOCTYPE html><html><body>Fazer login</body></html>'), 'text/html; charset=utf-8', false, 'pagina'],
    [Buffer.from('\uFEFF  <html><head><title>Erro 500</title>'), '', true, 'pagina'],
    [Buffer.from('Endereço (slug);Título\r\nbotox;Botox\r\n'), 'text/csv', true, 'csv'],
    [Buffer.from('Endereço (slug);Título\r\n'), 'text/plain', false, null],
    [Buffer.from('%PDF-1.7\n\0\0'), 'application/pdf', true, null],
    [Buffer.alloc(0), '', true, null],
    [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/vnd.ms-excel', false, 'xls'],
  ];
  for (const [bytes, type, csv, format] of rows) assert.equal(workbookFormatOf(bytes, type, csv), format, `${type} ${Buffer.from(bytes).subarray(0, 20).toString('latin1')}`);
});
