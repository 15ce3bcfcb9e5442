/**
 * The blog workbook's validation: each rule on a copy of the sample whose 'Artigos' tab is edited in one line, with
 * the cell staff would fix. Row 2 is the first article (protecao-solar-no-dia-a-dia).
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cellOf, copySample, editWorkbook, rowIndex, setCell, type Grid } from '../../test/support/sheet-fixtures.ts';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from './validate-sheets.ts';

const FIRST = 'protecao-solar-no-dia-a-dia';
const copies: string[] = [];
after(() => copies.forEach((sheets) => rmSync(dirname(sheets), { recursive: true, force: true })));

function validateWith(edit: (grid: Grid) => void) {
  const sheets = copySample('clinic-site-blog-');
  copies.push(sheets);
  editWorkbook(sheets, 'blog', (tabs) => edit(tabs.get('Artigos')!));
  return validateSheets(readSheets(sheets));
}

const brief = (v: ReturnType<typeof validateWith>) =>
  v.problems.filter((p) => p.severity === 'error').map((p) => `${p.code} ${p.location.file} ${p.location.sheet} ${p.location.cell ?? ''}`);

test('the sample blog validates, with its dates read from the date cells', () => {
  const { records, problems } = validateSheets(readSheets(copySample('clinic-site-blog-')));
  assert.deepEqual(problems, []);
  assert.equal(records!.articles.length, 8);
  assert.equal(records!.articles[0].value.published, '2026-03-12');
});

const cases: [what: string, column: string, value: string, expected: string[]][] = [
  ['a date that is not a date', 'Data de publicação', '31/02/2026', ['DATA_INVALIDA blog.xlsx Artigos D2']],
  ['a two-digit year', 'Data de publicação', '12/03/26', ['DATA_INVALIDA blog.xlsx Artigos D2']],
  ['an update before the publication', 'Data de atualização', '01/01/2026', ['ATUALIZACAO_ANTES_DA_PUBLICACAO blog.xlsx Artigos E2']],
  ['an author without CRM', 'Autor(a)', 'Dr. Outro Exemplo', ['AUTOR_SEM_CRM blog.xlsx Artigos G2']],
  ['"Publicar" that is neither sim nor não', 'Publicar', 'talvez', ['FORMATO_INVALIDO blog.xlsx Artigos R2']],
  ['an unknown related service', 'Serviços relacionados', 'consulta-dermatologica\nnao-existe', ['REFERENCIA_DESCONHECIDA blog.xlsx Artigos L2']],
  ['an unknown related treatment', 'Tratamentos relacionados', 'nao-existe', ['REFERENCIA_DESCONHECIDA blog.xlsx Artigos M2']],
  ['an unknown related protocol', 'Protocolos relacionados', 'nao-existe', ['REFERENCIA_DESCONHECIDA blog.xlsx Artigos N2']],
  ['a cover image that is not in imagens/', 'Imagem de capa', 'nao-existe.jpg', ['IMAGEM_AUSENTE blog.xlsx Artigos I2']],
  ['an empty title', 'Título', '', ['VALOR_OBRIGATORIO blog.xlsx Artigos B2']],
  ['a slug with accents', 'Endereço (slug)', 'proteção-solar', ['SLUG_INVALIDO blog.xlsx Artigos A2']],
  ['an author CRM typed as the number alone', 'CRM do(a) autor(a)', '123456', ['FORMATO_INVALIDO blog.xlsx Artigos G2']],
  ['an author RQE typed as the number alone', 'RQE do(a) autor(a)', '54321', ['FORMATO_INVALIDO blog.xlsx Artigos H2']],
];
for (const [what, column, value, expected] of cases) {
  test(`${what} is an error at its cell`, () => {
    const validation = validateWith((grid) => setCell(grid, FIRST, column, value));
    assert.deepEqual(brief(validation), expected);
    assert.equal(validation.records, null);
  });
}

test('a second row with the same slug is an error naming the first row', () => {
  const validation = validateWith((grid) => grid.push([...grid[1]]));
  assert.deepEqual(brief(validation), ['SLUG_REPETIDO blog.xlsx Artigos A10']);
  assert.match(validation.problems[0].message, /linha 2/);
});

test('two articles to publish with the same title at different addresses are a warning naming both rows; a draft copy is not', () => {
  const SECOND = 'melasma-por-que-as-manchas-voltam';
  const copyTitles = (grid: Grid, titles: (title: string) => string = (title) => title) => {
    for (const column of ['Título', 'Título para o Google']) setCell(grid, SECOND, column, titles(cellOf(grid, FIRST, column)));
  };
  const found = (v: ReturnType<typeof validateWith>) => v.problems.map((p) => [p.code, p.severity, p.location.cell]);
  const same = validateWith((grid) => copyTitles(grid));
  assert.deepEqual(found(same), [['TITULO_REPETIDO', 'warning', 'B3'], ['TITULO_REPETIDO', 'warning', 'O3']]);
  for (const p of same.problems) assert.match(p.message, /linha 2 \(protecao-solar-no-dia-a-dia\)/);
  assert.match(same.problems[0].message, /feed/);
  assert.match(same.problems[1].message, /Google/);
  assert.ok(same.records, 'a warning: the site is still built');
  // Case, accents and spaces do not make another title for a reader.
  const retyped = validateWith((grid) => copyTitles(grid, (title) => ` ${title.toUpperCase().replace('Ç', 'C').replace(' ', '  ')}`));
  assert.deepEqual(found(retyped), [['TITULO_REPETIDO', 'warning', 'B3'], ['TITULO_REPETIDO', 'warning', 'O3']]);
  const draft = validateWith((grid) => {
    copyTitles(grid);
    setCell(grid, SECOND, 'Publicar', 'não');
  });
  assert.deepEqual(draft.problems, []);
});

test('a date cell that lost its date format, or a date written out, is an error that says which date it is and how to type it', () => {
  const number = validateWith((grid) => {
    (grid[rowIndex(grid, FIRST)] as unknown[])[grid[0].indexOf('Data de publicação')] = 46093; // a number cell, as Excel keeps 12/03/2026
  });
  assert.deepEqual(brief(number), ['DATA_INVALIDA blog.xlsx Artigos D2']);
  assert.match(number.problems[0].message, /número 46093.*perdeu o formato de data.*12\/03\/2026/);
  assert.match(number.problems[0].hint, /Formatar células › Data.*dd\/mm\/aaaa: 12\/03\/2026/);
  const writtenOut = validateWith((grid) => setCell(grid, FIRST, 'Data de publicação', '12 de março de 2026'));
  assert.deepEqual(brief(writtenOut), ['DATA_INVALIDA blog.xlsx Artigos D2']);
  assert.match(writtenOut.problems[0].message, /por extenso/);
  assert.equal(writtenOut.problems[0].hint, 'Digite-a como dd/mm/aaaa: 12/03/2026.');
  const noDay = validateWith((grid) => setCell(grid, FIRST, 'Data de atualização', 'março de 2026'));
  assert.deepEqual(brief(noDay), ['DATA_INVALIDA blog.xlsx Artigos E2']);
  assert.match(noDay.problems[0].hint, /dd\/mm\/aaaa, com o dia, o mês e o ano completo/);
});

test('dates typed as text in every way staff write them are accepted; an author with a CRM is accepted', () => {
  for (const date of ['12/03/2026', '12/3/2026', '12-03-2026', '2026-03-12']) {
    const validation = validateWith((grid) => setCell(grid, FIRST, 'Data de publicação', date));
    assert.deepEqual(brief(validation), [], date);
    assert.equal(validation.records!.articles[0].value.published, date);
  }
  const signed = validateWith((grid) => {
    setCell(grid, FIRST, 'Autor(a)', 'Dr. Outro Exemplo');
    setCell(grid, FIRST, 'CRM do(a) autor(a)', 'CRM-SP 111111');
  });
  assert.deepEqual(brief(signed), []);
});

test('an author without CRM in a sheet with no CRM column points at the author cell', () => {
  const validation = validateWith((grid) => {
    const crm = grid[0].indexOf('CRM do(a) autor(a)');
    for (const row of grid) row.splice(crm, 1);
    setCell(grid, FIRST, 'Autor(a)', 'Dr. Outro Exemplo');
  });
  assert.deepEqual(brief(validation), ['AUTOR_SEM_CRM blog.xlsx Artigos F2']);
});

test('a draft is validated too: a draft with a bad date still stops the build', () => {
  const validation = validateWith((grid) => {
    setCell(grid, FIRST, 'Publicar', 'não');
    setCell(grid, FIRST, 'Data de publicação', 'amanhã');
  });
  assert.deepEqual(brief(validation), ['DATA_INVALIDA blog.xlsx Artigos D2']);
});

test('without a blog workbook the sheets still validate (the blog is optional)', () => {
  const sheets = copySample('clinic-site-blog-');
  copies.push(sheets);
  unlinkSync(join(sheets, 'blog.xlsx'));
  const { records, problems } = validateSheets(readSheets(sheets));
  assert.deepEqual(problems, []);
  assert.deepEqual(records!.articles, []);
});

test('a body with an unclosed <style> or <math> is a warning at the body cell, and the article is still valid', () => {
  for (const [opening, closing] of [['<style>', '</style>'], ['<math>', '</math>'], ['<!--', '-->']]) {
    const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', `Primeiro parágrafo.\n\n${opening}\n\nSegundo parágrafo, que sumiria.`));
    const warnings = validation.problems.filter((p) => p.code === 'TEXTO_ENGOLIDO');
    assert.deepEqual(warnings.map((p) => [p.severity, p.location.file, p.location.sheet, p.location.row, p.location.column]), [['warning', 'blog.xlsx', 'Artigos', 2, 'Texto (Markdown)']], opening);
    assert.ok(warnings[0].message.includes(`"${opening}" sem o "${closing}"`), warnings[0].message);
    assert.match(warnings[0].message, /Segundo parágrafo, que sumiria/);
    assert.notEqual(validation.records, null);
  }
});

test('links in the text to pages that do not exist, and images by file name, are warnings at the text cell', () => {
  const body =
    '## Cuidados\n\nVeja [preenchimento labial](/servico/preenchimento-labial) e [lábios](/servico/preenchimento-labil).\n\n' +
    '![Sala de atendimento](clinica.svg)\n\n<img src="foto.jpg" alt="Foto">\n\n![Foto publicada](https://fotos.clinica.example/sala.jpg)\n\n' +
    'Mais em [outro artigo](/blog/nao-existe#inicio), na [lista](/servico/categoria/facial) e no [blog](/blog/pagina/2).';
  const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', body));
  const warnings = validation.problems.filter((p) => p.severity === 'warning');
  assert.deepEqual(warnings.map((p) => [p.code, p.location.cell, p.message.match(/"([^"]+)"/)![1]]), [
    ['LINK_PARA_PAGINA_INEXISTENTE', 'K2', '/servico/preenchimento-labil'],
    ['IMAGEM_NO_TEXTO_SEM_ENDERECO', 'K2', 'clinica.svg'],
    ['LINK_PARA_PAGINA_INEXISTENTE', 'K2', '/blog/nao-existe#inicio'],
    ['IMAGEM_NO_TEXTO_SEM_ENDERECO', 'K2', 'foto.jpg'],
  ]);
  assert.notEqual(validation.records, null, 'warnings: the site is still built');
});

test('links to addresses the site does not have, or written without their first "/", are warnings too', () => {
  const body =
    'Veja o [contato](/contato), os [serviços](/servicos/botox), o [preenchimento](servico/preenchimento-labial) e ' +
    'a [agenda](/agendar-online), a [lista](/servico?categoria=facial), o [início](/#contato), um [e-mail](mailto:a@b.example), ' +
    'o [telefone](tel:+551155550100), [outro site](https://www.sbd.org.br/), esta [seção](#cuidados) e a [política](/politica-de-privacidade/).';
  const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', body));
  assert.deepEqual(validation.problems.map((p) => [p.code, p.message.match(/"([^"]+)"/)![1]]), [
    ['LINK_PARA_PAGINA_INEXISTENTE', '/contato'],
    ['LINK_PARA_PAGINA_INEXISTENTE', '/servicos/botox'],
    ['LINK_PARA_PAGINA_INEXISTENTE', 'servico/preenchimento-labial'],
  ]);
  assert.match(validation.problems[2].hint, /^Talvez seja "\/servico\/preenchimento-labial"/);
  // The advice fits what was meant: another site, or a page of this one written as a relative path.
  const advice = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', 'Veja a [SBD](www.sbd.org.br) e o [botox](../servico/botox).'));
  assert.deepEqual(advice.problems.map((p) => p.hint.match(/(?:escreva|Talvez seja) "([^"]+)"/)![1]), ['https://www.sbd.org.br', '/servico/botox']);
  // Addresses the site does have: a category's numbered page, a file of publico/ as the servers answer it.
  const real = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', '[Facial, página 2](/servico/categoria/facial/pagina/2) e [categoria](/tratamento/categoria/facial).'));
  assert.deepEqual(real.problems, []);
  const wrongCategory = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', '[Rosto](/servico/categoria/rosto).'));
  assert.deepEqual(wrongCategory.problems.map((p) => p.code), ['LINK_PARA_PAGINA_INEXISTENTE']);
});

test('a table in the text, which the sanitizer flattens into one paragraph, is a warning at the text cell', () => {
  const tables = [
    '| Área | Preço |\n|---|---|\n| Testa | R$ 400 |',
    'Valores:\n\nÁrea | Preço\n:--- | ---:\nTesta | R$ 400',
    '| Área | Preço |\n|--|--|\n| Testa | R$ 400 |',
    '| Área | Preço |\n| - | - |\n| Testa | R$ 400 |',
    '| Área |\n| --- |\n| Testa |',
    '<table><tr><td>Testa</td></tr></table>',
  ];
  for (const table of tables) {
    const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', table));
    assert.deepEqual(validation.problems.map((p) => [p.code, p.severity, p.location.cell]), [['TABELA_NO_TEXTO', 'warning', 'K2']], table);
  }
  for (const text of ['Manhã | tarde | noite: horários flexíveis.', 'Título\n---\n\nTexto.', 'Antes\n\n- - -\n\nDepois']) {
    assert.deepEqual(validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', text)).problems, [], text);
  }
});

test('a video pasted as an <iframe>, which the sanitizer removes whole, is a warning at the text cell', () => {
  const body = '## Vídeo\n\nVeja o vídeo:\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n\nE uma <b>nota</b> em HTML que fica.';
  const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', body));
  assert.deepEqual(validation.problems.map((p) => [p.code, p.severity, p.location.cell]), [['HTML_REMOVIDO_DO_TEXTO', 'warning', 'K2']]);
  assert.match(validation.problems[0].message, /<iframe>/);
});

test('a footnote, which the site would publish as typed ("[^1]: Fonte…"), is a warning at the text cell saying what to write instead', () => {
  const body = 'A radiação UV envelhece a pele.[^1]\n\n[^1]: Fonte: SBD, 2024.';
  const validation = validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', body));
  assert.deepEqual(validation.problems.map((p) => [p.code, p.severity, p.location.file, p.location.sheet, p.location.cell]), [
    ['NOTA_DE_RODAPE_NO_TEXTO', 'warning', 'blog.xlsx', 'Artigos', 'K2'],
  ]);
  assert.match(validation.problems[0].message, /"\[\^1\]"/);
  assert.match(validation.problems[0].hint, /entre parênteses.*Referências/);
  // Only the note's line, and a named mark, are footnotes too; brackets that are not one are not.
  for (const text of ['Texto.\n\n[^sbd]: Sociedade Brasileira de Dermatologia.', 'Veja o estudo[^nota-2].']) {
    assert.deepEqual(validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', text)).problems.map((p) => p.code), ['NOTA_DE_RODAPE_NO_TEXTO'], text);
  }
  for (const text of ['Use FPS 30 [ou mais] todos os dias.', 'Fonte: SBD, 2024 (Referências no fim).', 'Leia [^ este texto ].']) {
    assert.deepEqual(validateWith((grid) => setCell(grid, FIRST, 'Texto (Markdown)', text)).problems, [], text);
  }
});

test('a link to a draft article warns (its page does not exist); a <video> keeps its text and does not', () => {
  const validation = validateWith((grid) => {
    setCell(grid, 'acne-na-vida-adulta', 'Publicar', 'não');
    setCell(grid, FIRST, 'Texto (Markdown)', 'Leia [sobre acne](/blog/acne-na-vida-adulta).\n\n<video src="https://v.example/a.mp4">Baixe o vídeo.</video>');
  });
  assert.deepEqual(validation.problems.map((p) => [p.code, p.location.cell]), [['LINK_PARA_PAGINA_INEXISTENTE', 'K2']]);
});
