/**
 * Rows that passed their schema, typed as the schemas in schemas/ describe them (text cells as strings, list cells
 * as arrays), each with its source so later checks can still point at the cell.
 */
import type { Location } from '../errors/location.ts';
import type { RowContext } from '../errors/problems.ts';
import type { CellValue } from '../read/table.ts';
import type { SHEET_COLUMNS } from './sheet-columns.generated.ts';

export interface RowSource {
  location: Location;
  /**
   * Location and row context of one field's cell: `value` as the site reads it (trimmed text), `raw` as the sheet
   * holds it.
   */
  cell(field: string): { location: Location; row?: RowContext; value?: string; raw?: CellValue };
}

export interface Located<T> {
  value: T;
  source: RowSource;
}

type SheetColumns = typeof SHEET_COLUMNS;
/** Schema id of a sheet ('servicos', 'clinica', …): the keys of schemas/*.schema.json's `$id`. */
export type SheetId = keyof SheetColumns;
type CellOf<Column> = Column extends 'list' ? string[] : Column extends 'text' ? string : Column extends readonly (infer Value)[] ? Value : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * A validated row of a sheet, derived from its schema: required columns are present, the others optional; text
 * cells are strings, list cells arrays of lines, enum cells one of their values. A column added to a schema appears
 * here (after `npm run sheet-types`), and the model's `everyColumnRead` (src/model/every-column-read.ts) fails to
 * compile until the model reads it.
 */
export type SheetRow<Id extends SheetId> = Flat<
  {
    -readonly [K in keyof SheetColumns[Id]['columns'] as K extends SheetColumns[Id]['required'][number] ? K : never]: CellOf<SheetColumns[Id]['columns'][K]>;
  } & {
    -readonly [K in keyof SheetColumns[Id]['columns'] as K extends SheetColumns[Id]['required'][number] ? never : K]?: CellOf<SheetColumns[Id]['columns'][K]>;
  }
>;

export type ServiceRow = SheetRow<'servicos'>;
export type TreatmentRow = SheetRow<'tratamentos'>;
export type ProtocolRow = SheetRow<'protocolos'>;
/** A row of the blog's 'Artigos' tab. Dates are the cells' text; the model parses them. */
export type ArticleRow = SheetRow<'blog'>;
export type FaqRow = SheetRow<'perguntas'>;
export type HomeFaqRow = SheetRow<'perguntas-inicio'>;
export type HoursRow = SheetRow<'horarios'>;
export type SocialRow = SheetRow<'redes-sociais'>;
export type TestimonialRow = SheetRow<'depoimentos'>;
/** A row of the optional 'Marcas' tab of configuracoes. */
export type BrandRow = SheetRow<'marcas'>;
export type ClinicSettings = SheetRow<'clinica'>;
export type TextSettings = SheetRow<'textos'>;
export type PrivacySettings = SheetRow<'privacidade'>;

/** Everything the sheets say, validated row by row. */
export interface SheetRecords {
  services: Located<ServiceRow>[];
  serviceFaq: Located<FaqRow>[];
  treatments: Located<TreatmentRow>[];
  treatmentFaq: Located<FaqRow>[];
  protocols: Located<ProtocolRow>[];
  protocolFaq: Located<FaqRow>[];
  clinic: Located<ClinicSettings>;
  texts: Located<TextSettings>;
  privacy: Located<PrivacySettings>;
  hours: Located<HoursRow>[];
  social: Located<SocialRow>[];
  testimonials: Located<TestimonialRow>[];
  homeFaq: Located<HomeFaqRow>[];
  /** Blog articles, drafts included (the model decides what is published). Empty without a blog workbook. */
  articles: Located<ArticleRow>[];
}
