import { test } from 'node:test';
import assert from 'node:assert/strict';
import { problem, type Problem } from './problems.ts';
import { formatProblems, formatProblemText, rowExcerpt, summaryLine } from './problem-report.ts';

process.env.NO_COLOR = '1';

const HINT = 'Escreva só o valor em reais (400, 1.200 ou R$ 1.200,00), "A partir de R$ 1.200" ou "Sob consulta".';

/** The README's example: a bad price in servicos.xlsx › Serviços, cell D14. */
const badPrice = (): Problem =>
  problem(
    'PRECO_INVALIDO',
    {},
    { file: 'servicos.xlsx', sheet: 'Serviços', row: 14, column: 'Preço', cell: 'D14' },
    {
      value: 'R$ abc',
      row: { headers: ['Endereço (slug)', 'Título', 'Categoria', 'Preço'], values: ['botox', 'Botox', 'facial', 'R$ abc'], column: 3 },
    },
  );

const unknownColumn = (): Problem =>
  problem('COLUNA_DESCONHECIDA', { column: 'Obs', known: ['Preço'] }, { file: 'servicos.xlsx', sheet: 'Serviços', row: 1, column: 'Obs', cell: 'Q1' });

test('text: title, location line, message, the row with a caret under the bad value, hint', () => {
  const line = '  14 │ Endereço (slug) = botox · Preço = R$ abc';
  assert.equal(
    formatProblemText(badPrice()),
    [
      '✖ erro  Preço não reconhecido',
      '  servicos.xlsx › Serviços › linha 14, coluna "Preço" (D14)',
      '  Não foi possível entender o preço.',
      line,
      ' '.repeat(line.indexOf('R$ abc')) + '^^^^^^',
      `  O que fazer: ${HINT}`,
    ].join('\n'),
  );
});

test('row excerpt: the first column alone when it is the bad one, "(vazio)" for an empty cell, long values clipped', () => {
  const at = (column: number, values: string[]) =>
    rowExcerpt({ ...badPrice(), row: { headers: ['Endereço (slug)', 'Título', 'Categoria', 'Preço'], values, column } });
  /** The excerpt expected for `line`, with carets under `value` wherever it starts. */
  const pointing = (line: string, value: string, carets = value.length) => [line, ' '.repeat(line.lastIndexOf(value)) + '^'.repeat(carets)];
  assert.deepEqual(at(0, ['Botox!', '', '', '']), pointing('  14 │ Endereço (slug) = Botox!', 'Botox!'));
  assert.deepEqual(at(1, ['botox', '', '', '']), pointing('  14 │ Endereço (slug) = botox · Título = (vazio)', '(vazio)'));
  assert.deepEqual(
    at(1, ['botox', 'Primeira linha\nSegunda linha de um título muito comprido', '', '']),
    pointing('  14 │ Endereço (slug) = botox · Título = Primeira linha ⏎ Segunda linha de um tí…', 'Primeira linha', 40),
  );
  assert.deepEqual(rowExcerpt(unknownColumn()), [], 'no excerpt without a row context');
  // A table that starts in column B: its first titled column names the row, not the empty column A.
  const shifted = (column: number, values: string[]) =>
    rowExcerpt({ ...badPrice(), row: { headers: ['', 'Endereço (slug)', 'Título'], values: ['', ...values], column } });
  assert.deepEqual(shifted(2, ['preenchimento-facial', '']), pointing('  14 │ Endereço (slug) = preenchimento-facial · Título = (vazio)', '(vazio)'));
  assert.deepEqual(shifted(1, ['Botox!', '']), pointing('  14 │ Endereço (slug) = Botox!', 'Botox!'));
  // Invisible characters are named where they are, also past the clipped start of a long value.
  assert.equal(at(0, ['botox\u200b', '', '', ''])[0], '  14 │ Endereço (slug) = botox⟨U+200B⟩');
  assert.equal(at(1, ['botox', 'Dra. 👩\u200d⚕\ufe0f e\u061c', '', ''])[0], '  14 │ Endereço (slug) = botox · Título = Dra. 👩\u200d⚕\ufe0f e⟨U+061C⟩', 'an emoji stays whole');
  const long = `${'Texto da descrição que continua por um bom trecho '.repeat(3)}antes\u000bdepois`;
  assert.match(at(1, ['botox', long, '', ''])[0], /Título = …[^…]*antes\u000bdepois$/);
  assert.match(formatProblemText({ ...badPrice(), row: { headers: ['Endereço (slug)', 'Título'], values: ['botox', long], column: 1 } }), /antes␋depois/);
});

test('text: warnings are marked as such and the summary says whether the site was built', () => {
  assert.match(formatProblemText(unknownColumn()), /^⚠ aviso {2}Coluna ignorada\n {2}servicos\.xlsx › Serviços › linha 1, coluna "Obs" \(Q1\)\n/);
  assert.equal(summaryLine([]), 'Planilhas sem problemas.');
  assert.equal(summaryLine([unknownColumn()]), '0 erro(s) e 1 aviso(s) nas planilhas.');
  assert.equal(
    summaryLine([badPrice(), unknownColumn()]),
    '1 erro(s) e 1 aviso(s) nas planilhas. O site não foi gerado; a versão anterior continua intacta.',
  );
  const text = formatProblems([badPrice(), unknownColumn()], 'text', 'sheets');
  assert.equal(text, [formatProblemText(badPrice()), formatProblemText(unknownColumn()), summaryLine([badPrice(), unknownColumn()])].join('\n\n'));
  // validate and diff build nothing: their summary does not speak of a site.
  assert.equal(summaryLine([badPrice()], 'check'), '1 erro(s) e 0 aviso(s) nas planilhas. Corrija os erros e confira de novo.');
  assert.ok(formatProblems([badPrice()], 'text', 'sheets', 'check').endsWith('Corrija os erros e confira de novo.'));
  // A folder that is not there: nothing was read, so nothing is counted "nas planilhas".
  const noFolder = problem('PASTA_AUSENTE', { folder: 'planilhas', reason: 'ela não existe' }, { file: 'planilhas' });
  assert.equal(summaryLine([noFolder], 'check'), 'Nenhuma planilha foi lida.');
  assert.equal(summaryLine([noFolder]), 'Nenhuma planilha foi lida. O site não foi gerado; a versão anterior continua intacta.');
});

test('json: one parseable report with counts, each problem located and without the row context', () => {
  const report = JSON.parse(formatProblems([badPrice(), unknownColumn()], 'json', 'sheets'));
  assert.equal(report.ok, false);
  assert.equal(report.errors, 1);
  assert.equal(report.warnings, 1);
  assert.deepEqual(report.problems[0], {
    code: 'PRECO_INVALIDO',
    severity: 'error',
    title: 'Preço não reconhecido',
    message: 'Não foi possível entender o preço.',
    hint: HINT,
    location: { file: 'servicos.xlsx', sheet: 'Serviços', row: 14, column: 'Preço', cell: 'D14' },
    value: 'R$ abc',
    where: 'servicos.xlsx › Serviços › linha 14, coluna "Preço" (D14)',
  });
  assert.equal(report.problems[1].severity, 'warning');
  assert.deepEqual(JSON.parse(formatProblems([unknownColumn()], 'json', 'sheets')).ok, true);
});

test('github: one workflow command per problem, with file, line and title, then the summary', () => {
  const lines = formatProblems([badPrice(), unknownColumn()], 'github', 'sheets').split('\n');
  assert.deepEqual(lines, [
    '::error file=sheets/servicos.xlsx,line=14,title=Preço não reconhecido::' +
      `servicos.xlsx › Serviços › linha 14, coluna "Preço" (D14): Não foi possível entender o preço. (valor: "R$ abc") ${HINT}`,
    '::warning file=sheets/servicos.xlsx,line=1,title=Coluna ignorada::' +
      'servicos.xlsx › Serviços › linha 1, coluna "Obs" (Q1): A coluna "Obs" não é usada pelo site e foi ignorada. ' +
      'Se era para ser uma das colunas do site, corrija o título. Colunas usadas: "Preço".',
    '1 erro(s) e 1 aviso(s) nas planilhas. O site não foi gerado; a versão anterior continua intacta.',
  ]);
});

test('github: a problem of the sheets folder itself names the folder once, as given or absolute', () => {
  for (const folder of ['planilhas', '/tmp/planilhas']) {
    const missing = problem('PASTA_AUSENTE', { folder, reason: 'ela não existe' }, { file: folder });
    assert.match(formatProblems([missing], 'github', folder).split('\n')[0], new RegExp(`^::error file=${folder.replace(/\//g, '\\/')},title=`), folder);
  }
});

test('github: newlines and % in the text are escaped, and so are : and , in properties; no line without a row', () => {
  const custom: Problem = {
    ...problem('CAMPO_AUSENTE', { field: 'Telefone', description: '' }, { file: 'configuracoes.xlsx', sheet: 'Clínica' }),
    title: 'Título: com vírgula, e dois-pontos',
    message: 'Primeira linha\nsegunda linha\r\n100%',
  };
  assert.equal(
    formatProblems([custom], 'github', 'planilhas').split('\n')[0],
    '::error file=planilhas/configuracoes.xlsx,title=Título%3A com vírgula%2C e dois-pontos::' +
      'configuracoes.xlsx › Clínica: Primeira linha%0Asegunda linha%0D%0A100%25 ' +
      'Acrescente uma linha com "Telefone" na primeira coluna e o valor na segunda.',
  );
});

/** The same empty required cell in `count` rows from row 2, as ten thousand pasted rows give. */
const emptyTitles = (count: number, code: 'VALOR_OBRIGATORIO' | 'PRECO_INVALIDO' = 'VALOR_OBRIGATORIO', column = 'Título') =>
  Array.from({ length: count }, (_, i) =>
    code === 'VALOR_OBRIGATORIO'
      ? problem('VALOR_OBRIGATORIO', { column, description: 'O nome do serviço.' }, { file: 'servicos.xlsx', sheet: 'Serviços', row: i + 2, column, cell: `B${i + 2}` })
      : problem('PRECO_INVALIDO', {}, { file: `f${i}.xlsx`, sheet: 'Serviços', row: 2, column, cell: 'E2' }),
  );

test('text: the same problem in the same column of 10,000 rows is one entry with its rows, in pt-BR numbers', () => {
  const problems = [...emptyTitles(10_000), badPrice()];
  const text = formatProblems(problems, 'text', 'sheets');
  const entries = text.split('\n\n');
  assert.equal(entries.length, 3);
  assert.match(entries[0], /servicos\.xlsx › Serviços › linhas 2–10\.001, coluna "Título" \(10\.000 vezes\)/);
  assert.equal(entries[2], '10001 erro(s) e 0 aviso(s) nas planilhas. O site não foi gerado; a versão anterior continua intacta.');
});

test('every format caps each kind of problem and says how many were left out', () => {
  const problems = emptyTitles(500, 'PRECO_INVALIDO'); // 500 different files: nothing to group, so the cap applies
  const text = formatProblems(problems, 'text', 'sheets').split('\n\n');
  assert.equal(text.length, 20 + 2);
  assert.equal(text[20], '… e mais 480 problema(s) "Preço não reconhecido" em outros lugares, não mostrados: corrija os de cima e confira de novo.');
  const json = JSON.parse(formatProblems(problems, 'json', 'sheets'));
  assert.equal(json.errors, 500);
  assert.equal(json.problems.length, 20);
  assert.deepEqual(json.omitted, { 'Preço não reconhecido': 480 });
  const grouped = JSON.parse(formatProblems(emptyTitles(150_000), 'json', 'sheets'));
  assert.equal(grouped.problems.length, 1);
  assert.equal(grouped.problems[0].occurrences, 150_000);
  assert.equal(grouped.problems[0].rows, '2–150.001');
  const github = formatProblems(problems, 'github', 'sheets').split('\n');
  assert.equal(github.length, 20 + 2);
});

test('control characters from a cell are shown, never sent to the terminal', () => {
  const hostile = problem('CAMPO_DESCONHECIDO', { field: 'x\u001b[2J\u001b]0;titulo\u0007\rfalso', missing: [] }, { file: 'configuracoes.xlsx', sheet: 'Cl\u001b[31mínica', row: 3 });
  for (const format of ['text', 'github'] as const) {
    const out = formatProblems([hostile], format, 'sheets');
    assert.doesNotMatch(out, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/, format);
    assert.match(out, /x␛\[2J␛\]0;titulo␇/, format);
  }
  assert.doesNotMatch(formatProblems([hostile], 'json', 'sheets'), /[\u0000-\u0009\u000b-\u001f]/);
});

test('a problem in a workbook downloaded from a link carries a link that opens the spreadsheet, in every format', () => {
  const link = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit#gid=0&range=D14';
  const linked = badPrice();
  linked.location.link = link;
  const text = formatProblems([linked], 'text', 'sheets');
  assert.match(text, /servicos\.xlsx › Serviços › linha 14, coluna "Preço" \(D14\)\n  Abrir na planilha: https:\/\/docs\.google\.com\/spreadsheets\/d\/1AbCdEfGhIjKlMnOpQrStUvWxYz\/edit#gid=0&range=D14\n/);
  assert.equal(JSON.parse(formatProblems([linked], 'json', 'sheets')).problems[0].location.link, link);
  assert.ok(formatProblems([linked], 'github', 'sheets').split('\n')[0].endsWith(`Abrir na planilha: ${link}`));
  assert.doesNotMatch(formatProblems([badPrice()], 'text', 'sheets'), /Abrir na planilha/);
});

/** Five photo links in rows 9–13 of one column, each failing for its own reason. */
const failedLinks = (): Problem[] =>
  ['o servidor respondeu 404', 'demorou mais de 15 segundos', 'não é uma imagem (é uma página)', 'redirecionou mais de 5 vezes', 'passou de 25 MB'].map((reason, i) =>
    problem('IMAGEM_REMOTA_FALHOU', { url: `https://fotos.example/${i + 1}.jpg`, reason }, { file: 'servicos.xlsx', sheet: 'Serviços', row: 9 + i, column: 'Imagem', cell: `F${9 + i}` }),
  );

/** One blog text with three different advertising expressions (same row, same column). */
const advertising = (): Problem[] =>
  ['resultado garantido', 'a melhor clínica', '100% de satisfação'].map((found) =>
    problem('PUBLICIDADE_PROMESSA', { found, reason: 'promete resultado', suggestion: 'descreva o procedimento' }, { file: 'blog.xlsx', sheet: 'Blog', row: 4, column: 'Conteúdo', cell: 'E4' }),
  );

test('a group never hides different failures: each distinct message is listed with its rows, in every format', () => {
  for (const [problems, expected] of [
    [failedLinks(), ['1.jpg: o servidor respondeu 404', '2.jpg: demorou mais de 15 segundos', '3.jpg: não é uma imagem', '4.jpg: redirecionou', '5.jpg: passou de 25 MB']],
    [advertising(), ['resultado garantido', 'a melhor clínica', '100% de satisfação']],
  ] as const) {
    const text = formatProblems([...problems], 'text', 'sheets');
    const json = JSON.parse(formatProblems([...problems], 'json', 'sheets'));
    const github = formatProblems([...problems], 'github', 'sheets');
    assert.equal(json.problems.length, 1, 'still one group');
    assert.equal(json.problems[0].variants.length, expected.length);
    for (const part of expected) {
      assert.ok(text.includes(part), `text: ${part}`);
      assert.ok(json.problems[0].variants.some((v: { message: string }) => v.message.includes(part)), `json: ${part}`);
      assert.ok(github.replace(/%0A/g, '\n').replace(/%25/g, '%').includes(part), `github: ${part}`);
    }
  }
  const text = formatProblems(failedLinks(), 'text', 'sheets');
  assert.match(text, /linhas 9–13, coluna "Imagem" \(5 vezes\)\n {2}5 mensagens diferentes:\n {2}• linha 9: Não foi possível baixar a imagem de https:\/\/fotos\.example\/1\.jpg: o servidor respondeu 404\.\n {2}• linha 10: /);
  assert.deepEqual(JSON.parse(formatProblems(failedLinks(), 'json', 'sheets')).problems[0].variants.map((v: { rows: string }) => v.rows), ['9', '10', '11', '12', '13']);
});

test('the same message in many rows stays one line, and distinct messages beyond the cap are counted', () => {
  const same = Array.from({ length: 3 }, (_, i) => failedLinks()[0]).map((p, i) => ({ ...p, location: { ...p.location, row: 20 + i } }));
  const json = JSON.parse(formatProblems(same, 'json', 'sheets'));
  assert.equal(json.problems[0].variants, undefined);
  const many = Array.from({ length: 14 }, (_, i) =>
    problem('IMAGEM_REMOTA_FALHOU', { url: `https://fotos.example/${i}.jpg`, reason: 'o servidor respondeu 404' }, { file: 'servicos.xlsx', sheet: 'Serviços', row: 2 + i, column: 'Imagem', cell: `F${2 + i}` }),
  );
  const capped = JSON.parse(formatProblems(many, 'json', 'sheets')).problems[0];
  assert.equal(capped.variants.length, 10);
  assert.equal(capped.unlistedOccurrences, 4);
  assert.match(formatProblems(many, 'text', 'sheets'), /… e mais 4 ocorrência\(s\) com outras mensagens, não mostradas\./);
});

test('grouped messages that need different fixes each keep their own "O que fazer", in every format', () => {
  const at = (row: number) => ({ file: 'configuracoes.xlsx', sheet: 'Clínica', row, column: 'Valor', cell: `B${row}` });
  const problems = [
    problem('FORMATO_INVALIDO', { column: 'Telefone', expected: 'Telefone no formato nacional, ex.: (11) 5555-0100.' }, at(9)),
    problem('FORMATO_INVALIDO', { column: 'E-mail', expected: 'E-mail completo, ex.: contato@clinica.example.' }, at(11)),
    problem('FORMATO_INVALIDO', { column: 'UF', expected: 'Sigla do estado, ex.: SP.' }, at(15)),
  ];
  const text = formatProblems(problems, 'text', 'sheets');
  assert.match(text, /• linha 9: O valor de "Telefone" não está no formato esperado\. O que fazer: Telefone no formato nacional, ex\.: \(11\) 5555-0100\./);
  assert.match(text, /• linha 11: O valor de "E-mail" não está no formato esperado\. O que fazer: E-mail completo/);
  assert.match(text, /• linha 15: O valor de "UF" não está no formato esperado\. O que fazer: Sigla do estado, ex\.: SP\./);
  assert.equal(text.match(/O que fazer/g)!.length, 3, 'no shared hint that speaks for the first one only');
  const json = JSON.parse(formatProblems(problems, 'json', 'sheets'));
  assert.deepEqual(json.problems[0].variants.map((v: { hint: string }) => v.hint), problems.map((p) => p.hint));
  const github = formatProblems(problems, 'github', 'sheets');
  for (const p of problems) assert.ok(github.includes(p.hint.replace(/,/g, ',')), p.hint);
});
