/**
 * `clinic-site init` end to end: the starter folder validates (and passes the compliance check), reads back with the
 * schema's headers, has the Instruções tab, frozen headers and the category drop-downs in the xlsx XML itself.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { main } from '../cli/main.ts';
import { checkSheets } from '../pipeline/check-sheets.ts';
import { complianceOfSheets } from '../compliance/compliance-of-sheets.ts';
import { readSheets } from '../read/read-sheets.ts';
import { SCHEMAS } from '../validate/schemas.ts';
import { WORKBOOKS } from '../read/workbooks.ts';

let root = '';
let sheets = '';

/** The XML of one worksheet inside the xlsx (a zip), found by tab name through workbook.xml and its rels. */
function worksheetXml(file: string, tab: string): string {
  const zip = XLSX.CFB.read(readFileSync(file), { type: 'buffer' });
  const text = (path: string) => {
    const entry = XLSX.CFB.find(zip, `/${path}`); // CFB paths start at the zip's root
    if (!entry) throw new Error(`${path} not in ${file}`);
    return Buffer.from(entry.content as Uint8Array).toString('utf8');
  };
  const rid = new RegExp(`<sheet [^>]*name="${tab}"[^>]*r:id="([^"]+)"`).exec(text('xl/workbook.xml'))?.[1];
  const target = new RegExp(`Id="${rid}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${rid}"`).exec(text('xl/_rels/workbook.xml.rels'));
  const path = (target?.[1] ?? target?.[2] ?? '').replace(/^\/?(xl\/)?/, 'xl/');
  return text(path);
}

const silence = async <T>(run: () => Promise<T>): Promise<T> => {
  const log = console.log;
  console.log = () => {};
  try {
    return await run();
  } finally {
    console.log = log;
  }
};

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'clinic-site-init-'));
  sheets = join(root, 'planilhas');
  assert.equal(await silence(() => main(['init', sheets])), 0);
});
after(() => rmSync(root, { recursive: true, force: true }));

test('what init writes validates, builds a model, and passes the compliance check', async () => {
  const { problems, model } = await checkSheets(sheets);
  assert.deepEqual(problems.map((p) => `${p.location.file} ${p.location.cell ?? ''} ${p.message}`), []);
  assert.ok(model && model.site.services.length >= 4);
  assert.deepEqual(complianceOfSheets(sheets), []);
  assert.ok(existsSync(join(sheets, 'imagens', 'exemplo.svg')));
});

test('the headers read back are the Portuguese names of the schemas, and every tab has an Instruções tab beside it', () => {
  const set = readSheets(sheets);
  for (const spec of WORKBOOKS) {
    for (const tab of spec.tabs) {
      const table = set.tables[spec.name][tab.key]!;
      const schema = SCHEMAS[tab.schema];
      const expected = schema['x-chave-valor'] ? ['Campo', 'Valor'] : Object.values(schema.properties).map((p) => p['x-coluna']);
      assert.deepEqual(table.headers, expected, `${spec.name} › ${tab.name}`);
      if (schema['x-chave-valor']) {
        assert.deepEqual(table.rows.map((r) => r.cells[0]), Object.values(schema.properties).map((p) => p['x-campo']));
      }
    }
    const book = XLSX.read(readFileSync(join(sheets, `${spec.name}.xlsx`)));
    assert.equal(book.SheetNames.at(-1), 'Instruções', spec.name);
    const instructions = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Instruções'], { header: 1 });
    assert.deepEqual(instructions[0], ['Aba', 'Coluna ou campo', 'Obrigatório', 'O que escrever', 'Exemplo']);
  }
  const book = XLSX.read(readFileSync(join(sheets, 'servicos.xlsx')));
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets['Instruções']);
  const price = rows.find((r) => r['Aba'] === 'Serviços' && r['Coluna ou campo'] === 'Preço')!;
  assert.equal(price['O que escrever'], SCHEMAS.servicos.properties.price.description);
  assert.equal(price['Exemplo'], 'A partir de R$ 400');
  const category = rows.find((r) => r['Aba'] === 'Serviços' && r['Coluna ou campo'] === 'Categoria')!;
  assert.match(category['O que escrever'], /Opções: facial, corporal, capilar, medicina/);
});

test('the xlsx XML has the category drop-down, the frozen header row and column widths', () => {
  const services = worksheetXml(join(sheets, 'servicos.xlsx'), 'Serviços');
  assert.match(services, /<dataValidation type="list"[^>]*sqref="C2:C501"><formula1>&quot;facial,corporal,capilar,medicina&quot;<\/formula1>/);
  assert.match(services, /<pane ySplit="1"[^>]*state="frozen"/);
  assert.match(services, /<col min="4" max="4" width="60"/); // 'Descrição curta'
  const treatments = worksheetXml(join(sheets, 'tratamentos.xlsx'), 'Tratamentos');
  assert.match(treatments, /<dataValidation type="list"[^>]*sqref="D2:D501"><formula1>&quot;facial,corporal,capilar&quot;<\/formula1>/);
  const protocols = worksheetXml(join(sheets, 'protocolos.xlsx'), 'Protocolos');
  assert.match(protocols, /<formula1>&quot;facial,corporal,capilar&quot;<\/formula1>/);
});

test('init refuses a folder that already has files, and changes nothing in it', async () => {
  const folder = join(root, 'existente');
  mkdirSync(folder);
  writeFileSync(join(folder, 'servicos.xlsx'), 'planilha da clínica');
  const errors: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    assert.equal(await main(['init', folder]), 1);
  } finally {
    process.stderr.write = write;
  }
  assert.match(errors.join(''), /já tem arquivos; nada foi alterado/);
  assert.equal(readFileSync(join(folder, 'servicos.xlsx'), 'utf8'), 'planilha da clínica');
});
