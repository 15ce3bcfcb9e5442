/**
 * Durations as staff type them → ISO 8601 for structured data: staff never type ISO (docs/site.md#durations).
 * The ISO value is the longest time mentioned: '30 a 45 minutos' → PT45M, '1h30' → PT1H30M, '4 a 8 horas' → PT8H.
 */
import { durationWithDigits } from './duration-words.ts';
import { foldAccents } from './fold-accents.ts';

export interface Duration {
  /** As staff typed it: '30 a 45 minutos', '1h30'. */
  display: string;
  /** ISO 8601 duration of the longest time given (e.g. 'PT45M'); null when not a time span. */
  iso: string | null;
}

// '1h30', '1 h 30 min', '2 horas e 30 minutos', '1,5 hora', '45 minutos', '45min'; '1:30h' is rewritten to '1h 30 min'
// first (longestMinutes).
const TIME = /(\d+(?:[.,]\d+)?)\s*(h|hs|hora|horas)\b\s*(?:e\s*)?(?:(\d{1,2})\s*(?:min|mins|minuto|minutos)?\b)?|(\d+)\s*(min|mins|minuto|minutos)\b/g;

/** Minutes of the longest time span in the text, or null when there is none. */
export function longestMinutes(text: string): number | null {
  const folded = foldAccents(text)
    // '1:30h', '1:30 horas', '0:45': hours and minutes as a clock writes them ('1:30 min' is left alone).
    .replace(/(?<!\d)(\d{1,2}):([0-5]\d)(?!\d)(?!\s*min)\s*(?:hs|horas|hora|h)?/g, '$1h $2 min')
    .replace(/(\d)h(\d)/g, '$1h $2')
    .replace(/\b(h|hs|horas?)\s+e\s+meia\b/g, '$1 30 min');
  let longest: number | null = null;
  for (const match of folded.matchAll(TIME)) {
    const minutes = match[1] !== undefined
      ? Math.round(Number(match[1].replace(',', '.')) * 60) + Number(match[3] ?? 0)
      : Number(match[4]);
    if (minutes > 0 && (longest === null || minutes > longest)) longest = minutes;
  }
  return longest;
}

export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** A duration as staff type it, or null when it has no time span, or has one written in words (src/parse/duration-words.ts). */
export function parseDuration(input: string): Duration | null {
  const display = input.trim();
  if (durationWithDigits(display) !== null) return null;
  const minutes = longestMinutes(display);
  return minutes === null ? null : { display, iso: isoDuration(minutes) };
}
