/**
 * What a visitor reads about a field the clinic cannot take, in the same words whoever finds the problem: the lead
 * server after sending (src/leads/validation.ts, by its JSON Schema keyword) or the browser before it, with script
 * (the form's own message next to the field, by the field's `ValidityState`). docs/site.md#lead-forms.
 */
import { MESSAGE_MAX_LENGTH, textLimits } from './lead-limits.ts';

const NAME = textLimits('name');
const PHONE_RULE = 'Informe o telefone com DDD, de 10 a 13 dígitos, por exemplo (11) 98765-4321.';
const EMAIL_RULE = 'Informe um e-mail válido, por exemplo nome@exemplo.com.br.';
const CONSENT_RULE = 'Para enviarmos seu contato, marque a caixa de consentimento.';
const PICK_IN_CALENDAR = 'Escolha a data e a hora no calendário do campo.';

/** The wished date's own refusals, checked after the schema (they depend on the clock). */
export const WISHED_DATE_MESSAGES = {
  notADate: `Essa data não existe. ${PICK_IN_CALENDAR}`,
  past: 'Essa data já passou. Escolha uma data e hora a partir de agora.',
  tooFar: 'Escolha uma data dentro dos próximos 12 meses.',
} as const;

/** A name of one letter is too short, not missing. */
export const NAME_TOO_SHORT = `Escreva seu nome com pelo menos ${NAME.minLength} letras.`;

/** Each field's message for each JSON Schema keyword it can break. */
export const FIELD_MESSAGES: Record<string, Record<string, string>> = {
  name: {
    required: 'Informe seu nome.',
    minLength: 'Informe seu nome.',
    maxLength: `O nome pode ter no máximo ${NAME.maxLength} caracteres.`,
    pattern: 'Escreva o nome em uma linha só, sem caracteres especiais.',
  },
  phone: { required: 'Informe um telefone para retorno.', pattern: PHONE_RULE, maxLength: PHONE_RULE },
  email: {
    required: 'Informe seu e-mail.',
    format: EMAIL_RULE,
    pattern: EMAIL_RULE,
    maxLength: `O e-mail pode ter no máximo ${textLimits('email').maxLength} caracteres.`,
  },
  treatment: { enum: 'Escolha um dos tratamentos da lista.' },
  message: {
    maxLength: `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
    pattern: 'A mensagem tem caracteres que não podem ser enviados. Apague-os e tente de novo.',
  },
  dataHora: { required: 'Escolha a data e a hora desejadas.', pattern: PICK_IN_CALENDAR, maxLength: PICK_IN_CALENDAR },
  consent: { required: CONSENT_RULE, const: CONSENT_RULE },
};

/** Each ValidityState flag and the schema keyword it stands for, in the order the server reports them. */
const KEYWORD_OF_FLAG: [flag: keyof ValidityState, keyword: string][] = [
  ['valueMissing', 'required'],
  ['tooShort', 'minLength'],
  ['tooLong', 'maxLength'],
  ['patternMismatch', 'pattern'],
  ['typeMismatch', 'format'],
];

/**
 * The message for a field the browser found invalid, or null when the site has none for that problem (the browser's
 * own then stays). The ValidityState flags are the HTML twins of the schema's keywords.
 *
 * @example validityMessage('name', { tooShort: true }) // 'Escreva seu nome com pelo menos 2 letras.'
 */
export function validityMessage(field: string, validity: Partial<ValidityState>): string | null {
  if (field === 'name' && validity.tooShort) return NAME_TOO_SHORT;
  if (field === 'dataHora' && validity.rangeUnderflow) return WISHED_DATE_MESSAGES.past;
  if (field === 'dataHora' && validity.rangeOverflow) return WISHED_DATE_MESSAGES.tooFar;
  // A date typed in part: the field holds no date the form could send.
  if (field === 'dataHora' && validity.badInput) return PICK_IN_CALENDAR;
  const keyword = KEYWORD_OF_FLAG.find(([flag]) => validity[flag])?.[1];
  return (keyword && FIELD_MESSAGES[field]?.[keyword]) ?? null;
}

/**
 * The note under the message field: its limit, and with script how much of it is used, so that a visitor whose
 * typing or pasting stops at the limit sees why. `length` is null before the script runs.
 */
export function messageLengthNote(length: number | null): string {
  if (length === null || length === 0) return `Até ${MESSAGE_MAX_LENGTH} caracteres.`;
  if (length >= MESSAGE_MAX_LENGTH) return `Você chegou ao limite de ${MESSAGE_MAX_LENGTH} caracteres.`;
  return `${length} de ${MESSAGE_MAX_LENGTH} caracteres.`;
}
