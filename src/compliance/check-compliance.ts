/**
 * The compliance check over validated records (docs/site.md#medical-advertising-rules): rules a clinic's advertising is
 * held to in Brazil. Every finding is a located problem (sheet, row, column, cell) with the rule and a suggested
 * rewording. They are warnings, so a clinic can publish knowingly; `validate --strict` makes them errors (for CI that
 * must block).
 *
 * Also asserted here, although the schemas already require them (so these never fire on sheets that validated):
 * the doctor's CRM and RQE (the 'Especialista' badge and the specialty need the RQE) and the technical director
 * (CFM 2.336/2023), and the form's consent text and the privacy-policy settings (LGPD). Keeping the assertion beside
 * the other rules means that a schema edit making one of them optional cannot silently drop the rule.
 */
import { problem, type Problem, type Severity } from '../errors/problems.ts';
import type { BrandRow, Located, SheetRecords } from '../validate/records.ts';
import { SCHEMAS } from '../validate/schemas.ts';
import { findTerms, hasAnyTerm, type TermMatch } from './match.ts';
import { foldAccents } from '../parse/fold-accents.ts';
import { TERM_RULES, type TermRule } from './rules.ts';
import { textsOf, visitorTextRecords, type VisitorText } from './visitor-text.ts';

export interface ComplianceOptions {
  /** `validate --strict`: findings are errors. */
  strict?: boolean;
  /** What the rules found in each record, kept by a dev session between rebuilds (see ComplianceMemo). */
  memo?: ComplianceMemo;
}

/** First word each rule of TERM_RULES finds in a text (undefined where it finds none). */
type RuleFindings = (ReturnType<typeof findTerms>[number] | undefined)[];

/**
 * A dev session's memo: the problems found in each record. Validation hands back the very record of the rebuild
 * before for a row that did not change (src/validate/table-records.ts RowMemo), and the rules are fixed and the
 * search pure, so only the edited rows' texts are searched again. It holds while the brands and the severity are
 * those it was made with (`key`).
 */
export interface ComplianceMemo {
  key: string;
  byRecord: WeakMap<object, Problem[]>;
}

export const newComplianceMemo = (): ComplianceMemo => ({ key: '', byRecord: new WeakMap() });

/** Every rule's terms in one list, each once: one search of a text finds every rule's terms. */
const RULE_TERMS = [...new Set(TERM_RULES.flatMap((rule) => rule.terms))];
/** Each rule's terms by their place in its list: of two found at the same place, the rule reports the one listed first. */
const RULE_RANKS = TERM_RULES.map((rule) => new Map(rule.terms.map((term, rank) => [term, rank])));
const NOTHING_FOUND: RuleFindings = TERM_RULES.map(() => undefined);

function ruleFindings(text: string): RuleFindings {
  // One finding per rule and cell, naming the first word found: a long text saying "garantido" twice is one fix.
  // Nearly every text has none of the terms: one search for all of them at once says so, and gives each rule the
  // words of its own list when there are some.
  const matches = findTerms(text, RULE_TERMS);
  if (!matches.length) return NOTHING_FOUND;
  return TERM_RULES.map((rule, r) => {
    const rank = RULE_RANKS[r]!;
    return matches
      .filter((match) => rank.has(match.term))
      .sort((a, b) => a.index - b.index || rank.get(a.term)! - rank.get(b.term)!)
      .find((match) => !negated(text, match.index) && !harmless(rule, text, match));
  });
}

/** The words of the sentence before `index` (at most 60 characters back), accents folded: a sentence ends at . ! ? ; : or a line break. */
function wordsBefore(text: string, index: number): string[] {
  const sentence = text.slice(Math.max(0, index - 60), index).split(/[.!?;:\n]/).at(-1)!;
  return foldAccents(sentence).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether the term found is, by the words around it, a plain word rather than the claim (TermRule.harmless). */
function harmless(rule: TermRule, text: string, match: TermMatch): boolean {
  if (!rule.harmless) return false;
  const { previousWord = [], inSentence = [], nextWord = [] } = rule.harmless;
  const before = wordsBefore(text, match.index);
  const end = match.index + match.found.length;
  const after = (foldAccents(text.slice(end, end + 40)).split(/[.!?;:\n]/)[0].match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  const followedBy = (words: string) => after === words || after.startsWith(`${words} `);
  return previousWord.includes(before.at(-1) ?? '') || before.some((word) => inSentence.includes(word)) || nextWord.some(followedBy);
}

/** Words that deny what follows them: "nenhum procedimento garante resultado" is the sober sentence, not the promise. */
const NEGATIONS = new Set(['nao', 'nem', 'nenhum', 'nenhuma', 'nunca', 'jamais']);

/**
 * Whether one of the three words before `index`, in the same sentence, denies the term found there. A negation ends
 * with its sentence or list item: "Não perca! Resultado garantido" and "- Não fica roxo\n- Sem dor" promise.
 */
function negated(text: string, index: number): boolean {
  return wordsBefore(text, index).slice(-3).some((word) => NEGATIONS.has(word));
}

/**
 * What the search found in one text: the same for every cell that holds it. A catalogue repeats many of its texts
 * (a category, a duration, a list item, a common question's answer): half the characters of the 10,000-service bench
 * catalogue are in texts seen before in the same build. Kept for one checkCompliance call (the brands are fixed there).
 */
type TextFindings = { rules: RuleFindings; brandFound: boolean };

function termProblems(text: VisitorText, brands: Located<BrandRow>[], brandTerms: string[], severity: Severity, seen: Map<string, TextFindings>): Problem[] {
  let known = seen.get(text.text);
  if (!known) seen.set(text.text, (known = { rules: ruleFindings(text.text), brandFound: brandTerms.length > 0 && hasAnyTerm(text.text, brandTerms) }));
  const { rules: findings, brandFound } = known;
  if (!brandFound && findings.every((first) => !first)) return [];
  const { location, row, value } = text.record.source.cell(text.field);
  const extra = { row, value, severity };
  // A testimonial is not reworded (it would no longer be the patient's): its suggestion is to publish it or not.
  const testimonial = text.patientWords ? { testimonial: true } : {};
  const problems: Problem[] = [];
  for (const [index, rule] of TERM_RULES.entries()) {
    const first = findings[index];
    if (!first) continue;
    problems.push(
      rule.code === 'PUBLICIDADE_PROMESSA'
        ? problem('PUBLICIDADE_PROMESSA', { found: first.found, reason: rule.reason, suggestion: rule.suggestion, ...testimonial }, location, extra)
        : problem(rule.code, { found: first.found, ...testimonial }, location, extra),
    );
  }
  for (const { value: brand } of brandFound ? brands : []) {
    const [first] = findTerms(text.text, [brand.brand]);
    if (first) problems.push(problem('PUBLICIDADE_MARCA', { found: first.found, generic: brand.generic }, location, extra));
  }
  return problems;
}

const REQUIRED_SETTINGS: { schema: 'clinica' | 'textos' | 'privacidade'; field: string; rule: string }[] = [
  { schema: 'clinica', field: 'doctorCrm', rule: 'a publicidade médica deve mostrar o CRM do(a) médico(a) (Resolução CFM 2.336/2023).' },
  { schema: 'clinica', field: 'doctorRqe', rule: 'anunciar especialidade ou o selo "Especialista" exige o RQE (Resolução CFM 2.336/2023).' },
  { schema: 'clinica', field: 'technicalDirectorName', rule: 'o site deve identificar o(a) diretor(a) técnico(a) (Resolução CFM 2.336/2023).' },
  { schema: 'clinica', field: 'technicalDirectorCrm', rule: 'o site deve mostrar o CRM do(a) diretor(a) técnico(a) (Resolução CFM 2.336/2023).' },
  { schema: 'textos', field: 'consentText', rule: 'os formulários só podem pedir dados com o texto de consentimento (LGPD).' },
  { schema: 'privacidade', field: 'controller', rule: 'a política de privacidade deve dizer quem é o controlador dos dados (LGPD).' },
  { schema: 'privacidade', field: 'dpoName', rule: 'a política de privacidade deve dizer quem é o(a) encarregado(a) (LGPD).' },
  { schema: 'privacidade', field: 'dpoEmail', rule: 'a política de privacidade deve dar o contato do(a) encarregado(a) (LGPD).' },
  { schema: 'privacidade', field: 'text', rule: 'o site deve publicar a política de privacidade (LGPD).' },
];

function requiredSettingsProblems(records: SheetRecords): Problem[] {
  const bySchema = { clinica: records.clinic, textos: records.texts, privacidade: records.privacy } as Record<string, Located<object>>;
  // A warning, not an error: sheets made before the field existed still publish, and say what is missing.
  const clinicCrm = records.clinic.value.clinicCrm?.trim() ? [] : [problem('PUBLICIDADE_REGISTRO_DA_CLINICA', {}, records.clinic.source.location)];
  return [...clinicCrm, ...REQUIRED_SETTINGS.flatMap(({ schema, field, rule }) => {
    const record = bySchema[schema];
    const value = (record.value as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return [];
    const label = SCHEMAS[schema].properties[field]['x-campo'] ?? field;
    return [problem('PUBLICIDADE_DADO_OBRIGATORIO', { field: label, rule }, record.source.cell(field).location)];
  })];
}

/** A sentence of the policy about keeping or deleting data, and the number of days it names. */
const RETENTION_SENTENCE = /[^.!?\n]*\b(?:guard|armazen|mantid|conservad|elimin|apagad|exclu)[^.!?\n]*/giu;
const DAYS = /\b(\d{1,4})\s*dias\b/giu;

/**
 * The privacy page shows the 'Prazo de guarda (dias)' field above the policy text; a text that names another number of
 * days for keeping the data tells the data subject two periods. LGPD art. 9º, II: the subject is entitled to clear
 * information on the "forma e duração do tratamento". Only sentences about keeping or deleting data count: the
 * policy may name other periods ("respondemos em até 15 dias", the cookie's 30 days).
 */
function retentionProblems(records: SheetRecords, severity: Severity): Problem[] {
  const { retentionDays, text } = records.privacy.value;
  if (typeof text !== 'string' || typeof retentionDays !== 'string') return [];
  const days = String(Number(retentionDays));
  for (const sentence of text.match(RETENTION_SENTENCE) ?? []) {
    for (const m of sentence.matchAll(DAYS)) {
      if (String(Number(m[1])) === days) continue;
      const { location, row, value } = records.privacy.source.cell('text');
      return [problem('PRIVACIDADE_PRAZO_DIVERGENTE', { written: m[0], days }, location, { row, value, severity })];
    }
  }
  return [];
}

/** Every compliance finding in the records; `brands` are the rows of the 'Marcas' tab (none when it is absent). */
export function checkCompliance(records: SheetRecords, brands: Located<BrandRow>[] = [], options: ComplianceOptions = {}): Problem[] {
  const severity: Severity = options.strict ? 'error' : 'warning';
  const brandTerms = brands.map(({ value }) => value.brand);
  const memo = options.memo;
  const key = JSON.stringify([severity, brands.map(({ value }) => [value.brand, value.generic])]);
  if (memo && memo.key !== key) Object.assign(memo, { key, byRecord: new WeakMap() });
  const findings: Problem[] = [];
  const seen = new Map<string, TextFindings>();
  for (const [record, fields, patientWords] of visitorTextRecords(records)) {
    let found = memo?.byRecord.get(record);
    if (!found) {
      found = textsOf(record, fields, patientWords).flatMap((text) => termProblems(text, brands, brandTerms, severity, seen));
      memo?.byRecord.set(record, found);
    }
    for (const p of found) findings.push(p);
  }
  return [...requiredSettingsProblems(records), ...retentionProblems(records, severity), ...findings];
}
