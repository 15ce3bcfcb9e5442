/**
 * Opening hours from settings (docs/site.md#opening-hours-and-address, e.g. Mon-Fri 12:00-20:00, Sat 09:00-13:30, Sun
 * closed) as a definition list.
 */
import type { OpeningHours as Hours } from '../../src/model/types.ts';

/** '12:00 – 20:00', or 'Fechado' for a day without hours. */
export function hoursText(row: Hours): string {
  return row.opens && row.closes ? `${row.opens} – ${row.closes}` : 'Fechado';
}

export function OpeningHours({ hours }: { hours: Hours[] }) {
  return (
    <dl className="hours">
      {hours.map((row) => (
        <div className="hours__row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{hoursText(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
