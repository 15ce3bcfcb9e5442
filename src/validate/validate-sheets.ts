/**
 * The validate stage: SheetSet → SheetRecords, or every problem of every sheet (errors and warnings) in one run.
 * Records are returned only when there is no error, so the model never sees invalid data.
 */
import { errorsIn, type Problem } from '../errors/problems.ts';
import type { SheetSet } from '../read/read-sheets.ts';
import type { Table } from '../read/table.ts';
import { crossCheck, withoutDuplicateSlugs, type SlugRows } from './cross-checks.ts';
import type { Located, SheetId, SheetRecords, SheetRow } from './records.ts';
import { withImageNameFiles } from './image-name-files.ts';
import { recordFromPairs, recordsFromRows, rowMemoKey, type RowMemo, type TableResult } from './table-records.ts';

export interface Validation {
  records: SheetRecords | null;
  problems: Problem[];
}

/**
 * A dev session's memo (src/dev/incremental-build.ts): the records of a table read unchanged from the last rebuild
 * (the read cache hands back the same Table object) are not converted and validated again, and neither are the
 * unchanged rows of an edited table (src/validate/table-records.ts RowMemo).
 */
export interface ValidationMemo {
  tables: WeakMap<Table, TableResult<unknown>>;
  /** Each table's row memo, by rowMemoKey; only those of the latest validation are kept. */
  rows: Map<string, RowMemo>;
}

export const newValidationMemo = (): ValidationMemo => ({ tables: new WeakMap(), rows: new Map() });

export function validateSheets(sheets: SheetSet, memo?: ValidationMemo): Validation {
  // Never `push(...many)`: ten thousand pasted rows give more problems than a call can take as arguments.
  const problems: Problem[] = sheets.problems.slice();
  const add = (more: Problem[]) => {
    for (const p of more) problems.push(p);
  };
  const t = sheets.tables;
  const rowMemos = new Map<string, RowMemo>();
  const rows = <Id extends SheetId>(table: Table | null, schema: Id): { records: Located<SheetRow<Id>>[]; slugs: SlugRows | null; badSlugRows: number[] } => {
    // slugs null: the catalogue could not be read, so references into it are not checked (src/validate/cross-checks.ts).
    if (!table) return { records: [], slugs: null, badSlugRows: [] };
    let result = memo?.tables.get(table) as TableResult<SheetRow<Id>> | undefined;
    const key = memo && rowMemoKey(table, schema);
    if (!result) {
      const after: RowMemo = new Map();
      result = recordsFromRows(table, schema, key ? { before: memo?.rows.get(key), after } : undefined);
      if (key) rowMemos.set(key, after);
    } else if (key && memo?.rows.has(key)) rowMemos.set(key, memo.rows.get(key)!);
    memo?.tables.set(table, result);
    add(result.problems);
    return { records: result.records, slugs: result.complete ? result.slugs : null, badSlugRows: result.badSlugRows };
  };
  const pairs = <Id extends SheetId>(table: Table | null, schema: Id): Located<SheetRow<Id>> | null => {
    if (!table) return null;
    const result = recordFromPairs(table, schema);
    add(result.problems);
    return result.record;
  };

  const services = rows(t.servicos.servicos, 'servicos');
  const treatments = rows(t.tratamentos.tratamentos, 'tratamentos');
  const protocols = rows(t.protocolos.protocolos, 'protocolos');
  const articles = rows(t.blog.artigos, 'blog');
  const partial = {
    services: withoutDuplicateSlugs(services.records, problems, services.slugs),
    serviceFaq: rows(t.servicos.perguntas, 'perguntas').records,
    treatments: withoutDuplicateSlugs(treatments.records, problems, treatments.slugs),
    treatmentFaq: rows(t.tratamentos.perguntas, 'perguntas').records,
    protocols: withoutDuplicateSlugs(protocols.records, problems, protocols.slugs),
    protocolFaq: rows(t.protocolos.perguntas, 'perguntas').records,
    clinic: pairs(t.configuracoes.clinica, 'clinica'),
    texts: pairs(t.configuracoes.textos, 'textos'),
    privacy: pairs(t.configuracoes.privacidade, 'privacidade'),
    hours: rows(t.configuracoes.horarios, 'horarios').records,
    social: rows(t.configuracoes['redes-sociais'], 'redes-sociais').records,
    testimonials: rows(t.configuracoes.depoimentos, 'depoimentos').records,
    homeFaq: rows(t.configuracoes.perguntas, 'perguntas-inicio').records,
    articles: withoutDuplicateSlugs(articles.records, problems, articles.slugs),
  };
  if (memo) memo.rows = rowMemos;
  const known = {
    services: services.slugs,
    treatments: treatments.slugs,
    protocols: protocols.slugs,
    badSlugRows: { services: services.badSlugRows, treatments: treatments.badSlugRows, protocols: protocols.badSlugRows },
  };
  // Cross-checks run on whatever is valid, so one run still reports every problem.
  add(crossCheck(partial, known, sheets.images, sheets.publicFiles.map((file) => file.path)));
  // An image cell without its extension is told the folder's files of that name, listed now (image-name-files.ts).
  const reported = withImageNameFiles(problems, sheets.images);
  const { clinic, texts, privacy } = partial;
  if (errorsIn(reported).length || !clinic || !texts || !privacy) return { records: null, problems: reported };
  return { records: { ...partial, clinic, texts, privacy }, problems: reported };
}
