/**
 * Each compliance rule fires on a copy of the sample with one offending cell, at that cell; the sample itself is
 * silent; `--strict` turns the findings into errors and a failing exit code.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { standardOutput } from '../cli/stdout.ts';
import { main } from '../cli/main.ts';
import type { Problem } from '../errors/problems.ts';
import { readSheets } from '../read/read-sheets.ts';
import type { SheetRecords } from '../validate/records.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { copySample, editWorkbook, SAMPLE_SHEETS, setCell, type Grid } from '../../test/support/sheet-fixtures.ts';
import { checkCompliance } from './check-compliance.ts';
import { complianceOfSheets } from './compliance-of-sheets.ts';

let sheets = '';
let findings: Problem[] = [];

const edit = (workbook: string, tab: string, change: (grid: Grid) => void) =>
  editWorkbook(sheets, workbook, (tabs) => change(tabs.get(tab)!));

before(() => {
  sheets = copySample('clinic-site-compliance-');
  edit('servicos', 'Serviços', (g) => {
    setCell(g, 'botox', 'Descrição curta', 'O melhor tratamento para rugas, feito sem dor, que melhora a expressão.');
    setCell(g, 'botox', 'Oferta', 'Avaliação gratuita na primeira visita.');
    setCell(g, 'botox', 'Benefícios', 'Suaviza linhas de expressão\nResultado garantido');
    setCell(g, 'botox', 'Conteúdo', '## Como funciona\n\nAplicação com DERMALUX, com resultados permanentes.');
  });
  edit('servicos', 'Perguntas', (g) => {
    g[1][2] = 'É 100% seguro e sem riscos.';
  });
  edit('tratamentos', 'Tratamentos', (g) => {
    setCell(g, 'harmonizacao-facial', 'Título', 'Harmonização facial única');
    // Sober sentences that name a promise only to deny it, or "melhores resultados" as an instruction: no finding.
    setCell(g, 'tratamento-para-melasma', 'Descrição curta', 'Nenhum procedimento garante resultado; para melhores resultados, siga as orientações. Não é o melhor caminho para todos.');
  });
  edit('configuracoes', 'Textos', (g) => setCell(g, 'Título principal (início)', null, 'Pele perfeita o ano todo'));
  edit('configuracoes', 'Depoimentos', (g) => {
    g[1][1] = 'Ganhei uma sessão de cortesia e amei.';
  });
  editWorkbook(sheets, 'configuracoes', (tabs) => {
    tabs.set('Marcas', [['Marca', 'Nome genérico'], ['Dermalux', 'aparelho de luz de LED']]);
  });
  findings = complianceOfSheets(sheets);
});
after(() => rmSync(dirname(sheets), { recursive: true, force: true }));

const at = (code: string, cell: string, sheet: string) =>
  findings.filter((p) => p.code === code && p.location.cell === cell && p.location.sheet === sheet);

test('the sample sheets are silent', () => {
  assert.deepEqual(complianceOfSheets(SAMPLE_SHEETS), []);
});

test('superlatives and promises (CFM 2.336/2023) are located warnings with a rewording', () => {
  const expected: [string, string, string][] = [
    ['Serviços', 'D2', 'O melhor'],
    ['Serviços', 'D2', 'sem dor'],
    ['Serviços', 'L2', 'garantido'],
    ['Serviços', 'J2', 'resultados permanentes'],
    ['Perguntas', 'C2', '100%'],
    ['Perguntas', 'C2', 'sem riscos'],
    ['Tratamentos', 'B2', 'única'],
    ['Textos', 'B2', 'perfeita'],
  ];
  for (const [sheet, cell, found] of expected) {
    const hit = at('PUBLICIDADE_PROMESSA', cell, sheet).find((p) => p.message.includes(`"${found}"`));
    assert.ok(hit, `${sheet}!${cell} "${found}"`);
    assert.equal(hit.severity, 'warning');
    assert.match(hit.message, /Resolução CFM 2\.336\/2023/);
    assert.ok(hit.hint.length > 10, 'has a suggested rewording');
    assert.ok(hit.row, 'carries the row for the caret');
  }
  // "melhora" in the same cell is not "melhor": D2 has exactly the two findings above.
  assert.equal(at('PUBLICIDADE_PROMESSA', 'D2', 'Serviços').length, 2);
  const d2 = at('PUBLICIDADE_PROMESSA', 'D2', 'Serviços')[0];
  assert.deepEqual(d2.location, { file: 'servicos.xlsx', sheet: 'Serviços', row: 2, column: 'Descrição curta', cell: 'D2' });
});

test('a free service (Decree-Law 4.113/1942) is a warning with the reason', () => {
  const offer = at('PUBLICIDADE_GRATUITO', 'M2', 'Serviços');
  assert.equal(offer.length, 1);
  assert.match(offer[0].message, /"gratuita".*Decreto-Lei 4\.113\/1942/);
  assert.equal(at('PUBLICIDADE_GRATUITO', 'B2', 'Depoimentos').length, 1);
});

test("a brand from the optional 'Marcas' tab is flagged, with its generic name as the suggestion", () => {
  const [brand] = at('PUBLICIDADE_MARCA', 'J2', 'Serviços');
  assert.ok(brand);
  assert.match(brand.message, /"DERMALUX"/);
  assert.equal(brand.hint, 'Troque "DERMALUX" por "aparelho de luz de LED".');
});

test('exactly the planted findings: nothing else in the sample copy fires', () => {
  assert.equal(findings.length, 11, findings.map((p) => `${p.location.sheet}!${p.location.cell} ${p.message}`).join('\n'));
});

test('in a testimonial, the suggestion is to publish it as the patient wrote it or not at all, never to reword it', () => {
  const records = validateSheets(readSheets(SAMPLE_SHEETS)).records!;
  const [first] = records.testimonials;
  const remove = 'Um depoimento são as palavras da paciente e não deve ser reescrito: tire este depoimento do site (apague a linha na aba Depoimentos) ou troque-o por outro que fale do atendimento recebido, ';
  const cases: [field: 'text' | 'treatment', typed: string, message: string, hint: string][] = [
    [
      'text',
      'A Dra. Helena é a melhor dermatologista de São Paulo!',
      'O depoimento diz "a melhor": a publicidade médica não pode usar superlativos nem se comparar a outros (Resolução CFM 2.336/2023).',
      `${remove}sem superlativos nem promessa de resultado.`,
    ],
    [
      'text',
      'Ganhei a limpeza de pele de brinde.',
      'O depoimento diz "brinde": a Resolução CFM 2.336/2023 permite divulgar preços, descontos e campanhas promocionais, mas não vinculá-los a sorteios, brindes, prêmios ou vendas casadas, e um apelo de urgência trata o procedimento médico como mercadoria.',
      `${remove}sem sorteio, brinde nem prêmio.`,
    ],
    // The treatment a testimonial names is the clinic's label, not the patient's words: reworded as any other text.
    [
      'treatment',
      'Harmonização perfeita',
      'O texto diz "perfeita": é uma promessa de resultado (Resolução CFM 2.336/2023).',
      'Use "natural" ou "harmonioso", ou descreva o objetivo do tratamento.',
    ],
  ];
  for (const [field, typed, message, hint] of cases) {
    const testimonial = { ...first, value: { ...first.value, [field]: typed } };
    const found = checkCompliance({ ...records, testimonials: [testimonial] });
    assert.deepEqual(found.map((p) => [p.location.sheet, p.location.column, p.message, p.hint]), [['Depoimentos', field === 'text' ? 'Depoimento' : 'Tratamento', message, hint]], typed);
  }
});

test('LGPD and CFM settings: consent text, privacy, CRM, RQE and technical director are asserted', () => {
  const set = readSheets(SAMPLE_SHEETS);
  const records = validateSheets(set).records!;
  assert.deepEqual(checkCompliance(records), []);
  // The schemas require these, so only a hand-made record can lack them: the rule must still fire.
  const broken: SheetRecords = {
    ...records,
    texts: { ...records.texts, value: { ...records.texts.value, consentText: ' ' } },
    clinic: { ...records.clinic, value: { ...records.clinic.value, doctorRqe: '' } },
  };
  const problems = checkCompliance(broken);
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.cell]), [
    ['PUBLICIDADE_DADO_OBRIGATORIO', 'error', 'B5'],
    ['PUBLICIDADE_DADO_OBRIGATORIO', 'error', 'B30'],
  ]);
  assert.match(problems[1].message, /LGPD/);
});

test('the clinic\'s registration at the CRM (CFM 2.336/2023, art. 5º): a warning when the Clínica tab lacks it', () => {
  const records = validateSheets(readSheets(SAMPLE_SHEETS)).records!;
  assert.equal(records.clinic.value.clinicCrm, 'CRM-SP 000001');
  const { clinicCrm: _dropped, ...withoutIt } = records.clinic.value;
  const problems = checkCompliance({ ...records, clinic: { ...records.clinic, value: withoutIt } });
  assert.deepEqual(problems.map((p) => [p.code, p.severity, p.location.sheet]), [['PUBLICIDADE_REGISTRO_DA_CLINICA', 'warning', 'Clínica']]);
  assert.match(problems[0].hint, /"Registro da clínica no CRM"/);
});

test('validate warns (exit 0) and validate --strict makes the findings errors (exit 1)', async () => {
  const errors: string[] = [];
  const write = process.stderr.write;
  const log = console.log;
  const data = standardOutput.write;
  process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as typeof process.stderr.write;
  console.log = (text: string) => errors.push(text);
  standardOutput.write = (text) => errors.push(text);
  try {
    assert.equal(await main(['validate', '--sheets', sheets]), 0);
    assert.equal(await main(['validate', '--sheets', sheets, '--strict']), 1);
    assert.equal(await main(['validate', '--sheets', sheets, '--strict', '--format', 'github']), 1);
  } finally {
    process.stderr.write = write;
    console.log = log;
    standardOutput.write = data;
  }
  const github = errors.at(-1)!;
  assert.match(github, /^::error file=.*servicos\.xlsx,line=2/m);
});

/** The findings of the sample with one treatment's short description replaced by `text`. */
/** The sample's records, read and validated once: each case below only replaces one text (nothing is mutated). */
let sampleRecords: SheetRecords | undefined;

function findingsForDescription(text: string): string[] {
  const records = (sampleRecords ??= validateSheets(readSheets(SAMPLE_SHEETS)).records!);
  const [first, ...rest] = records.treatments;
  const edited: SheetRecords = { ...records, treatments: [{ ...first, value: { ...first.value, description: text } }, ...rest] };
  return checkCompliance(edited).map((p) => p.message);
}

test('a negation in an earlier sentence or list item does not excuse a promise', () => {
  for (const text of ['Não perca! Resultado garantido.', 'Não espere mais: tratamento sem dor.', '- Não deixa marcas\n- Sem riscos']) {
    assert.equal(findingsForDescription(text).length, 1, text);
  }
  assert.deepEqual(findingsForDescription('Nenhum procedimento é sem riscos, e não existe resultado garantido.'), []);
});

test('"único" as a count and "o melhor" as advice need no rewording; the claims still do', () => {
  const honest = [
    'Aplicação em dose única, com retorno em 15 dias.',
    'Feito em uma única sessão.',
    'Pagamento em parcela única ou no cartão.',
    'Cada pele é única, por isso o plano é individual.',
    'Escolha o melhor horário para você.',
    'A melhor forma de prevenir manchas é o protetor solar diário.',
  ];
  for (const text of honest) assert.deepEqual(findingsForDescription(text), [], text);
  const claims = ['A única clínica de Moema com este laser.', 'Uma técnica única no Brasil.', 'O melhor tratamento para rugas.', 'O melhor e mais completo atendimento.'];
  for (const text of claims) assert.equal(findingsForDescription(text).length, 1, text);
});

test('"número 1" as a ranking is a promise; as an ordinal ("passo número 1", "a frase número 1", "item nº 1") it is not', () => {
  const cases: [text: string, ranking: boolean][] = [
    ['A clínica número 1 em harmonização facial.', true],
    ['Somos a clínica número 1.', true],
    ['Número 1 em dermatologia estética.', true],
    ['Dermatologia nº 1 do Brasil.', true],
    ['Somos o n° 1 de Moema.', true],
    ['O passo número 1 da rotina é o protetor solar.', false],
    ['Esta é a frase número 1 sobre a pele.', false],
    ['Veja o item nº 1 da lista de cuidados.', false],
    ['Na etapa nº 1, a pele é limpa.', false],
    ['O sol é o inimigo número 1 da pele.', false],
    ['Segundo a Resolução CFM nº 1.974/2011, o site informa o CRM.', false],
    ['Agulhas de número 1,5 mm.', false],
  ];
  for (const [text, ranking] of cases) {
    const found = findingsForDescription(text);
    assert.equal(found.length, ranking ? 1 : 0, text);
    if (ranking) assert.match(found[0], /superlativos/, text);
  }
});

test('a raffle, a gift, a prize or retail urgency is a warning of its own; a price, a discount or a promotional campaign is not', () => {
  for (const text of ['Sorteio de uma sessão de skinbooster.', 'Compre e ganhe uma sessão de LED.', 'Promoção: compre 3 sessões e ganhe a 4ª.', 'Indique uma amiga e ganhe 10% de desconto.', 'Leve 3 pague 2 na limpeza de pele.', 'Concorra a um prêmio.', 'Black Friday: desconto imperdível.', 'Últimas vagas para a limpeza de pele.', 'Ganhe um brinde na primeira sessão.']) {
    const [message, ...more] = findingsForDescription(text);
    assert.equal(more.length, 0, text);
    assert.match(message ?? '', /permite divulgar preços, descontos e campanhas promocionais, mas não vinculá-los a sorteios, brindes, prêmios ou vendas casadas/, text);
  }
  // Resolução CFM 2.336/2023 allows announcing discounts in promotional campaigns.
  for (const text of [
    'A partir de R$ 400; avaliação com desconto, abatida na primeira sessão.',
    'Promoção de botox neste mês: 10% de desconto na primeira sessão.',
    '20% OFF na limpeza de pele em março.',
    'Condição promocional para pacotes de 4 sessões.',
    'O bioestimulador ajuda para que a pele ganhe firmeza aos poucos.',
  ]) {
    assert.deepEqual(findingsForDescription(text), [], text);
  }
});

test('the same claims in the other ways staff write them are found too', () => {
  const claims = [
    'Somos a clínica nº1 em harmonização.', 'Clínica n°1 de Moema.', 'Somos o número um em botox.', 'A clínica top 1 da cidade.',
    'Referência nacional em preenchimento.', 'Tecnologia mais moderna.', 'O procedimento mais seguro do mercado: o mais seguro.',
    'Procedimento sem nenhum efeito colateral.', 'Efeito imediato.', 'Fique 10 anos mais jovem.',
    'Resultado ou seu dinheiro de volta.', 'Vagas limitadas para este mês.', 'Garanta já o seu horário.',
    'O laser cura a acne.', 'Tratamento que cura o melasma.', 'Acabe de vez com as manchas.', 'Livre-se de vez da celulite.',
    'Elimina para sempre os pelos.', 'Elimine de vez a flacidez.',
  ];
  for (const text of claims) assert.ok(findingsForDescription(text).length >= 1, text);
  // Honest text with the same words stays quiet.
  const honest = ['O protetor solar deve ser usado todos os dias, não só no verão.', 'Em primeiro lugar, a avaliação médica.', 'Os cuidados do dia a dia ajudam a manter o efeito por mais tempo.', 'Os fios ficam para sempre na pele?', 'O tempo de cura da pele após o peeling é de 7 dias.', 'Use o protetor de vez em quando ao longo do dia.', 'A acne tem tratamento, mas não uma cura definida para todos.'];
  for (const text of honest) assert.deepEqual(findingsForDescription(text), [], text);
});

test('a place won, a technique "mais eficaz" and a result "para sempre" are found; the same words said soberly are not', () => {
  const claims = [
    'Conquistamos o primeiro lugar em harmonização facial.', 'Primeiro lugar no ranking de clínicas de Moema.',
    'Clínica 1º lugar em botox.', 'O tratamento mais eficaz para o melasma.', 'Técnica mais eficaz do mercado.',
    'Resultados para sempre.', 'Pele jovem para sempre.', 'Diga adeus para sempre às rugas.',
  ];
  for (const text of claims) {
    const [message, ...more] = findingsForDescription(text);
    assert.equal(more.length, 0, text);
    assert.match(message ?? '', /Resolução CFM 2\.336\/2023/, text);
  }
  const honest = [
    'Em primeiro lugar, a avaliação médica.', 'O protetor é mais eficaz quando reaplicado a cada duas horas.',
    'Qual tratamento é mais eficaz para mim? Isso é visto na avaliação.', 'Os fios ficam para sempre na pele?',
    'Ninguém fica jovem para todo o sempre, mas a pele pode ser cuidada.',
    'Em primeiro lugar na consulta, a médica examina a pele.', 'O primeiro lugar onde a paciente é ouvida é a consulta.',
  ];
  for (const text of honest) assert.deepEqual(findingsForDescription(text), [], text);
});

test('"antes e depois" is a gentle warning naming the conditions; the care before and after a session is not', () => {
  const photos = [
    'Veja o antes e depois: resultados reais de pacientes.', 'Fotos de antes e depois no Instagram.', 'Antes x depois: 3 sessões.',
    // A preposition after it is no exemption by itself: what follows is the patients or the treatment's result.
    'Fotos de antes e depois de pacientes.', 'Galeria de antes e depois das pacientes.', 'O antes e depois do tratamento da Maria.',
  ];
  for (const text of photos) {
    const [message, ...more] = findingsForDescription(text);
    assert.equal(more.length, 0, text);
    assert.match(message ?? '', /permite mostrar o resultado de pacientes só com finalidade educativa e sob condições/, text);
  }
  const records = validateSheets(readSheets(SAMPLE_SHEETS)).records!;
  const [first, ...rest] = records.treatments;
  const [found] = checkCompliance({ ...records, treatments: [{ ...first, value: { ...first.value, description: 'Veja o antes e depois.' } }, ...rest] });
  assert.equal(found.severity, 'warning');
  assert.match(found.hint, /complicações possíveis.*satisfatórias e insatisfatórias.*sem retoque.*autorização por escrito/);
  const honest = [
    'Os cuidados antes e depois do procedimento são explicados na consulta.', 'Evite sol antes e depois da sessão.',
    'Antes e depois de cada aplicação, limpe a pele.', 'Use protetor solar antes e depois da exposição ao sol.',
    'Evite maquiagem antes e depois das sessões de laser.', 'Hidrate-se antes e depois do treino.',
  ];
  for (const text of honest) assert.deepEqual(findingsForDescription(text), [], text);
});

test('a policy text naming another retention period than the "Prazo de guarda (dias)" field is a warning', () => {
  const records = validateSheets(readSheets(SAMPLE_SHEETS)).records!;
  const withDays = (retentionDays: string): SheetRecords => ({ ...records, privacy: { ...records.privacy, value: { ...records.privacy.value, retentionDays } } });
  // The sample's text says "guardados por até 180 dias" (and the cookie's 30 days, in a sentence about something else).
  assert.deepEqual(checkCompliance(withDays('180')), []);
  const [found, ...more] = checkCompliance(withDays('90'));
  assert.equal(more.length, 0);
  assert.equal(found.code, 'PRIVACIDADE_PRAZO_DIVERGENTE');
  assert.match(found.message, /guardados por 180 dias, mas o campo "Prazo de guarda \(dias\)" diz 90 dias/);
  assert.equal(found.location.column, 'Valor');
});

test('a text repeated in several cells is a finding at each of them (the search runs once per distinct text)', () => {
  const copy = copySample('clinic-site-compliance-repeated-');
  after(() => rmSync(dirname(copy), { recursive: true, force: true }));
  editWorkbook(copy, 'servicos', (tabs) => {
    const grid = tabs.get('Serviços')!;
    for (const slug of ['botox', 'preenchimento-labial', 'criolipolise']) setCell(grid, slug, 'Oferta', 'Resultado garantido na primeira sessão.');
  });
  const promises = complianceOfSheets(copy).filter((p) => p.code === 'PUBLICIDADE_PROMESSA');
  assert.equal(promises.length, 3, promises.map((p) => p.location.cell).join(' '));
  assert.equal(new Set(promises.map((p) => p.location.row)).size, 3, 'each at its own row');
  for (const p of promises) {
    assert.equal(p.location.column, 'Oferta');
    assert.equal(p.value, 'Resultado garantido na primeira sessão.');
  }
});
