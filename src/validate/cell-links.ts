/**
 * Links attached to cells (Inserir › Link, Ctrl+K; an .ods's <text:a>), as the reader hands them on
 * (src/read/workbook-thread.ts): read where the column takes an address, named where the site would lose them.
 */
import type { Location } from '../errors/location.ts';
import { problem, type Problem } from '../errors/problems.ts';
import type { CellValue } from '../read/table.ts';
import { cellText } from './cell-text.ts';
import type { PropertySchema } from './schemas.ts';

/** A column that takes an address (a profile, the site, a photo by its link): a pattern with https, or the image format. */
const takesAddress = (property: PropertySchema) => property.format === 'imagem' || (property.pattern ?? '').includes('https');
const isMarkdown = (property: PropertySchema) => /Markdown/.test(`${property.description ?? ''} ${property['x-coluna'] ?? ''}`);

/**
 * A cell that shows a word and links to an address (Inserir › Link, Ctrl+K). In a column that takes an address the
 * address is what staff mean ("Instagram", linked to the clinic's profile): it is read instead of the word. Elsewhere
 * the site publishes the text alone, and `unused` is set unless the text itself holds the address (a Markdown link
 * written out, or the address typed and linked by the program).
 */
export function linkedValue(value: CellValue, link: string | undefined, property: PropertySchema): { value: CellValue; unused: boolean } {
  if (!link) return { value, unused: false };
  const text = cellText(value);
  const fileName = property.format === 'imagem' && /\.[a-z0-9]{2,5}$/i.test(text);
  if (takesAddress(property) && /^https?:\/\//i.test(link) && !/^(?:https?:\/\/|mailto:|tel:)/i.test(text) && !fileName) return { value: link, unused: false };
  return { value, unused: !text.includes(link) };
}

export function linkProblem(property: PropertySchema, field: string, shown: CellValue, target: string, location: Location): Problem {
  const column = property['x-coluna'] ?? property['x-campo'] ?? field;
  const text = cellText(shown).replace(/\s+/g, ' ');
  return problem('LINK_NAO_PUBLICADO', { column, target, shown: text.length > 60 ? `${text.slice(0, 59)}…` : text, markdown: isMarkdown(property) }, location);
}
