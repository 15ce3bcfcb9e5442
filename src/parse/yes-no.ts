/** The 'Publicar' cell: 'sim'/'não' as staff type it (any case, with or without the accent), or a checkbox cell. */
import { foldAccents } from './fold-accents.ts';

const YES = new Set(['sim', 's', 'x', 'true', 'verdadeiro', '1']);
const NO = new Set(['nao', 'n', 'false', 'falso', '0']);

/** true, false, or null when the text is neither. */
export function parseYesNo(text: string): boolean | null {
  const value = foldAccents(text.trim());
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}
