/**
 * Addresses of a list cell written one after another with nothing between them
 * ("bioestimulador-de-colagenoskinbooster"): what is left of "one address per line" when a program drops the line
 * breaks inside cells (LibreOffice 7.4 saving an .ods as .xlsx, src/read/lost-line-breaks.ts). Told apart from a
 * mistyped address by splitting it into addresses the catalogue has, every piece of it.
 */

/** Longest text tried: a cell of a few dozen glued addresses. Longer ones are not split. */
const MAX_LENGTH = 2_000;
/** Longest address a catalogue accepts (its schema's maxLength): no piece is looked up longer than that. */
const MAX_ADDRESS = 100;

/**
 * The known addresses `text` is made of, in order, when it is two or more of them glued together; otherwise null.
 * @example gluedAddresses('botoxskinbooster', new Set(['botox', 'skinbooster'])) // ['botox', 'skinbooster']
 */
export function gluedAddresses(text: string, known: { has(slug: string): boolean }): string[] | null {
  if (text.length > MAX_LENGTH || known.has(text)) return null;
  // pieces[i]: the fewest known addresses that make text.slice(0, i), as the list of them; undefined: none do.
  const pieces: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - MAX_ADDRESS); start < end; start++) {
      const before = pieces[start];
      if (!before || (pieces[end] && pieces[end]!.length <= before.length + 1)) continue;
      const piece = text.slice(start, end);
      if (known.has(piece)) pieces[end] = [...before, piece];
    }
  }
  const found = pieces[text.length];
  return found && found.length > 1 ? found : null;
}
