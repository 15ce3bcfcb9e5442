/**
 * The message staff read for values they commonly write and the site cannot take: each says what is wrong with that
 * value and how to write it, not only that the format is wrong. Each case edits one cell of a copy of the sample and
 * validates it as `validate` does.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../errors/problems.ts';
import { readSheets } from '../read/read-sheets.ts';
import { copySample, editWorkbook, setCell, type Grid } from '../../test/support/sheet-fixtures.ts';
import { validateSheets } from './validate-sheets.ts';

/** Workbook, tab, row key (slug), column, value typed. */
type Edit = [workbook: string, tab: string, key: string, column: string, value: string];

let problems: Problem[] = [];

/** One copy of the sample with every case's cell edited (each case is in its own row), validated once. */
function validateEdited(edits: Edit[], files: Record<string, Buffer>): Problem[] {
  const sheets = copySample('clinic-site-cell-messages-');
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(sheets, 'imagens', name), bytes);
  for (const workbook of new Set(edits.map(([book]) => book))) {
    editWorkbook(sheets, workbook, (tabs) => {
      for (const [book, tab, key, column, value] of edits) if (book === workbook) setCell(tabs.get(tab) as Grid, key, column, value);
    });
  }
  return validateSheets(readSheets(sheets)).problems;
}

/** Cell, value typed, message and hint expected. */
const CASES: { edit: Edit; message: string; hint: string }[] = [
  // An image written without its extension names what the images folder really has.
  {
    edit: ['servicos', 'Serviços', 'botox', 'Imagem', 'botox'],
    message: '"botox" não tem a extensão do arquivo (.jpg, .png, .webp, .svg…); na pasta imagens/ das planilhas há "botox.png".',
    hint: 'Escreva o nome completo: botox.png.',
  },
  {
    edit: ['servicos', 'Serviços', 'preenchimento-facial', 'Imagem', 'Antes e depois'],
    message: '"Antes e depois" não tem a extensão do arquivo (.jpg, .png, .webp, .svg…); na pasta imagens/ das planilhas há 2 imagens com esse nome: "Antes e depois.webp", "antes e depois.jpg".',
    hint: 'Escreva o nome completo da imagem certa: Antes e depois.webp ou antes e depois.jpg.',
  },
  // A file of that name that is not an image (a note beside the photos) is not one to write.
  {
    edit: ['servicos', 'Serviços', 'preenchimento-labial', 'Imagem', 'labios'],
    message: '"labios" não tem a extensão do arquivo (.jpg, .png, .webp, .svg…), e a pasta imagens/ das planilhas não tem nenhuma imagem com esse nome.',
    hint: 'Copie a imagem para a pasta imagens/ das planilhas e escreva o nome dela com a extensão, como aparece na pasta (ex.: labios.jpg).',
  },
  // Dates: a day the month does not have, a year of two digits.
  {
    edit: ['blog', 'Artigos', 'protecao-solar-no-dia-a-dia', 'Data de publicação', '31/02/2026'],
    message: 'A data em "Data de publicação" não existe: fevereiro de 2026 não tem dia 31.',
    hint: 'Confira o dia e o mês: fevereiro de 2026 vai até o dia 28.',
  },
  {
    edit: ['blog', 'Artigos', 'melasma-por-que-as-manchas-voltam', 'Data de publicação', '07/05/26'],
    message: 'O ano da data em "Data de publicação" tem só dois algarismos ("26"), e o site só lê o ano completo.',
    hint: 'Escreva o ano com quatro algarismos: 07/05/2026.',
  },
  // The month written first, as in the United States, and a day the month lacks written out in words.
  {
    edit: ['blog', 'Artigos', 'acne-na-vida-adulta', 'Data de publicação', '05/31/2026'],
    message: 'A data em "Data de publicação" ("05/31/2026") parece escrita com o mês primeiro, como nos Estados Unidos: o site lê dia/mês/ano, e não existe mês 31.',
    hint: 'Escreva dia/mês/ano: 31/05/2026. Se a data foi digitada num Excel ou LibreOffice em inglês, confira as outras datas da coluna também: 05/06/2026, por exemplo, seria lida como 5 de junho, mesmo que fosse 6 de maio.',
  },
  {
    edit: ['blog', 'Artigos', 'queda-de-cabelo-causas', 'Data de publicação', '31 de fevereiro de 2026'],
    message: 'A data em "Data de publicação" não existe: fevereiro de 2026 não tem dia 31. Ela também está escrita por extenso, e o site só lê datas escritas com números.',
    hint: 'Confira o dia e o mês (fevereiro de 2026 vai até o dia 28) e digite a data como dd/mm/aaaa, como 12/03/2026.',
  },
  // Prices: separators as in English, words after or before the price.
  {
    edit: ['servicos', 'Serviços', 'harmonizacao-facial', 'Preço', 'R$ 1,200.00'],
    message: 'O preço está escrito com os separadores do inglês (vírgula nos milhares, ponto nos centavos): no Brasil é o contrário, e o preço poderia sair errado.',
    hint: 'No Brasil o preço se escreve R$ 1.200,00.',
  },
  {
    edit: ['servicos', 'Serviços', 'skinbooster', 'Preço', 'R$ 400 por área'],
    message: 'O preço tem texto depois do valor ("por área"): a célula "Preço" é só o valor, que o site mostra como "A partir de R$ …".',
    hint: 'Escreva em "Preço" só R$ 400. "por área" vai na coluna "Oferta", que o site mostra logo abaixo do preço.',
  },
  {
    edit: ['servicos', 'Serviços', 'botox', 'Preço', 'Pacote R$ 1.200'],
    message: 'O preço tem texto antes do valor ("Pacote"): a célula "Preço" é só o valor, que o site mostra como "A partir de R$ …".',
    hint: 'Escreva em "Preço" só R$ 1.200. "Pacote" vai na coluna "Oferta", que o site mostra logo abaixo do preço.',
  },
  {
    edit: ['servicos', 'Serviços', 'limpeza-de-pele', 'Preço', '12x R$ 100'],
    message: 'O preço está escrito como parcela (12x R$ 100): o site mostraria "A partir de R$ …" com o valor de uma parcela, e não o do procedimento.',
    hint: 'Escreva em "Preço" o valor total (12x R$ 100 = R$ 1.200), e as parcelas na coluna "Oferta", que o site mostra logo abaixo do preço: "em até 12x".',
  },
  // A duration in words: refused ("uma hora e meia" was once read as 30 minutes), with the same written with digits.
  {
    edit: ['servicos', 'Serviços', 'bioestimulador-de-colageno', 'Duração', 'meia hora'],
    message: 'A duração está escrita por extenso: o site lê os números da duração para informar o tempo à busca do Google, e só os entende escritos com algarismos.',
    hint: 'Escreva a duração em minutos ou horas, com algarismos: "30 minutos".',
  },
  {
    edit: ['servicos', 'Serviços', 'peeling-quimico', 'Duração', 'uma hora e meia'],
    message: 'A duração está escrita por extenso: o site lê os números da duração para informar o tempo à busca do Google, e só os entende escritos com algarismos.',
    hint: 'Escreva a duração em minutos ou horas, com algarismos: "1h30".',
  },
  // A photo link without the "s" of https.
  {
    edit: ['servicos', 'Serviços', 'fios-de-sustentacao', 'Imagem', 'http://fotos.example.com/fios.jpg'],
    message: 'O endereço em "Imagem" começa com http://, sem o "s": o site só busca fotos em endereços https://, que são protegidos.',
    hint: 'Use o endereço https://: https://fotos.example.com/fios.jpg (confira que a foto abre nele no navegador). Se não abrir, salve a foto na pasta sheets/imagens e escreva o nome do arquivo.',
  },
];

/** The first bytes of a PNG: enough for the folder's listing to call a file an image. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

before(() => {
  const files = { 'botox.png': PNG, 'antes e depois.jpg': PNG, 'Antes e depois.webp': PNG, 'labios.txt': Buffer.from('fotos dos lábios: pedir à Ana\n') };
  problems = validateEdited(CASES.map((c) => c.edit), files);
});

for (const { edit, message, hint } of CASES) {
  const [workbook, tab, key, column, value] = edit;
  test(`${workbook} › ${tab} › ${key} › ${column}: "${value}"`, () => {
    const found = problems.filter((p) => p.location.sheet === tab && p.location.column === column && p.value === value);
    assert.deepEqual(found.map((p) => [p.message, p.hint]), [[message, hint]]);
  });
}
