import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readPath, resolveTemplate, type TemplateScope } from '../../../core/flow/resolve-template';
import type { ChartSpec } from '../../../core/screens/screen-definition';
import { isIsoDate, showDate } from '../../../core/format/ist-time';
import { asText } from '../../../core/text/as-text';
import { useLoad } from '../../load/use-load';
import { LoadStatus } from '../load-status';

export interface SpendingChartProps {
  readonly chart: ChartSpec;
  /** The list's scope: its filters are the period the chart sums. */
  readonly scope: TemplateScope;
}

/** The drawing's size in its own units; the SVG scales to the width it is given. */
const width = 640;
const height = 160;
const top = 8;

/**
 * Money in and out per month, as a list's chart part (issue 17): bars in plain SVG, which no chart
 * library is needed for, inside a figure with its caption; the same figures follow as a table, so a
 * screen reader, a print and a customer who reads numbers rather than bars have them all. The bars
 * are decorative (hidden from assistive technology): the table says everything they show, and the
 * legend names each colour, which is never the only sign (the table's headings).
 */
export function SpendingChart({ chart, scope }: SpendingChartProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const { state, retry } = useLoad(chart.load, scope);
  const answer = state.status === 'done' ? state.result.body : undefined;
  const loaded = answer === undefined ? [] : readPath({ answer }, `answer.${chart.items}`);
  const rows = (Array.isArray(loaded) ? (loaded as unknown[]) : []).map((row) => {
    const rowScope = { ...scope, row };
    return {
      month: asText(resolveTemplate(chart.month, rowScope)),
      values: chart.series.map((series) => {
        const value = resolveTemplate(series.value, rowScope);
        return typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
      }),
    };
  });
  const months = new Intl.DateTimeFormat(t('format.locale'), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthName = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? months.format(Date.parse(`${month}-01T00:00:00Z`)) : month);
  const filters = (scope['filters'] ?? {}) as Readonly<Record<string, string>>;
  const shownDate = (date: string | undefined) => (date && isIsoDate(date) ? showDate(date) : '');
  const caption = t(chart.captionKey, { from: shownDate(filters['from']), to: shownDate(filters['to']) });

  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} lines={2} />;
  if (rows.length === 0) return null;
  const largest = Math.max(1, ...rows.flatMap((row) => row.values));
  const slot = width / rows.length;
  const bar = Math.min(28, (slot * 0.7) / chart.series.length);
  const scale = (paise: number) => ((height - top) * paise) / largest;
  return (
    <figure className="chart">
      <figcaption id={captionId} className="chart__caption">
        {caption}
      </figcaption>
      <ul className="chart__legend" aria-hidden="true">
        {chart.series.map((series) => (
          <li key={series.key} className={`chart__key chart__key--${series.key}`}>
            {t(series.labelKey)}
          </li>
        ))}
      </ul>
      {/* Bars stretch to the width they are given; the months are text below them, which does not stretch. */}
      <svg className="chart__bars" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
        {rows.map((row, index) => {
          const groupLeft = index * slot + (slot - bar * chart.series.length) / 2;
          return (
            <g key={row.month}>
              {row.values.map((value, which) => {
                const tall = scale(value);
                return <rect key={chart.series[which]?.key ?? which} className={`chart__bar chart__bar--${chart.series[which]?.key ?? 'in'}`} x={groupLeft + which * bar} y={height - tall} width={bar - 2} height={tall} />;
              })}
            </g>
          );
        })}
      </svg>
      <ol className="chart__months" aria-hidden="true">
        {rows.map((row) => (
          <li key={row.month}>{monthName(row.month)}</li>
        ))}
      </ol>
      <table className="chart__table" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t(chart.monthLabelKey)}</th>
            {chart.series.map((series) => (
              <th key={series.key} scope="col">
                {t(series.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthName(row.month)}</th>
              {row.values.map((value, which) => (
                <td key={chart.series[which]?.key ?? which}>{t('format.money', { amount: value })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
