import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSheets } from './read-sheets.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;

test('a workbook open in LibreOffice or Excel and not saved since is a warning naming who has it; saved since, nothing', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-open-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(SAMPLE, folder, { recursive: true });
  const saved = new Date('2026-11-28T10:00:00Z');
  const at = (file: string, when: Date) => utimesSync(join(folder, file), when, when);
  at('servicos.xlsx', saved);
  at('tratamentos.xlsx', saved);
  // LibreOffice: a CSV line with who opened it; Excel: the name's length, then the name (the first two letters replaced).
  writeFileSync(join(folder, '.~lock.servicos.xlsx#'), ',Maria,maria-pc,28.11.2026 10:05,file:///home/maria/.config/libreoffice/4;');
  writeFileSync(join(folder, '~$atamentos.xlsx'), Buffer.concat([Buffer.from([11]), Buffer.from('Maria Souza', 'latin1'), Buffer.alloc(40)]));
  at('.~lock.servicos.xlsx#', new Date('2026-11-28T10:05:00Z'));
  at('~$atamentos.xlsx', new Date('2026-11-28T10:06:00Z'));
  const open = readSheets(folder).problems.filter((p) => p.code === 'PLANILHA_ABERTA');
  assert.deepEqual(open.map((p) => [p.severity, p.location.file]), [['warning', 'servicos.xlsx'], ['warning', 'tratamentos.xlsx']]);
  assert.equal(open[0].message, 'servicos.xlsx está aberta (Maria, maria-pc) e não foi salva desde que foi aberta: o site usa a última versão salva, sem o que ainda não foi salvo.');
  assert.match(open[0].hint, /apague o arquivo "\.~lock\.servicos\.xlsx#" da pasta/);
  assert.match(open[1].message, /^tratamentos\.xlsx está aberta \(Maria Souza\)/);

  // Saved after it was opened (as staff do while `dev` previews): the site has what they saved; nothing to say. A
  // LibreOffice save writes the lock again just before the workbook; a lock a second newer is that save's.
  at('servicos.xlsx', new Date('2026-11-28T10:07:00Z'));
  at('.~lock.servicos.xlsx#', new Date('2026-11-28T10:07:01Z'));
  at('tratamentos.xlsx', new Date('2026-11-28T10:07:00Z'));
  assert.deepEqual(readSheets(folder).problems.filter((p) => p.code === 'PLANILHA_ABERTA'), []);
});
