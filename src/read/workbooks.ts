/**
 * The workbooks staff edit and the tabs each must have. In CSV form each tab is its own file:
 * `{workbook}-{tab}.csv` (e.g. `servicos-perguntas.csv`); the first tab may also be just `{workbook}.csv`.
 */
import { foldAccents } from '../parse/fold-accents.ts';
export interface TabSpec {
  /** Key used in code and in CSV file names. */
  key: string;
  /** Tab name staff see. */
  name: string;
  /** Schema id in schemas/ that validates each row (or the key-value pairs) of the tab. */
  schema: string;
  /**
   * A tab staff may leave out (e.g. 'Marcas', docs/site.md#medical-advertising-rules); a missing optional tab is no
   * problem and reads as null.
   */
  optional?: boolean;
}

export interface WorkbookSpec {
  name: WorkbookName;
  tabs: TabSpec[];
  /** A workbook a clinic may not have (the blog): without it the site simply has none of its pages. */
  optional?: boolean;
}

export type WorkbookName = 'servicos' | 'tratamentos' | 'protocolos' | 'configuracoes' | 'blog';

export const WORKBOOKS: WorkbookSpec[] = [
  { name: 'configuracoes', tabs: [
    { key: 'clinica', name: 'Clínica', schema: 'clinica' },
    { key: 'horarios', name: 'Horários', schema: 'horarios' },
    { key: 'redes-sociais', name: 'Redes sociais', schema: 'redes-sociais' },
    { key: 'textos', name: 'Textos', schema: 'textos' },
    { key: 'depoimentos', name: 'Depoimentos', schema: 'depoimentos' },
    { key: 'perguntas', name: 'Perguntas', schema: 'perguntas-inicio' },
    { key: 'privacidade', name: 'Privacidade', schema: 'privacidade' },
    { key: 'marcas', name: 'Marcas', schema: 'marcas', optional: true },
  ] },
  { name: 'servicos', tabs: [
    { key: 'servicos', name: 'Serviços', schema: 'servicos' },
    { key: 'perguntas', name: 'Perguntas', schema: 'perguntas' },
  ] },
  { name: 'tratamentos', tabs: [
    { key: 'tratamentos', name: 'Tratamentos', schema: 'tratamentos' },
    { key: 'perguntas', name: 'Perguntas', schema: 'perguntas' },
  ] },
  { name: 'protocolos', tabs: [
    { key: 'protocolos', name: 'Protocolos', schema: 'protocolos' },
    { key: 'perguntas', name: 'Perguntas', schema: 'perguntas' },
  ] },
  { name: 'blog', optional: true, tabs: [
    { key: 'artigos', name: 'Artigos', schema: 'blog' },
  ] },
];

/** Folder inside the sheets folder with the images the sheets name. */
export const IMAGES_FOLDER = 'imagens';

/** File inside the sheets folder listing workbooks to download from links instead (src/sources/fontes-file.ts). */
export const FONTES_FILE = 'fontes.txt';

/** 'Redes  Sociais' → 'redes sociais', 'Preço ' → 'preco': how tab and column names are compared. */
/** The tab `init` adds to each workbook to explain its columns: for people, never read. */
export const INSTRUCTIONS_TAB = 'Instruções';

export function normalizeName(name: string): string {
  return foldAccents(name)
    .replace(/[^a-z0-9()]+/g, ' ')
    .trim();
}
