import { useState } from 'react';
import { useSave } from './use-save';
import { limitBounds, limitForm, shownLimitValue, type LimitRow } from './limit-form';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t } from './texts';
import { useLoad } from './use-load';

export interface EditorPanelProps {
  readonly draftId: number;
  readonly editable: boolean;
  /** After a save: what was saved, or null when nothing changed. */
  readonly onSaved: (what: string | null) => void;
}

/** The limits of the draft, found by name or source, each with where it is used; its maker changes one at a time. */
export function LimitsPanel({ draftId, editable, onSaved }: EditorPanelProps) {
  const { loaded, reload } = useLoad<{ limits: LimitRow[] }>(`/drafts/${String(draftId)}/limits`);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const { refusal, save: put } = useSave(reload, onSaved);
  const save = (name: string, value: unknown) => put(`/drafts/${String(draftId)}/limits/${name}`, { value }, name, () => setEditing(null));
  return (
    <>
      <label htmlFor="limit-search">{t('limits.search')}</label>
      <input id="limit-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <LoadedView loaded={loaded} retry={reload}>
        {({ limits }) => {
          const found = limits.filter((limit) => `${limit.name} ${limit.spec}`.toLowerCase().includes(query.toLowerCase().trim()));
          if (found.length === 0) return <p>{t('limits.none')}</p>;
          return (
            <ul className="rows">
              {found.slice(0, 40).map((limit) => (
                <li key={limit.name} className="card">
                  <h3>{limit.name}</h3>
                  <p className="value">{shownLimitValue(limit.value, limit.unit)}</p>
                  <p className="muted">{t('limits.source')}: {limit.spec}</p>
                  <LimitBounds lines={limitBounds(limit)} />
                  {limit.unread ? <p className="muted">{t('limits.unusedNote', { why: limit.unread })}</p> : <p className="muted">{t('limits.usedBy')}: {limit.usedBy.join('; ')}</p>}
                  {editing === limit.name ? (
                    <div className="editor">
                      {refusal && <p role="alert" className="error">{refusal}</p>}
                      <StaffForm idPrefix={`limit-${limit.name}`} {...limitForm(limit)} onSubmit={(values) => void save(limit.name, values['value'])} submitLabel={t('limits.save')} />
                      <button type="button" className="secondary" onClick={() => setEditing(null)}>{t('limits.cancel')}</button>
                    </div>
                  ) : (
                    editable && <button type="button" aria-label={`${t('limits.edit')} ${limit.name}`} onClick={() => setEditing(limit.name)}>{t('limits.edit')}</button>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </LoadedView>
    </>
  );
}

interface LimitBoundsProps {
  readonly lines: readonly string[];
}

/** What the checker holds a limit to, as a list under its value; nothing when it holds it to nothing. */
function LimitBounds({ lines }: LimitBoundsProps) {
  if (lines.length === 0) return null;
  return (
    <ul className="muted bounds" aria-label={t('limits.bounds')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
