import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { csvFilesOf } from './csv-set.ts';
import { readSheets } from './read-sheets.ts';
import { WORKBOOKS, type WorkbookName } from './workbooks.ts';
import { sheetsFolderWith } from '../../test/support/program-fixtures.ts';

const spec = (name: WorkbookName) => WORKBOOKS.find((w) => w.name === name)!;
const folders: string[] = [];
const folderWith = (files: Parameters<typeof sheetsFolderWith>[0]) => {
  const folder = sheetsFolderWith(files);
  folders.push(folder);
  return folder;
};
after(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

test('csv names: LibreOffice\'s {workbook}-{Tab name}.csv match like column titles (case, accents, spaces, hyphens)', () => {
  const cases: [WorkbookName, string[], Record<string, string[]>][] = [
    ['servicos', ['servicos-Serviços.csv', 'servicos-Perguntas.csv'], { servicos: ['servicos-Serviços.csv'], perguntas: ['servicos-Perguntas.csv'] }],
    ['configuracoes', ['configuracoes-Redes sociais.csv', 'configuracoes-Clínica.csv', 'CONFIGURACOES - HORÁRIOS.CSV'], {
      clinica: ['configuracoes-Clínica.csv'], horarios: ['CONFIGURACOES - HORÁRIOS.CSV'], 'redes-sociais': ['configuracoes-Redes sociais.csv'],
    }],
    ['servicos', ['servicos.csv', 'servicos-perguntas.csv'], { servicos: ['servicos.csv'], perguntas: ['servicos-perguntas.csv'] }],
    ['servicos', ['servicos-servicos.tsv', 'servicos-Perguntas.txt'], { servicos: ['servicos-servicos.tsv'], perguntas: ['servicos-Perguntas.txt'] }],
    ['servicos', ['servicos-servicos.csv', 'servicos-Serviços.csv'], { servicos: ['servicos-Serviços.csv', 'servicos-servicos.csv'] }],
    ['servicos', ['servicosperguntas.csv', 'servicos-perguntas.xlsx', 'tratamentos-perguntas.csv'], {}],
  ];
  for (const [workbook, files, expected] of cases) {
    assert.deepEqual(Object.fromEntries(csvFilesOf(spec(workbook), files)), expected, files.join(', '));
  }
});

test('csv names: a set named by LibreOffice reads, and a missing tab asks for a CSV file, not for a tab to create', () => {
  const folder = folderWith({
    'servicos-Serviços.csv': { text: 'Endereço (slug),Título\nbotox,Botox\n' },
    'configuracoes-Clínica.csv': { text: 'Campo,Valor\nNome,Clínica Aurora\n' },
    'configuracoes-Redes sociais.csv': { text: 'Rede,Endereço\nInstagram,https://instagram.com/aurora\n' },
  });
  const set = readSheets(folder);
  assert.equal(set.tables.servicos.servicos!.file, 'servicos-Serviços.csv');
  assert.equal(set.tables.servicos.servicos!.sheet, 'Serviços');
  assert.deepEqual(set.tables.servicos.servicos!.rows[0].cells, ['botox', 'Botox']);
  assert.equal(set.tables.configuracoes['redes-sociais']!.file, 'configuracoes-Redes sociais.csv');
  const missing = set.problems.find((p) => p.code === 'ABA_AUSENTE' && p.location.sheet === 'Perguntas' && p.location.file.startsWith('servicos'))!;
  assert.equal(missing.message, 'Falta o arquivo CSV da aba "Perguntas".');
  assert.equal(missing.location.file, 'servicos-perguntas.csv');
  assert.match(missing.hint, /^Exporte a aba "Perguntas" da planilha como CSV e salve nesta pasta com o nome "servicos-perguntas.csv"/);
  assert.match(missing.hint, /"servicos-Perguntas.csv", também serve/);
  assert.doesNotMatch(missing.hint, /Crie uma aba/);
});

test('csv names: two files for one tab are two versions, neither is read', () => {
  const folder = folderWith({
    'servicos-servicos.csv': { text: 'Endereço (slug)\nbotox\n' },
    'servicos-Serviços.csv': { text: 'Endereço (slug)\nbotox-antigo\n' },
    'servicos-perguntas.csv': { text: 'Serviço,Pergunta\n' },
  });
  const set = readSheets(folder);
  const repeated = set.problems.find((p) => p.code === 'PLANILHA_REPETIDA')!;
  assert.match(repeated.message, /"servicos-Serviços.csv", "servicos-servicos.csv"/);
  assert.equal(set.tables.servicos.servicos, null);
});

test('windows-1252: a "?" that replaced a letter (LibreOffice "H₂O" → "H?O", "CO₂ renova" → "CO? renova") is a warning on its cell', () => {
  const folder = folderWith({ 'servicos-Serviços.csv': 'windows-1252-servicos-Servicos.csv', 'servicos-Perguntas.csv': { text: 'Serviço;Pergunta;Resposta\nlaser-co2;Dói?;Sim\n' } });
  const set = readSheets(folder);
  const warnings = set.problems.filter((p) => p.code === 'LETRA_TROCADA_POR_INTERROGACAO');
  assert.deepEqual(warnings.map((p) => [p.location.cell, p.location.column, p.severity]), [
    ['C3', 'Conteúdo', 'warning'],
    ['B4', 'Título', 'warning'],
    ['C4', 'Conteúdo', 'warning'],
  ]);
  assert.equal(warnings[1].message, 'Em "Título", a palavra "H?O" tem um "?" no lugar de uma letra: o CSV foi salvo num formato de texto que não guarda esse caractere.');
  assert.match(warnings[0].message, /a palavra "CO\?"/); // "O laser de CO? renova a pele."
  // Accents that Windows-1252 holds arrive intact; a question ("Dói?") and "CO?" ending a cell are not flagged.
  assert.equal(set.tables.servicos.servicos!.rows[1].cells[1], 'Laser de CO?');
  assert.equal(set.tables.servicos.servicos!.rows[0].cells[3], 'Repõe volume perdido\nSuaviza linhas finas\nRetorno em 15 dias');
});

test('windows-1252: a "?" standing alone for an emoji or a symbol (✨ → "? Preenchimento") is a warning on its cell too', () => {
  const folder = folderWith({ 'servicos-Serviços.csv': 'windows-1252-simbolos-servicos-Servicos.csv', 'servicos-Perguntas.csv': { text: 'Serviço;Pergunta;Resposta\nbotox;Dói?;Pouco.\n' } });
  const warnings = readSheets(folder).problems.filter((p) => p.code === 'LETRA_TROCADA_POR_INTERROGACAO');
  assert.deepEqual(warnings.map((p) => [p.location.cell, p.location.column]), [
    ['C2', 'Descrição curta'],
    ['D2', 'O que está incluído'],
    ['B3', 'Título'],
  ]);
  assert.equal(
    warnings[0].message,
    'Em "Descrição curta", o texto "Tratamento ? rápido," tem um "?" no lugar de um símbolo ou emoji (como ✨, ✅ ou →): o CSV foi salvo num formato de texto que não guarda esse caractere.',
  );
  assert.match(warnings[1].message, /o texto "\? Planejamento"/);
  assert.match(warnings[2].message, /o texto "\? Preenchimento"/);
});

test('windows-1252: the same text saved as UTF-8 is never suspected', () => {
  const folder = folderWith({ 'servicos-servicos.csv': { text: 'Título,Conteúdo\nÁgua,Leva?Sim: UTF-8 guarda tudo\n' }, 'servicos-perguntas.csv': { text: 'Serviço\n' } });
  assert.deepEqual(readSheets(folder).problems.filter((p) => p.code === 'LETRA_TROCADA_POR_INTERROGACAO'), []);
});

test('a text split by a separator without quotes is refused at its row, never cut in silence', () => {
  const folder = folderWith({
    'servicos-perguntas.csv': {
      text:
        'Endereço (slug),Pergunta,Resposta\n' +
        'botox,A dor é forte, ou fraca?,Depende de cada pessoa; a maioria sente pouco.\n' +
        'botox,"Quanto dura, em média?",De 4 a 6 meses.,,\n' + // quoted, and trailing empty fields as Excel writes them
        'botox,Posso malhar depois?,Espere 24 horas.\n',
    },
  });
  const set = readSheets(folder);
  const split = set.problems.filter((p) => p.code === 'CSV_CAMPOS_A_MAIS');
  assert.deepEqual(split.map((p) => [p.severity, p.location.file, p.location.row, p.location.cell, p.message]), [
    ['error', 'servicos-perguntas.csv', 2, 'D2', 'A linha tem 4 campos e o título tem 3 colunas: um texto com vírgula ou ponto e vírgula sem aspas foi dividido, e a parte que passou da última coluna ficaria fora do site.'],
  ]);
});

test('a quote opening a text and never closed takes the next lines into its cell: refused at that cell', () => {
  const text =
    'Endereço (slug),Pergunta,Resposta\n' +
    'botox,"Dói muito?,Um pouco.\n' +
    'preenchimento-facial,O resultado pode ficar artificial?,"O planejamento busca respeitar, e tal."\n' +
    'botox,"Posso malhar depois?\nE nadar?","Espere 24 horas; ""sem exagero"", como diz a médica."\n' +
    // Quoted as Excel writes it, starting with a quotation mark of its own and one on the next line: read as written.
    'botox,É botox?,"""Botox"" é o nome comercial.\n""Toxina botulínica"" é o nome do medicamento."\n';
  for (const lineEnd of ['\n', '\r\n']) {
    const folder = folderWith({ 'servicos-perguntas.csv': { text: text.replaceAll('\n', lineEnd) } });
    const stray = readSheets(folder).problems.filter((p) => p.code === 'CSV_ASPA_SEM_FECHAR');
    assert.deepEqual(stray.map((p) => [p.severity, p.location.file, p.location.row, p.location.cell]), [['error', 'servicos-perguntas.csv', 2, 'B2']], JSON.stringify(lineEnd));
    assert.match(stray[0].message, /a linha seguinte do arquivo entrou nesta célula/);
  }
});

test('a CSV saved without a text delimiter (LibreOffice, "Delimitador de texto" empty) is one problem, not its cut rows', () => {
  const folder = folderWith({ 'servicos-Serviços.csv': 'sem-aspas-servicos-Servicos.csv', 'servicos-Perguntas.csv': { text: 'Serviço,Pergunta,Resposta\nlaser-co2,Dói?,Sim\n' } });
  const set = readSheets(folder);
  const inFile = set.problems.filter((p) => p.location.file === 'servicos-Serviços.csv');
  assert.deepEqual(inFile.map((p) => p.code), ['CSV_SEM_DELIMITADOR_DE_TEXTO']);
  const [cut] = inFile;
  assert.deepEqual([cut.severity, cut.location.sheet, cut.location.row], ['error', 'Serviços', 2]);
  assert.match(cut.message, /salvo sem o delimitador de texto/);
  assert.match(cut.hint, /"Editar configurações do filtro" e, em "Delimitador de texto", escolha " \(aspas duplas\)/);
  assert.equal(set.tables.servicos.servicos, null);
});

test('a CSV without quotes is read as usual when no row is cut: no cell with a break, or short rows typed by hand', () => {
  const texts = [
    'Endereço (slug),Título,Conteúdo\nbotox,Botox,Suaviza rugas.\nlaser,Laser,O "laser" renova.\n',
    'Endereço (slug),Título,Conteúdo\nbotox,Botox\n', // a short last row
    'Endereço (slug),Título,Conteúdo\nbotox\nlaser\npeeling,Peeling,Renova.\n', // rows with the slug only
    'Endereço (slug),Título,Conteúdo\nbotox,"Botox\nToxina",Suaviza\nrugas.\n', // quoted by a program: a stray break is another problem
  ];
  for (const text of texts) {
    const set = readSheets(folderWith({ 'servicos-servicos.csv': { text }, 'servicos-perguntas.csv': { text: 'Serviço\n' } }));
    assert.deepEqual(set.problems.filter((p) => p.code === 'CSV_SEM_DELIMITADOR_DE_TEXTO'), [], text);
    assert.ok(set.tables.servicos.servicos, text);
  }
});
