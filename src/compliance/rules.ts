/**
 * The words the compliance check looks for (docs/site.md#medical-advertising-rules), each with why it is flagged and
 * how to say it instead. Lists hold the forms staff actually type (singular, plural, feminine); matching ignores case
 * and accents and respects word boundaries (src/compliance/match.ts), so "melhora" never matches "melhor".
 */

export interface TermRule {
  /** Which catalogue entry reports a match. */
  code: 'PUBLICIDADE_PROMESSA' | 'PUBLICIDADE_GRATUITO' | 'PUBLICIDADE_PROMOCAO' | 'PUBLICIDADE_ANTES_E_DEPOIS';
  terms: string[];
  /** Why it is flagged, completing "'Column' diz 'X': …" (PUBLICIDADE_PROMESSA only). */
  reason: string;
  /** A rewording staff can paste. */
  suggestion: string;
  /**
   * Where a term is a plain word and not the claim, so that honest text needs no rewording (accents folded, lower
   * case): the word right before it, any earlier word of its sentence, or the words right after it (an entry of
   * `nextWord` may be several words: "da sessao").
   */
  harmless?: { previousWord?: string[]; inSentence?: string[]; nextWord?: string[] };
}

/** CFM Resolution 2.336/2023: no superlatives, no exclusivity, no promise of results. */
export const ADVERTISING_RULES: TermRule[] = [
  {
    code: 'PUBLICIDADE_PROMESSA',
    // With or without the article: "Melhor clínica de SP" in a title compares as much as "a melhor clínica".
    terms: [
      'o melhor', 'a melhor', 'os melhores', 'as melhores',
      // Not "melhor(es) resultado(s)": "para melhores resultados, três sessões" is a sober instruction.
      'melhor clínica', 'melhores clínicas', 'melhor médico', 'melhor médica', 'melhores médicos', 'melhor dermatologista',
      'melhores dermatologistas', 'melhor da cidade', 'melhor de são paulo', 'melhor do brasil',
    ],
    reason: 'a publicidade médica não pode usar superlativos nem se comparar a outros',
    suggestion: 'Descreva o que o procedimento faz, sem comparar: "indicado para…", "pode ajudar a…".',
    // "O melhor horário", "a melhor forma de proteger a pele": advice, not a comparison. Not "é": folded, it is also
    // "e", and "o melhor e mais completo" compares.
    harmless: {
      nextWord: [
        'horario', 'horarios', 'hora', 'momento', 'momentos', 'epoca', 'dia', 'dias', 'periodo', 'forma', 'formas',
        'maneira', 'maneiras', 'jeito', 'modo',
      ],
    },
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    // Resolução CFM 2.336/2023, art. 11, II: vedado "atribuir capacidade privilegiada a aparelhagens"; a clinic that
    // calls itself "líder" or "referência", or its laser "o mais moderno", compares itself as much as "o melhor" does.
    terms: [
      'o mais avançado', 'a mais avançada', 'os mais avançados', 'as mais avançadas',
      'o mais eficaz', 'a mais eficaz', 'o mais eficiente', 'a mais eficiente', 'o mais completo', 'a mais completa',
      'líder em', 'líder no', 'líder na', 'líderes em', 'referência em', 'referência no', 'referência na',
      'referência nacional', 'referência internacional', // With or without the article ("tecnologia mais moderna").
      'mais moderno', 'mais moderna', 'mais modernos', 'mais modernas',
      'o mais seguro', 'a mais segura', 'os mais eficazes', 'as mais eficazes',
      // Without the article, as a title says it; not "mais eficaz" alone: "o protetor é mais eficaz reaplicado" advises.
      'tratamento mais eficaz', 'tratamentos mais eficazes', 'técnica mais eficaz', 'técnicas mais eficazes',
      'procedimento mais eficaz', 'procedimentos mais eficazes', 'método mais eficaz', 'mais eficaz do mercado',
      'mais eficazes do mercado', 'mais eficaz do brasil', 'mais eficaz da cidade',
    ],
    reason: 'a publicidade médica não pode usar superlativos, se comparar a outros nem atribuir capacidade privilegiada a aparelhos (art. 11, II)',
    suggestion: 'Descreva o aparelho ou a técnica pelo que faz: "laser fracionado de CO₂, indicado para…", sem comparar.',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    // "A clínica número 1", "número 1 em harmonização", "nº 1 do Brasil": a ranking, as much a comparison as "o melhor".
    // Written close ("nº1", "n°1") or in words ("número um"), and a ranking's own words ("top 1").
    // "Primeiro lugar" only as a place won ("o primeiro lugar em harmonização", "1º lugar"): "em primeiro lugar" orders a
    // sentence ("Em primeiro lugar na consulta, a médica examina a pele"), so no term starts with it.
    terms: [
      'número 1', 'nº 1', 'n° 1', 'nº1', 'n°1', 'número um', 'top 1',
      'o primeiro lugar em', 'o primeiro lugar no', 'o primeiro lugar na', 'primeiro lugar no ranking', '1º lugar', '1° lugar',
    ],
    reason: 'a publicidade médica não pode usar superlativos nem se comparar a outros',
    suggestion: 'Tire a classificação ("número 1", "1º lugar") e diga o que a clínica faz: "dermatologia clínica e estética, com avaliação médica".',
    // After a word that counts ("passo número 1", "a frase número 1", "item nº 1") the number is an ordinal, not a
    // ranking; "inimigo" and "causa" rank the sun or a disease, not the clinic ("o sol é o inimigo número 1 da pele").
    // Only such words excuse it: after any other ("a clínica", "somos o", a sentence's start) it stays a finding.
    harmless: {
      previousWord: [
        'passo', 'etapa', 'fase', 'item', 'frase', 'dica', 'regra', 'pergunta', 'questao', 'capitulo', 'parte', 'ponto',
        'topico', 'exemplo', 'opcao', 'tipo', 'grau', 'nivel', 'fototipo', 'sessao', 'semana', 'dia', 'lista', 'tabela',
        'figura', 'foto', 'imagem', 'video', 'artigo', 'episodio', 'versao', 'edicao', 'volume', 'caso', 'sala',
        'inimigo', 'causa',
      ],
    },
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: ['único', 'única', 'únicos', 'únicas'],
    reason: 'a publicidade médica não pode anunciar exclusividade',
    suggestion: 'Tire "único(a)" e descreva o fato: "técnica que combina…", "em uma sessão".',
    // A count is not exclusivity: "dose única", "uma única sessão", "parcela única"; nor is "cada pele é única".
    harmless: {
      previousWord: [
        'um', 'uma', 'num', 'numa', 'dose', 'doses', 'sessao', 'aplicacao', 'parcela', 'vez', 'etapa', 'pagamento',
        'retorno', 'prestacao', 'taxa',
      ],
      inSentence: ['cada'],
    },
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: ['100%'],
    reason: 'uma porcentagem assim promete resultado',
    suggestion: 'Tire a porcentagem; por exemplo: "os resultados variam de pessoa para pessoa".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: [
      'garantido', 'garantida', 'garantidos', 'garantidas', 'garantia de resultado', 'garantia de resultados',
      // A denied guarantee ("nenhum procedimento garante resultado") is not one: see `negated` in check-compliance.ts.
      'garantimos resultado', 'garantimos resultados', 'garantimos o resultado', 'garantimos os resultados',
      'garante resultado', 'garante resultados', 'garante o resultado', 'garantimos um resultado', 'garante um resultado',
      'garantia de satisfação', 'dinheiro de volta',
    ],
    reason: 'a publicidade médica não pode garantir resultado',
    suggestion: 'Por exemplo: "os resultados variam de pessoa para pessoa e são conversados na avaliação".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    // Denying side effects or complications denies risk as much as "sem riscos" (CDC art. 37, § 1º: misleading).
    terms: [
      'sem riscos', 'sem risco', 'risco zero', 'livre de riscos', 'isento de riscos', 'isenta de riscos',
      'sem efeitos colaterais', 'sem efeito colateral', 'sem efeitos adversos', 'sem complicações',
      'sem nenhum efeito colateral', 'sem nenhum risco', 'sem qualquer risco', 'sem nenhuma complicação',
      'totalmente seguro', 'totalmente segura', 'completamente seguro', 'completamente segura',
    ],
    reason: 'todo procedimento tem riscos, e a publicidade não pode negá-los',
    suggestion: 'Por exemplo: "os riscos e os cuidados são explicados na avaliação médica".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: ['sem dor', 'indolor', 'indolores', 'zero dor'],
    reason: 'é uma promessa sobre a experiência da paciente',
    suggestion: 'Por exemplo: "com anestesia para mais conforto" ou "o desconforto costuma ser leve".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: [
      'resultado definitivo', 'resultados definitivos', 'resultado permanente', 'resultados permanentes',
      'efeito definitivo', 'efeitos definitivos', 'efeito permanente', 'efeitos permanentes',
      // "Fique 10 anos mais jovem": a measured result promised. Not "para sempre": "os fios ficam para sempre na pele?"
      // is a patient's question.
      'anos mais jovem', 'anos mais jovens', 'anos mais nova', 'anos mais novo',
      // "Para sempre" said of the result itself, with no verb of cure before it (those are below).
      'resultado para sempre', 'resultados para sempre', 'efeito para sempre', 'efeitos para sempre',
      'jovem para sempre', 'adeus para sempre',
    ],
    reason: 'a publicidade médica não pode prometer resultado duradouro',
    suggestion: 'Por exemplo: "efeito duradouro, que varia de pessoa para pessoa".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    // "Retorno imediato à rotina" (recovery) is a fact; a result promised for right after the session is not.
    terms: ['resultado imediato', 'resultados imediatos', 'resultado instantâneo', 'resultados instantâneos', 'efeito imediato', 'efeitos imediatos'],
    reason: 'a publicidade médica não pode prometer quando o resultado aparece',
    suggestion: 'Por exemplo: "os primeiros efeitos costumam aparecer em alguns dias, e variam de pessoa para pessoa".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    // Medicine is an obligation of means (Resolução CFM 2.336/2023, art. 11, IV: no "garantia de resultados"); a cure
    // announced, or a "milagroso"/"revolucionário" method, is the untruthful content the CFM names (CDC art. 37, § 1º).
    terms: [
      'cura definitiva', 'cura garantida', 'curamos', 'milagre', 'milagres', 'milagroso', 'milagrosa', 'milagrosos', 'milagrosas',
      'revolucionário', 'revolucionária', 'revolucionários', 'revolucionárias',
      // A cure of a named condition, or one ended "de vez"/"para sempre": as phrases with the verb, because "tempo de
      // cura", "de vez em quando" and "os fios ficam para sempre na pele?" are honest.
      'cura a acne', 'cura da acne', 'cura o melasma', 'cura do melasma', 'cura a calvície', 'cura da calvície',
      'cura a celulite', 'cura da celulite', 'cura a rosácea', 'cura da rosácea', 'cura a queda de cabelo',
      'acabe de vez', 'acaba de vez', 'acabar de vez', 'elimine de vez', 'elimina de vez', 'eliminar de vez',
      'livre-se de vez', 'se livrar de vez', 'elimine para sempre', 'elimina para sempre', 'eliminar para sempre',
      'acabe para sempre', 'acaba para sempre', 'livre para sempre',
    ],
    reason: 'a publicidade médica não pode anunciar cura nem métodos milagrosos ou revolucionários',
    suggestion: 'Descreva o que o tratamento pode fazer e para quem é indicado: "pode ajudar a controlar…", "indicado para…".',
  },
  {
    code: 'PUBLICIDADE_PROMESSA',
    terms: ['perfeito', 'perfeita', 'perfeitos', 'perfeitas'],
    reason: 'é uma promessa de resultado',
    suggestion: 'Use "natural" ou "harmonioso", ou descreva o objetivo do tratamento.',
  },
];

/**
 * Decree-Law 4.113/1942 forbids physicians to advertise free services in a private practice. It is a warning (never
 * an error by itself) because a free evaluation can be a deliberate offer: the clinic must decide knowingly.
 */
export const FREE_SERVICE_RULE: TermRule = {
  code: 'PUBLICIDADE_GRATUITO',
  terms: ['gratuito', 'gratuita', 'gratuitos', 'gratuitas', 'gratuitamente', 'grátis', 'de graça', 'cortesia', 'cortesias'],
  reason: 'anúncio de serviço gratuito (Decreto-Lei 4.113/1942)',
  suggestion: 'Por exemplo: "Avaliação médica com valor especial, abatido na primeira sessão".',
};

/**
 * Resolução CFM 2.336/2023 allows a physician or a clinic to announce prices, payment terms, and discounts in
 * promotional campaigns ("anunciar abatimentos e descontos em campanhas promocionais"), but not to tie them to tied
 * sales or prizes ("vendas casadas, premiações"), which make medicine a trade. So "promoção", "desconto" and "% OFF"
 * are not warned; raffles, gifts, prizes, "compre e ganhe" are, and so is the urgency of retail ("últimas vagas", "só
 * hoje", "Black Friday"; not "por tempo limitado", said of a medicine in articles), the sensationalism the resolution
 * forbids in any advertising.
 */
export const PROMOTION_RULE: TermRule = {
  code: 'PUBLICIDADE_PROMOCAO',
  terms: [
    'sorteio', 'sorteios', 'sorteamos', 'sortear', 'concorra', 'compre e ganhe', 'premiação', 'premiações',
    // A purchase or a referral that wins something ("compre 3 sessões e ganhe a 4ª", "indique e ganhe"), a prize, "leve
    // 3 pague 2": tied sales and prizes. Not "ganhe" alone: "para que a pele ganhe firmeza" is Portuguese, not an offer.
    'e ganhe', 'prêmio', 'prêmios', 'leve 2 pague 1', 'leve 3 pague 2', 'leve 4 pague 3',
    'black friday', 'imperdível', 'imperdíveis', 'últimas vagas', 'só hoje', 'queima de estoque',
    'brinde', 'brindes', 'vagas limitadas', 'garanta já', 'garanta sua vaga', 'garanta a sua vaga',
  ],
  reason: 'sorteio, brinde, prêmio ou apelo de urgência (Resolução CFM 2.336/2023)',
  suggestion: 'Informe o preço, o desconto e as formas de pagamento, sem prazo, sorteio ou brinde: "A partir de R$ 400, em até 3x".',
};

/** What care is given before and after (accents folded): the session, the procedure, a part of the day. */
const CARE_MOMENTS = [
  'cada', 'sessao', 'sessoes', 'procedimento', 'procedimentos', 'aplicacao', 'aplicacoes', 'consulta', 'consultas',
  'cirurgia', 'cirurgias', 'atendimento', 'peeling', 'peelings', 'laser', 'depilacao', 'limpeza', 'exposicao', 'sol',
  'praia', 'treino', 'treinos', 'exercicio', 'exercicios', 'banho', 'maquiagem',
];

/**
 * CFM's Manual de Publicidade Médica (2024, on Resolução CFM 2.336/2023) allows a patient's "antes e depois" only with
 * an educational purpose and under conditions, never alone: a gentle warning, since a text may only name it. Not the
 * care before and after a session ("Cuidados antes e depois", "antes e depois da sessão"), which is advice.
 */
export const BEFORE_AFTER_RULE: TermRule = {
  code: 'PUBLICIDADE_ANTES_E_DEPOIS',
  terms: ['antes e depois', 'antes x depois', 'antes/depois'],
  reason: 'fotos de antes e depois (Resolução CFM 2.336/2023)',
  suggestion: '',
  harmless: {
    previousWord: ['cuidado', 'cuidados', 'orientacao', 'orientacoes', 'recomendacoes', 'instrucoes', 'preparo', 'orientada', 'orientado'],
    // Before and after the procedure itself ("antes e depois da sessão", "de cada aplicação"); not "antes e depois de
    // pacientes", "das pacientes", "do tratamento da Maria", which are the photos again.
    nextWord: ['cada', ...['do', 'da', 'dos', 'das', 'de'].flatMap((preposition) => CARE_MOMENTS.map((moment) => `${preposition} ${moment}`))],
  },
};

export const TERM_RULES: TermRule[] = [...ADVERTISING_RULES, FREE_SERVICE_RULE, PROMOTION_RULE, BEFORE_AFTER_RULE];
