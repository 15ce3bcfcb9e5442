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
 * Rows of the same days shown as one, their hours joined: a lunch break is two rows of Horários ("Segunda a Sexta"
 * 08:00–12:00 and 14:00–18:00), read as "Segunda a Sexta 08:00 – 12:00 e 14:00 – 18:00".
 */
export function hoursByDays(hours: Hours[]): [label: string, text: string][] {
  const byLabel = new Map<string, string[]>();
  for (const row of hours) byLabel.set(row.label, [...(byLabel.get(row.label) ?? []), hoursText(row)]);
  return [...byLabel].map(([label, texts]) => [label, texts.join(' e ')]);
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
