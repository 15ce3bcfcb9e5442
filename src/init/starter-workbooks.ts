/**
 * The starter workbooks of `clinic-site init`, written with ExcelJS because SheetJS' community edition cannot write
 * data validation (the category drop-downs) or frozen panes. Every header, field label and description comes from
 * schemas/*.schema.json, so what init writes is what `validate` reads.
 */
import type ExcelJS from 'exceljs';
import { columnLetter } from '../errors/location.ts';
import type { PropertySchema, SheetSchema } from '../validate/schemas.ts';
import { SCHEMAS } from '../validate/schemas.ts';
import { INSTRUCTIONS_TAB, WORKBOOKS, type WorkbookSpec } from '../read/workbooks.ts';
import { examplesFor, type ExampleRow } from './examples.ts';

/** Rows of data validation and formatting prepared below the examples, for the rows staff add. */
const PREPARED_ROWS = 500;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFE7DC' } };
const cellText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('\n') : (value ?? ''));
const label = (field: string, p: PropertySchema) => p['x-coluna'] ?? p['x-campo'] ?? field;

/** Wide enough for the header and a typical line of the example, never wider than a screen's half. */
function widthFor(header: string, example: string): number {
  const longestLine = Math.max(0, ...example.split('\n').map((line) => line.length));
  return Math.min(60, Math.max(12, header.length + 4, Math.min(longestLine + 2, 60)));
}

function styleHeader(sheet: ExcelJS.Worksheet): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.views = [{ state: 'frozen', ySplit: 1, xSplit: 0 }];
}

/** ExcelJS 4.4 has `worksheet.dataValidations.add(range, …)` (one rule for a whole range) but its types omit it. */
type WithRangeValidations = ExcelJS.Worksheet & { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

function rowsTab(book: ExcelJS.Workbook, name: string, schema: SheetSchema, examples: ExampleRow[]): void {
  const sheet = book.addWorksheet(name);
  const fields = Object.entries(schema.properties);
  sheet.columns = fields.map(([field, p]) => ({
    header: label(field, p),
    key: field,
    width: widthFor(label(field, p), cellText(examples[0]?.[field])),
    style: { alignment: { vertical: 'top', wrapText: true } },
  }));
  for (const example of examples) sheet.addRow(Object.fromEntries(fields.map(([field]) => [field, cellText(example[field])])));
  styleHeader(sheet);
  fields.forEach(([field, p], index) => {
    if (!p.enum) return;
    const column = columnLetter(index);
    const options = p.enum.join(', ');
    // The ranges are set on the whole prepared block at once: one <dataValidation sqref="C2:C501"> in the XML.
    (sheet as WithRangeValidations).dataValidations.add(`${column}2:${column}${PREPARED_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${p.enum.join(',')}"`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: label(field, p),
      error: `Escolha uma das opções: ${options}.`,
      showInputMessage: true,
      promptTitle: label(field, p),
      prompt: `Escolha na lista: ${options}.`,
    });
  });
}

function pairsTab(book: ExcelJS.Workbook, name: string, schema: SheetSchema, example: ExampleRow | undefined): void {
  const sheet = book.addWorksheet(name);
  sheet.columns = [
    { header: 'Campo', key: 'field', width: 42, style: { alignment: { vertical: 'top', wrapText: true } } },
    { header: 'Valor', key: 'value', width: 80, style: { alignment: { vertical: 'top', wrapText: true } } },
  ];
  for (const [field, p] of Object.entries(schema.properties)) sheet.addRow({ field: label(field, p), value: cellText(example?.[field]) });
  styleHeader(sheet);
}

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One row per column (or field) of every tab: what to write, whether it is required, and an example. */
function instructionsTab(book: ExcelJS.Workbook, spec: WorkbookSpec): void {
  const sheet = book.addWorksheet(INSTRUCTIONS_TAB);
  sheet.columns = [
    { header: 'Aba', key: 'tab', width: 18 },
    { header: 'Coluna ou campo', key: 'column', width: 32 },
    { header: 'Obrigatório', key: 'required', width: 12 },
    { header: 'O que escrever', key: 'description', width: 70 },
    { header: 'Exemplo', key: 'example', width: 50 },
  ];
  for (const tab of spec.tabs) {
    const schema = SCHEMAS[tab.schema];
    const examples = examplesFor(spec.name, tab.key, tab.schema);
    let intro = (schema as { description?: string }).description ?? '';
    if (schema['x-chave-valor'] && !intro.includes('"Campo"')) intro += ' Duas colunas: "Campo" (o nome exato abaixo) e "Valor".';
    if (tab.optional && !/opcional/i.test(intro)) intro += ' Esta aba é opcional.';
    sheet.addRow({ tab: tab.name, column: '(a aba toda)', required: tab.optional ? 'não' : 'sim', description: intro.trim() });
    for (const [field, p] of Object.entries(schema.properties)) {
      const allowed = p.enum ? ` Opções: ${p.enum.join(', ')} (escolha na lista da célula).` : '';
      const list = p.type === 'array' ? ' Um item por linha dentro da célula (Alt+Enter no Excel, Ctrl+Enter no Google Planilhas).' : '';
      sheet.addRow({
        tab: tab.name,
        column: label(field, p),
        required: schema.required.includes(field) ? 'sim' : 'não',
        description: `${p.description}${allowed}${list}`,
        example: clip(cellText(examples[0]?.[field])),
      });
    }
  }
  sheet.eachRow((row) => (row.alignment = { vertical: 'top', wrapText: true }));
  styleHeader(sheet);
}

/** Writes `{workbook}.xlsx` for each workbook into `folder`; the data tabs come first, 'Instruções' last. */
export async function writeStarterWorkbooks(folder: string): Promise<string[]> {
  // Imported here, not at the top: the CLI is one bundle, and ExcelJS takes a while to load, so only init pays for it.
  const { default: Excel } = await import('exceljs');
  const written: string[] = [];
  for (const spec of WORKBOOKS) {
    const book = new Excel.Workbook();
    book.creator = 'clinic-site init';
    for (const tab of spec.tabs) {
      const schema = SCHEMAS[tab.schema];
      const examples = examplesFor(spec.name, tab.key, tab.schema);
      if (schema['x-chave-valor']) pairsTab(book, tab.name, schema, examples[0]);
      else rowsTab(book, tab.name, schema, examples);
    }
    instructionsTab(book, spec);
    const file = `${spec.name}.xlsx`;
    await book.xlsx.writeFile(`${folder}/${file}`);
    written.push(file);
  }
  return written;
}
