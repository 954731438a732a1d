import { memo, useId } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { readPath, resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ChartSpec } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';
import { useLoad } from '../../load/use-load';
import { LoadStatus } from '../load-status';
import { textValues } from '../shown-value';

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
// Drawn again only when its period changes (the list keeps the same scope while the customer
// filters among the rows or pages through them).
export const SpendingChart = memo(function SpendingChart({ chart, scope }: SpendingChartProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const { state, retry } = useLoad(chart.load, scope);
  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} lines={2} />;

  const loaded = readPath({ answer: state.result.body }, `answer.${chart.items}`);
  const rows = (Array.isArray(loaded) ? (loaded as unknown[]) : []).map((row) => {
    const rowScope = { ...scope, row };
    return {
      month: asText(resolveTemplate(chart.month, rowScope)),
      bars: chart.series.map((series) => {
        const paise = resolveTemplate(series.value, rowScope);
        return { key: series.key, paise: typeof paise === 'number' && Number.isSafeInteger(paise) ? paise : 0 };
      }),
    };
  });
  if (rows.length === 0) return null;
  const months = new Intl.DateTimeFormat(t('format.locale'), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthName = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? months.format(Date.parse(`${month}-01T00:00:00Z`)) : month);
  const largest = Math.max(1, ...rows.flatMap((row) => row.bars.map((bar) => bar.paise)));
  const slot = width / rows.length;
  const barWidth = Math.min(28, (slot * 0.7) / chart.series.length);
  const tall = (paise: number) => ((height - top) * paise) / largest;
  return (
    <figure className="chart">
      <figcaption id={captionId} className="chart__caption">
        {t(chart.captionKey, textValues(chart.captionValues ?? {}, scope, t))}
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
          const left = index * slot + (slot - barWidth * row.bars.length) / 2;
          return (
            <g key={row.month}>
              {row.bars.map((bar, which) => (
                <rect key={bar.key} className={`chart__bar chart__bar--${bar.key}`} x={left + which * barWidth} y={height - tall(bar.paise)} width={barWidth - 2} height={tall(bar.paise)} />
              ))}
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
              {row.bars.map((bar) => (
                <td key={bar.key}>{t('format.money', { amount: bar.paise })}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
});
