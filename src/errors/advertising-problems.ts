/**
 * The compliance check of the texts visitors read (src/compliance): medical-advertising and LGPD findings; warnings,
 * errors with `validate --strict`.
 */
import { entry } from './problem-entry.ts';

/**
 * What to do with a testimonial that says what the site may not (docs/site.md#medical-advertising-rules): its words
 * are the patient's, and a testimonial reworded by the clinic is no longer hers. Resolução CFM 2.336/2023 lets a
 * clinic publish a patient's testimonial only when it is sober, about the care received, without superlatives or
 * promise of results; so it is published as it is, or not at all. `without`: what the other one must not say.
 */
const testimonialHint = (without: string) =>
  'Um depoimento são as palavras da paciente e não deve ser reescrito: tire este depoimento do site (apague a linha ' +
  `na aba Depoimentos) ou troque-o por outro que fale do atendimento recebido, ${without}.`;

/** What the finding is in: a testimonial, or one of the clinic's own texts. */
const textOf = (a: { testimonial?: boolean }) => (a.testimonial ? 'depoimento' : 'texto');

export const ADVERTISING_PROBLEMS = {
  /** `testimonial`: found in the words of a testimonial (the Depoimentos tab), which are not reworded. */
  PUBLICIDADE_PROMESSA: entry<{ found: string; reason: string; suggestion: string; testimonial?: boolean }>({
    severity: 'warning',
    title: 'Promessa ou superlativo na publicidade médica',
    message: (a) => `O ${textOf(a)} diz "${a.found}": ${a.reason} (Resolução CFM 2.336/2023).`,
    hint: (a) => (a.testimonial ? testimonialHint('sem superlativos nem promessa de resultado') : a.suggestion),
  }),
  PUBLICIDADE_MARCA: entry<{ found: string; generic?: string }>({
    severity: 'warning',
    title: 'Nome de marca na publicidade médica',
    message: (a) => `O texto cita a marca "${a.found}", listada na aba "Marcas": a publicidade médica não deve divulgar marcas de medicamentos, produtos ou aparelhos (Resolução CFM 2.336/2023).`,
    hint: (a) => (a.generic ? `Troque "${a.found}" por "${a.generic}".` : `Troque "${a.found}" pelo nome genérico do produto (por exemplo "toxina botulínica", "ácido hialurônico").`),
  }),
  PUBLICIDADE_GRATUITO: entry<{ found: string; testimonial?: boolean }>({
    severity: 'warning',
    title: 'Serviço gratuito anunciado',
    message: (a) => `O ${textOf(a)} diz "${a.found}": o Decreto-Lei 4.113/1942 proíbe anunciar serviço médico gratuito em consultório particular. A clínica pode manter o ${textOf(a)}, mas deve decidir sabendo disso.`,
    hint: (a) =>
      a.testimonial ? testimonialHint('sem falar de serviço gratuito') : 'Por exemplo: "Avaliação médica com valor especial, abatido na primeira sessão", ou informe o valor.',
  }),
  PUBLICIDADE_PROMOCAO: entry<{ found: string; testimonial?: boolean }>({
    severity: 'warning',
    title: 'Sorteio, brinde ou urgência na publicidade médica',
    message: (a) => `O ${textOf(a)} diz "${a.found}": a Resolução CFM 2.336/2023 permite divulgar preços, descontos e campanhas promocionais, mas não vinculá-los a sorteios, brindes, prêmios ou vendas casadas, e um apelo de urgência trata o procedimento médico como mercadoria.`,
    hint: (a) =>
      a.testimonial
        ? testimonialHint('sem sorteio, brinde nem prêmio')
        : 'Informe o preço, o desconto e as formas de pagamento, sem prazo, sorteio ou brinde; por exemplo: "A partir de R$ 400, em até 3x no cartão" ou "10% de desconto na primeira sessão".',
  }),
  /** CFM's Manual de Publicidade Médica (2024), on Resolução CFM 2.336/2023: results of patients only so shown. */
  PUBLICIDADE_ANTES_E_DEPOIS: entry<{ found: string; testimonial?: boolean }>({
    severity: 'warning',
    title: 'Antes e depois na publicidade médica',
    message: (a) =>
      `O ${textOf(a)} fala de "${a.found}": a Resolução CFM 2.336/2023 permite mostrar o resultado de pacientes só com ` +
      'finalidade educativa e sob condições, nunca fotos de antes e depois sozinhas.',
    hint: (a) =>
      a.testimonial
        ? testimonialHint('sem falar de antes e depois')
        : 'Se o site mostra fotos de antes e depois, confira as condições do Manual de Publicidade Médica do CFM: um texto ' +
          'educativo sobre as indicações, o que influencia o resultado e as complicações possíveis, fotos de evoluções ' +
          'satisfatórias e insatisfatórias, fotos sem retoque, com autorização por escrito das ' +
          'pacientes e sem que elas possam ser identificadas. Se não mostra, tire a expressão.',
  }),
  PRIVACIDADE_PRAZO_DIVERGENTE: entry<{ written: string; days: string }>({
    severity: 'warning',
    title: 'Prazo de guarda diferente no texto da política',
    message: (a) => `O texto da política diz que os dados são guardados por ${a.written}, mas o campo "Prazo de guarda (dias)" diz ${a.days} dias: a página de privacidade mostra os dois, e o titular precisa saber por quanto tempo os dados ficam guardados (LGPD, art. 9º, II).`,
    hint: (a) => `Escreva ${a.days} dias no texto da política, ou corrija o campo "Prazo de guarda (dias)", que é também o prazo que o "leads purge" aplica.`,
  }),
  PUBLICIDADE_REGISTRO_DA_CLINICA: entry<Record<string, never>>({
    severity: 'warning',
    title: 'Registro da clínica no CRM ausente',
    message: () =>
      'A aba Clínica não tem o "Registro da clínica no CRM": a publicidade de uma clínica deve mostrar o nome dela com o ' +
      'número de cadastro ou registro no CRM (Resolução CFM 2.336/2023, art. 5º).',
    hint: () => 'Acrescente na aba Clínica a linha "Registro da clínica no CRM" com o número, como CRM-SP 123456: o site o mostra no rodapé.',
  }),
  PUBLICIDADE_DADO_OBRIGATORIO: entry<{ field: string; rule: string }>({
    severity: 'error',
    title: 'Dado obrigatório ausente',
    message: (a) => `"${a.field}" está vazio: ${a.rule}`,
    hint: (a) => `Preencha "${a.field}" na planilha de configurações.`,
  }),
} as const;
