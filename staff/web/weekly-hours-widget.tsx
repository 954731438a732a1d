import type { WidgetProps } from '@rjsf/utils';
import { hoursByDay } from '../../src/core/kyc/weekly-hours';
import { t } from './texts';

const days = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
const index = (day: string) => ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].indexOf(day);
/** A Monday at noon UTC: the day n after it named by the browser's English. */
const dayName = (offset: number) => new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + offset, 12));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type Row = { readonly open: boolean; readonly opens: string; readonly closes: string };

function rowsOf(value: unknown): Row[] {
  let byDay: ReturnType<typeof hoursByDay> = new Map();
  try {
    byDay = typeof value === 'string' ? hoursByDay(value) : new Map();
  } catch {
    // A value the table cannot read starts as all closed; the server's checker names it.
  }
  return days.map((day) => {
    const hours = byDay.get(index(day));
    return hours ? { open: true, opens: hhmm(hours.opens), closes: hhmm(hours.closes) } : { open: false, opens: '10:00', closes: '18:30' };
  });
}

/** Rows as the limit writes them: days with the same hours one after another as a range ("MON-FRI 10:00-18:30; SAT 10:00-14:00"). */
function valueOf(rows: readonly Row[]): string {
  const parts: { from: string; to: string; hours: string }[] = [];
  rows.forEach((row, at) => {
    if (!row.open) return;
    const hours = `${row.opens}-${row.closes}`;
    const last = parts.at(-1);
    if (last && last.hours === hours && days.indexOf(last.to as (typeof days)[number]) === at - 1) last.to = days[at] ?? last.to;
    else parts.push({ from: days[at] ?? 'MON', to: days[at] ?? 'MON', hours });
  });
  return parts.map((part) => `${part.from === part.to ? part.from : `${part.from}-${part.to}`} ${part.hours}`).join('; ');
}

/** The weekly hours as a table of the seven days: open or closed, opening and closing time. */
export function WeeklyHoursWidget({ id, value, onChange, disabled }: WidgetProps) {
  const rows = rowsOf(value);
  const set = (at: number, change: Partial<Row>) => onChange(valueOf(rows.map((row, i) => (i === at ? { ...row, ...change } : row))));
  return (
    <table id={id} className="hours">
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">{t('limits.hours')}</span></th>
          <th scope="col">{t('limits.closed')}</th>
          <th scope="col">{t('limits.opens')}</th>
          <th scope="col">{t('limits.closes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, at) => (
          <tr key={days[at]}>
            <th scope="row">{dayName(at)}</th>
            <td><input type="checkbox" aria-label={`${dayName(at)}: ${t('limits.closed')}`} checked={!row.open} disabled={disabled} onChange={(event) => set(at, { open: !event.target.checked })} /></td>
            <td><input type="time" aria-label={`${dayName(at)}: ${t('limits.opens')}`} value={row.opens} disabled={disabled || !row.open} onChange={(event) => set(at, { opens: event.target.value })} /></td>
            <td><input type="time" aria-label={`${dayName(at)}: ${t('limits.closes')}`} value={row.closes} disabled={disabled || !row.open} onChange={(event) => set(at, { closes: event.target.value })} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
