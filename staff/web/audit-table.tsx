import { Link } from 'react-router';
import { t } from './texts';
import type { AuditEntry } from './types';

export interface AuditTableProps {
  readonly entries: readonly AuditEntry[];
}

/** Audit entries as a table: when (India time), who, what, which draft, why. */
export function AuditTable({ entries }: AuditTableProps) {
  if (entries.length === 0) return <p>{t('audit.empty')}</p>;
  return (
    <div className="scroll">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.draft')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{new Date(entry.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</td>
              <td>{entry.staffEmail ?? '—'}</td>
              <td>{entry.action}</td>
              <td>{entry.draftId === null ? '—' : <Link to={`/drafts/${String(entry.draftId)}`}>#{entry.draftId}</Link>}</td>
              <td>{entry.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
