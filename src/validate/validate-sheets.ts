/**
 * The validate stage: SheetSet → SheetRecords, or every problem of every sheet (errors and warnings) in one run.
 * Records are returned only when there is no error, so the model never sees invalid data.
 */
import { errorsIn, type Problem } from '../errors/problems.ts';
import type { SheetSet } from '../read/read-sheets.ts';
import type { Table } from '../read/table.ts';
import { crossCheck, withoutDuplicateSlugs } from './cross-checks.ts';
import type { Located, SheetRecords } from './records.ts';
import { recordFromPairs, recordsFromRows } from './table-records.ts';

export interface Validation {
  records: SheetRecords | null;
  problems: Problem[];
}

export function validateSheets(sheets: SheetSet): Validation {
  // Never `push(...many)`: ten thousand pasted rows give more problems than a call can take as arguments.
  const problems: Problem[] = sheets.problems.slice();
  const add = (more: Problem[]) => {
    for (const p of more) problems.push(p);
  };
  const t = sheets.tables;
  const rows = <T>(table: Table | null, schema: string) => {
    // slugs null: the catalogue could not be read, so references into it are not checked (src/validate/cross-checks.ts).
    if (!table) return { records: [] as Located<T>[], slugs: null };
    const result = recordsFromRows<T>(table, schema);
    add(result.problems);
    return { records: result.records, slugs: result.complete ? result.slugs : null };
  };
  const pairs = <T>(table: Table | null, schema: string): Located<T> | null => {
    if (!table) return null;
    const result = recordFromPairs<T>(table, schema);
    add(result.problems);
    return result.record;
  };

  const services = rows<SheetRecords['services'][number]['value']>(t.servicos.servicos, 'servicos');
  const treatments = rows<SheetRecords['treatments'][number]['value']>(t.tratamentos.tratamentos, 'tratamentos');
  const protocols = rows<SheetRecords['protocols'][number]['value']>(t.protocolos.protocolos, 'protocolos');
  const articles = rows<SheetRecords['articles'][number]['value']>(t.blog.artigos, 'blog');
  const partial = {
    services: withoutDuplicateSlugs(services.records, problems),
    serviceFaq: rows<SheetRecords['serviceFaq'][number]['value']>(t.servicos.perguntas, 'perguntas').records,
    treatments: withoutDuplicateSlugs(treatments.records, problems),
    treatmentFaq: rows<SheetRecords['treatmentFaq'][number]['value']>(t.tratamentos.perguntas, 'perguntas').records,
    protocols: withoutDuplicateSlugs(protocols.records, problems),
    protocolFaq: rows<SheetRecords['protocolFaq'][number]['value']>(t.protocolos.perguntas, 'perguntas').records,
    clinic: pairs<SheetRecords['clinic']['value']>(t.configuracoes.clinica, 'clinica'),
    texts: pairs<SheetRecords['texts']['value']>(t.configuracoes.textos, 'textos'),
    privacy: pairs<SheetRecords['privacy']['value']>(t.configuracoes.privacidade, 'privacidade'),
    hours: rows<SheetRecords['hours'][number]['value']>(t.configuracoes.horarios, 'horarios').records,
    social: rows<SheetRecords['social'][number]['value']>(t.configuracoes['redes-sociais'], 'redes-sociais').records,
    testimonials: rows<SheetRecords['testimonials'][number]['value']>(t.configuracoes.depoimentos, 'depoimentos').records,
    homeFaq: rows<SheetRecords['homeFaq'][number]['value']>(t.configuracoes.perguntas, 'perguntas-inicio').records,
    articles: withoutDuplicateSlugs(articles.records, problems),
  };
  const known = { services: services.slugs, treatments: treatments.slugs, protocols: protocols.slugs };
  // Cross-checks run on whatever is valid, so one run still reports every problem.
  add(
    crossCheck(
      {
        ...partial,
        clinic: partial.clinic ?? emptyRecord(),
        texts: partial.texts ?? emptyRecord(),
        privacy: partial.privacy ?? emptyRecord(),
      } as SheetRecords,
      known,
      sheets.images,
    ),
  );
  const complete = partial.clinic && partial.texts && partial.privacy;
  if (errorsIn(problems).length || !complete) return { records: null, problems };
  return { records: partial as SheetRecords, problems };
}

function emptyRecord<T>(): Located<T> {
  const location = { file: '' };
  return { value: {} as T, source: { location, cell: () => ({ location }) } };
}
