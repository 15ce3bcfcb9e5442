/**
 * Opening hours from settings (docs/site.md#opening-hours-and-address, e.g. Mon-Fri 12:00-20:00, Sat 09:00-13:30, Sun
 * closed) as a definition list.
 */
import type { OpeningHours as Hours } from '../../src/model/types.ts';

/** '12:00 – 20:00', or 'Fechado' for a day without hours. */
export function hoursText(row: Hours): string {
  return row.opens && row.closes ? `${row.opens} – ${row.closes}` : 'Fechado';
}

/**
 * Rows of the same days shown as one, under the first row's words, their hours joined: a lunch break is two rows of
 * Horários ("Segunda a Sexta" 08:00–12:00 and "Seg a Sex" 14:00–18:00), read as "Segunda a Sexta 08:00 – 12:00 e
 * 14:00 – 18:00".
 */
export function hoursByDays(hours: Hours[]): [label: string, text: string][] {
  const byDays = new Map<string, { label: string; texts: string[] }>();
  for (const row of hours) {
    const key = row.days.length ? row.days.join() : row.label;
    const group = byDays.get(key);
    if (group) group.texts.push(hoursText(row));
    else byDays.set(key, { label: row.label, texts: [hoursText(row)] });
  }
  return [...byDays.values()].map(({ label, texts }) => [label, texts.join(' e ')]);
}

export function OpeningHours({ hours }: { hours: Hours[] }) {
  return (
    <dl className="hours">
      {hoursByDays(hours).map(([label, text]) => (
        <div className="hours__row" key={label}>
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
