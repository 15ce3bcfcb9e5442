import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeCsv, detectDelimiter, isBinary, parseCsv } from './csv.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = [0xef, 0xbb, 0xbf];
// 'Preço;Sessões' as Excel pt-BR's "CSV (separado por vírgulas)" writes it: Windows-1252, ç = E7, õ = F5.
const PRECO_SESSOES_1252 = [0x50, 0x72, 0x65, 0xe7, 0x6f, 0x3b, 0x53, 0x65, 0x73, 0x73, 0xf5, 0x65, 0x73];

test('decodeCsv reads UTF-8 with a BOM, UTF-8 without one and Windows-1252', () => {
  const cases: [string, Uint8Array, string][] = [
    ['UTF-8 with BOM', new Uint8Array([...BOM, ...utf8('Preço;Sessões')]), 'Preço;Sessões'],
    ['UTF-8 without BOM', utf8('Preço;Sessões'), 'Preço;Sessões'],
    ['Windows-1252', new Uint8Array(PRECO_SESSOES_1252), 'Preço;Sessões'],
    ['ASCII', utf8('slug;preco'), 'slug;preco'],
  ];
  for (const [name, bytes, text] of cases) assert.equal(decodeCsv(bytes), text, name);
});

// Windows-1252 differs from Latin-1 in 0x80-0x9F: the euro sign, the dashes and the curly quotes Word and Excel type.
// Node 20.18.3+ decodes TextDecoder('windows-1252') as Latin-1 there (nodejs/node#56542, #60888), so these bytes
// come out as invisible C1 control characters.
test('decodeCsv reads Windows-1252 dashes, curly quotes and the euro sign', () => {
  // '“Sob consulta” – 100 € …' in Windows-1252.
  const bytes = new Uint8Array([0x93, ...utf8('Sob consulta'), 0x94, 0x20, 0x96, 0x20, ...utf8('100 '), 0x80, 0x20, 0x85, 0x20, 0x97, 0x92]);
  assert.equal(decodeCsv(bytes), '“Sob consulta” – 100 € … —’');
});

test('detectDelimiter picks the separator of the header line, ignoring quoted text', () => {
  const cases: [string, string, string][] = [
    ['semicolon with commas inside quotes', 'Endereço (slug);"Descrição, curta, com vírgulas, muitas"\nbotox;"a, b"', ';'],
    ['comma', 'Endereço (slug),Título,Preço\nbotox,"Botox; toxina",400', ','],
    ['tab', 'Endereço (slug)\tTítulo\tPreço\nbotox\tBotox\t"1,2"', '\t'],
    ['only the first line counts', 'a;b\n1,2,3,4,5', ';'],
    ['a single column defaults to comma', 'Endereço (slug)\nbotox', ','],
  ];
  for (const [name, text, delimiter] of cases) assert.equal(detectDelimiter(text), delimiter, name);
});

test('parseCsv keeps a quoted multi-line cell as one cell with \\n line breaks', () => {
  const bytes = utf8('Endereço (slug);Benefícios;Preço\r\nbotox;"Suaviza rugas\r\nResultado natural";"R$ 1.200,00"\r\nlaser;"Diz ""sim""";\r\n');
  assert.deepEqual(parseCsv(bytes), [
    ['Endereço (slug)', 'Benefícios', 'Preço'],
    ['botox', 'Suaviza rugas\nResultado natural', 'R$ 1.200,00'],
    ['laser', 'Diz "sim"', null],
  ]);
});

test('parseCsv reads Windows-1252 ; files and keeps blank lines as blank rows', () => {
  const bytes = new Uint8Array([...PRECO_SESSOES_1252, 0x0d, 0x0a, ...utf8('400;4'), 0x0d, 0x0a, 0x3b, 0x0d, 0x0a, ...utf8('1.200;6')]);
  assert.deepEqual(parseCsv(bytes), [['Preço', 'Sessões'], ['400', '4'], [null, null], ['1.200', '6']]);
});

test('parseCsv reads comma- and tab-separated UTF-8 with a BOM', () => {
  assert.deepEqual(parseCsv(new Uint8Array([...BOM, ...utf8('Preço,Sessões\n"1.200,00",4')])), [['Preço', 'Sessões'], ['1.200,00', '4']]);
  assert.deepEqual(parseCsv(utf8('Preço\tSessões\n400\t4')), [['Preço', 'Sessões'], ['400', '4']]);
});

test('decodeCsv and parseCsv read Excel\'s "Texto Unicode": UTF-16LE with a BOM, tab-separated', () => {
  const text = 'Endereço (slug)\tPreço\tBenefícios\r\nbotox\tR$ 1.200,00\t"Suaviza rugas\r\nNatural"\r\n';
  const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
  assert.equal(decodeCsv(bytes), text);
  assert.deepEqual(parseCsv(bytes), [['Endereço (slug)', 'Preço', 'Benefícios'], ['botox', 'R$ 1.200,00', 'Suaviza rugas\nNatural']]);
  const bigEndian = new Uint8Array([0xfe, 0xff, ...Buffer.from('Preço\tx', 'utf16le').swap16()]);
  assert.equal(decodeCsv(bigEndian), 'Preço\tx');
});

test('isBinary tells a workbook renamed .csv from text, UTF-16 included', () => {
  const cases: [string, Uint8Array, boolean][] = [
    ['zip (an .xlsx renamed)', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), true],
    ['UTF-16LE text', new Uint8Array([0xff, 0xfe, ...Buffer.from('a\tb', 'utf16le')]), false],
    ['UTF-8 text', utf8('a;b\r\n1;2'), false],
  ];
  for (const [name, bytes, binary] of cases) assert.equal(isBinary(bytes), binary, name);
});
