import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findTerms, hasAnyTerm, plainText } from './match.ts';
import { ADVERTISING_RULES } from './rules.ts';

test('findTerms ignores case and accents and keeps word boundaries', () => {
  const cases: [string, string[], string[]][] = [
    ['O MELHOR resultado', ['o melhor'], ['O MELHOR']],
    ['A Melhor clínica', ['a melhor'], ['A Melhor']],
    ['melhora a textura da pele', ['o melhor', 'a melhor'], []],
    ['ajuda a melhorar', ['a melhor'], []],
    ['um resultado melhor', ['o melhor'], []],
    ['Técnica ÚNICA', ['única'], ['ÚNICA']],
    ['tecnica unica', ['única'], ['unica']],
    ['usada unicamente no rosto', ['única'], []],
    ['Avaliação GRATUITA', ['gratuita'], ['GRATUITA']],
    ['consulta gratis', ['grátis'], ['gratis']],
    ['sessão de graça', ['de graça'], ['de graça']],
    ['com toda a graça', ['de graça'], []],
    ['Sem\ndor', ['sem dor'], ['Sem\ndor']],
    ['sem dores nas costas', ['sem dor'], []],
    ['100% natural e 100 % seguro', ['100%'], ['100%', '100 %']],
    ['1100% não', ['100%'], []],
    ['resultado garantido.', ['garantido'], ['garantido']],
    ['garantidamente', ['garantido'], []],
    ['cortesias', ['cortesia'], []],
    // Accents typed as separate combining marks (U+0301), and capital accented letters.
    ['Técnica u\u0301nica', ['única'], ['u\u0301nica']],
    ['CONSULTA GRÁTIS', ['grátis'], ['GRÁTIS']],
    ['SERVIÇO GRATUITO', ['gratuito'], ['GRATUITO']],
  ];
  for (const [text, terms, found] of cases) {
    assert.deepEqual(findTerms(text, terms).map((m) => m.found), found, text);
  }
});

test('findTerms reports the index in the original text even after accented letters', () => {
  const [match] = findTerms('Ação única e perfeita', ['perfeita']);
  assert.equal(match.index, 'Ação única e '.length);
  assert.equal(match.found, 'perfeita');
});

test('findTerms gives each match as the text has it, whatever comes before: accents typed apart, emoji, capitals', () => {
  // [text, term, what was found, where]: the fold keeps every character's place, in plain ASCII and around it.
  const cases: [string, string, string, number][] = [
    ['Resultado ÚNICO', 'unico', 'ÚNICO', 10],
    // "u" followed by a separate acute accent (U+0301), as some keyboards and PDFs write it.
    ['Tratamento u\u0301nico e perfeito', 'perfeito', 'perfeito', 'Tratamento u\u0301nico e '.length],
    ['Tratamento u\u0301nico', 'unico', 'u\u0301nico', 11],
    ['✨ Pele 🌿 PERFEITA', 'perfeita', 'PERFEITA', '✨ Pele 🌿 '.length],
    ['SEM  DOR e sem riscos', 'sem riscos', 'sem riscos', 11],
    // A letter whose plain form is two characters (Arabic alef with madda): the places after it move by one.
    ['\u0622 perfeito', 'perfeito', 'perfeito', 2],
  ];
  for (const [text, term, found, index] of cases) {
    assert.deepEqual(findTerms(text, [term]).map((m) => [m.found, m.index]), [[found, index]], text);
  }
});

test('of the characters outside surrogate pairs, only the combining accents (U+0300–U+036F) have an empty plain form', () => {
  // What lets a text without them fold in place (match.ts, fold): every other character stays at least one.
  const empty: string[] = [];
  for (let code = 0; code < 0x10000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (!plainText(String.fromCharCode(code)) && !(code >= 0x300 && code <= 0x36f)) empty.push(code.toString(16));
  }
  assert.deepEqual(empty, []);
});

test('two texts one after the other are each read as themselves (the last one read is kept for the next rule)', () => {
  assert.deepEqual(findTerms('Resultado garantido', ['garantido']).map((m) => m.index), [10]);
  assert.deepEqual(findTerms('Nada aqui', ['garantido']), []);
  assert.deepEqual(findTerms('Garantido', ['garantido']).map((m) => m.index), [0]);
  assert.equal(hasAnyTerm('Garantido', ['garantido']), true);
  assert.equal(hasAnyTerm('Nada', ['garantido']), false);
});

test('the advertising rules find a superlative or a guarantee without its article, and leave sober sentences alone', () => {
  const terms = ADVERTISING_RULES.flatMap((rule) => rule.terms);
  const cases: [string, string[]][] = [
    ['Melhor clínica de SP', ['Melhor clínica']],
    ['Os melhores resultados da região', ['Os melhores']],
    ['Melhor dermatologista de São Paulo', ['Melhor dermatologista']],
    ['Garantimos resultado.', ['Garantimos resultado']],
    ['Garantimos a confidencialidade dos seus dados.', []],
    ['Cuidados para um melhor conforto após a sessão.', []],
    ['A pele pode melhorar em poucas semanas.', []],
  ];
  for (const [text, found] of cases) assert.deepEqual(findTerms(text, terms).map((m) => m.found).sort(), [...found].sort(), text);
});

test('the advertising rules find denied risks, immediate or lasting results, cures, miracles and privileged equipment', () => {
  const terms = ADVERTISING_RULES.flatMap((rule) => rule.terms);
  const cases: [string, string][] = [
    ['Procedimentos indolores e rápidos', 'indolores'],
    ['Tratamento sem efeitos colaterais', 'sem efeitos colaterais'],
    ['Técnica livre de riscos', 'livre de riscos'],
    ['Totalmente seguro para todos os tipos de pele', 'Totalmente seguro'],
    ['Resultado imediato já na primeira sessão', 'Resultado imediato'],
    ['Efeito permanente contra a flacidez', 'Efeito permanente'],
    ['Cura definitiva da acne', 'Cura definitiva'],
    ['Um creme milagroso', 'milagroso'],
    ['Tratamento revolucionário para a calvície', 'revolucionário'],
    ['Contamos com a mais moderna tecnologia', 'mais moderna'],
    ['Clínica líder em harmonização', 'líder em'],
    ['Referência em dermatologia em São Paulo', 'Referência em'],
    ['A clínica nº 1 de Moema', 'nº 1'],
    ['Garantimos um resultado natural', 'Garantimos um resultado'],
  ];
  for (const [text, found] of cases) assert.deepEqual(findTerms(text, terms).map((m) => m.found), [found], text);
  // Recovery is a fact, not a promised result; a quoted reference value is not a claim to be one.
  for (const text of ['Retorno imediato à rotina', 'A referência mais citada é de 50 fios por dia.']) assert.deepEqual(findTerms(text, terms), [], text);
});

test('a phrase split by Markdown emphasis, a tag or &nbsp; is found: the page shows the words side by side', () => {
  const cases: [string, string[], string[]][] = [
    ['Aplicação **sem** dor', ['sem dor'], ['sem** dor']],
    ['Aplicação sem **dor**', ['sem dor'], ['sem **dor']],
    ['_Sem riscos_ para a pele', ['sem riscos'], ['Sem riscos']],
    ['Resultado **garantido**', ['garantido'], ['garantido']],
    ['Feito sem&nbsp;dor', ['sem dor'], ['sem&nbsp;dor']],
    ['Feito sem <strong>dor</strong>', ['sem dor'], ['sem <strong>dor']],
    ['sem dores nas costas', ['sem dor'], []],
  ];
  for (const [text, terms, found] of cases) assert.deepEqual(findTerms(text, terms).map((m) => m.found), found, text);
});

test('a text is matched only against the terms all of whose words it has, and still finds every term', () => {
  const terms = ['sem dor', 'nº 1', '100%', 'ø', 'garantido'];
  const cases: [string, string[]][] = [
    // Every word of "sem dor" is there, but not side by side: looked at, not found.
    ['Sem anestesia, a dor é leve.', []],
    ['Aplicação sem&nbsp;dor', ['sem&nbsp;dor']],
    // "º" is no plain letter: "nº" is the words "n" and "1" for the look-up, and the term is still found whole.
    ['A clínica nº 1 da região', ['nº 1']],
    ['Resolução CFM nº 1.974/2011', []],
    ['Resultado 100 % natural', ['100 %']],
    // A term with no plain letter or digit is looked for in every text.
    ['Øbjeto ø', ['ø']],
    ['garantidamente', []],
  ];
  for (const [text, found] of cases) {
    assert.deepEqual(findTerms(text, terms).map((m) => m.found), found, text);
    assert.equal(hasAnyTerm(text, terms), found.length > 0, text);
  }
});
