import { t } from './texts';
import type { DraftView, ReportSection } from './types';

export interface ReviewPanelProps {
  readonly view: DraftView;
}

function Section({ section }: { readonly section: ReportSection }) {
  const rows = section.table?.rows ?? [];
  const items = section.items ?? [];
  return (
    <section className="report">
      <h4>{section.title}</h4>
      {rows.length > 0 && section.table ? (
        // A row a card: a review panel beside the forms, or a phone, has no room for six columns.
        <ul className="rows">
          {rows.map((row, at) => (
            <li key={at} className="card">
              <h5>{row[0]}</h5>
              <dl className="cells">
                {row.slice(1).map((cell, i) => (
                  <div key={i} className="cell">
                    <dt>{section.table?.head[i + 1]}</dt>
                    <dd>{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : items.length > 0 ? (
        <ul>{items.map((item, at) => <li key={at}>{item.text}{item.details.length > 0 && <ul>{item.details.map((line) => <li key={line}>{line}</li>)}</ul>}</li>)}</ul>
      ) : (
        <p className="muted">{section.empty}</p>
      )}
    </section>
  );
}

/** The draft's review, as the approver reads it: the checker's findings, conflicts, what changes and where it is used, the replay. */
export function ReviewPanel({ view }: ReviewPanelProps) {
  const { review, conflicts } = view;
  if (!review) return null;
  return (
    <aside aria-labelledby="review-title" className="review">
      <h2 id="review-title">{t('draft.review')}</h2>
      <h3>{t('review.findings')}</h3>
      {review.findings.length === 0 ? (
        <p className="ok">{t('review.noFindings')}</p>
      ) : (
        <ul className="findings">
          {review.findings.map((finding, at) => (
            <li key={at} className="error">
              <code>{finding.file}{finding.line === undefined ? '' : `:${String(finding.line)}`} {finding.path}</code> {finding.message}
            </li>
          ))}
        </ul>
      )}
      {conflicts.length > 0 && <p role="alert" className="error">{t('review.conflicts', { entries: conflicts.join(', ') })}</p>}
      <h3>{t('review.replay')}</h3>
      {review.replay === null || review.replay.length === 0 ? (
        <p className="muted">{t('review.replayNone')}</p>
      ) : (
        <ul>{review.replay.map((one) => <li key={one.decision}>{t('review.replayCount', one)}</li>)}</ul>
      )}
      <h3>{t('review.diff')}</h3>
      {typeof review.sections === 'string' ? <p className="error">{review.sections}</p> : review.sections.map((section) => <Section key={section.title} section={section} />)}
    </aside>
  );
}
