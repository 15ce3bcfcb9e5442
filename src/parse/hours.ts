/**
 * Opening hours as typed in the 'Horários' tab → schema.org days. 'Segunda a Sexta' → Monday…Friday,
 * 'Sábado' → Saturday, 'Segunda, Quarta e Sexta' → three days.
 */
import { foldAccents } from './fold-accents.ts';
/** Prefix staff's day names share once folded, schema.org name, the name as staff write it. */
const DAYS = [
  ['dom', 'Sunday', 'Domingo'],
  ['seg', 'Monday', 'Segunda'],
  ['ter', 'Tuesday', 'Terça'],
  ['qua', 'Wednesday', 'Quarta'],
  ['qui', 'Thursday', 'Quinta'],
  ['sex', 'Friday', 'Sexta'],
  ['sab', 'Saturday', 'Sábado'],
] as const;

const fold = (text: string) => foldAccents(text).trim();

function dayIndex(word: string): number | null {
  const key = fold(word).replace(/-?feira$/, '').slice(0, 3);
  const index = DAYS.findIndex(([prefix]) => prefix === key);
  return index < 0 ? null : index;
}

/** A schema.org day name as staff write it: 'Saturday' → 'Sábado'. */
export function dayName(schemaDay: string): string {
  return DAYS.find(([, name]) => name === schemaDay)?.[2] ?? schemaDay;
}

/** schema.org day names, or null when the text is not a day, a list of days or a range. */
export function parseDays(text: string): string[] | null {
  const days: number[] = [];
  for (const part of fold(text).replace(/-feira\b/g, '').split(/\s*,\s*|\s+e\s+/)) {
    const range = part.split(/\s+(?:a|ate)\s+|\s*[-–]\s*/);
    if (range.length > 2) return null;
    const from = dayIndex(range[0]);
    const to = dayIndex(range[range.length - 1]);
    if (from === null || to === null) return null;
    for (let d = from; ; d = (d + 1) % 7) {
      if (!days.includes(d)) days.push(d);
      if (d === to) break;
    }
  }
  return days.length ? days.map((d) => DAYS[d][1]) : null;
}

/**
 * '9:00' → '09:00'; a spreadsheet time fraction (0.5) → '12:00'; the hour as Brazilians write it, '9h', '13h30' or
 * '13h 30min' → '09:00', '13:30'.
 */
export function normalizeTime(value: string): string | null {
  if (/^0?\.\d+$|^0$/.test(value)) {
    const minutes = Math.round(Number(value) * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(:00)?$/.exec(value.trim()) ?? /^([01]?\d|2[0-3]) ?h(?: ?([0-5]\d)(?: ?min)?)?$/i.exec(value.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2] ?? '00'}` : null;
}
