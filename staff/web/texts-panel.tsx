import { useState } from 'react';
import { useSave } from './use-save';
import type { EditorPanelProps } from './limits-panel';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t, type TextKey } from './texts';
import { TextPreview } from './text-preview';
import { useLoad } from './use-load';

interface TextRow {
  readonly key: string;
  readonly byLanguage: Readonly<Record<string, string>>;
  readonly usedBy: readonly string[];
  /** The texts it nests, by language and key, for its preview. */
  readonly nested: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

interface TextsAnswer {
  readonly languages: readonly string[];
  readonly texts: readonly TextRow[];
  readonly limits: Readonly<Record<string, number | string>>;
  readonly locales: Readonly<Record<string, string>>;
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^,}]+?)\s*(?:,[^}]*)?\}\}/g)].map((match) => `{{${match[1] ?? ''}}}`))];

/** Messages found by key or words, each in every language side by side, with its placeholders and the customer's view of it. */
export function TextsPanel({ draftId, editable, onSaved }: EditorPanelProps) {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const { loaded, reload } = useLoad<TextsAnswer>(`/drafts/${String(draftId)}/texts?q=${encodeURIComponent(asked)}`);
  const [editing, setEditing] = useState<TextRow | null>(null);
  const [newKey, setNewKey] = useState('');
  const { refusal, save: put } = useSave(reload, onSaved);
  const save = (key: string, byLanguage: Record<string, unknown>) => put(`/drafts/${String(draftId)}/texts/${encodeURIComponent(key)}`, { byLanguage }, key, () => setEditing(null));
  return (
    <>
      <form className="search" onSubmit={(event) => { event.preventDefault(); setAsked(query); }}>
        <label htmlFor="text-search">{t('texts.search')}</label>
        <input id="text-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit">{t('texts.search')}</button>
      </form>
      {editable && (
        <form className="search" onSubmit={(event) => { event.preventDefault(); if (newKey.trim() !== '') setEditing({ key: newKey.trim(), byLanguage: {}, usedBy: [], nested: {} }); }}>
          <label htmlFor="new-key">{t('texts.newKey')}</label>
          <input id="new-key" value={newKey} onChange={(event) => setNewKey(event.target.value)} />
          <button type="submit" className="secondary">{t('limits.edit')}</button>
        </form>
      )}
      <LoadedView loaded={loaded} retry={reload}>
        {(answer) => {
          const rows = editing && !answer.texts.some((row) => row.key === editing.key) ? [editing, ...answer.texts] : answer.texts;
          if (rows.length === 0) return <p>{t('texts.none')}</p>;
          return (
            <ul className="rows">
              {rows.map((row) => (
                <li key={row.key} className="card">
                  <h3>{row.key}</h3>
                  {row.usedBy.length > 0 && <p className="muted">{t('limits.usedBy')}: {row.usedBy.join('; ')}</p>}
                  {editing?.key === row.key ? (
                    <div className="editor">
                      {refusal && <p role="alert" className="error">{refusal}</p>}
                      <p className="muted">{t('texts.placeholders', { names: placeholdersOf(row.byLanguage['en'] ?? '').join(' ') || '—' })}</p>
                      <StaffForm
                        idPrefix={`text-${row.key.replace(/[^a-zA-Z0-9]/g, '-')}`}
                        schema={{ type: 'object', required: [...answer.languages], properties: Object.fromEntries(answer.languages.map((language) => [language, { type: 'string', title: t(`texts.language.${language}` as TextKey) }])) }}
                        uiSchema={Object.fromEntries(answer.languages.map((language) => [language, { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }]))}
                        formData={editing.byLanguage}
                        onChange={(values) => setEditing({ ...row, byLanguage: Object.fromEntries(Object.entries(values).map(([language, text]) => [language, typeof text === 'string' ? text : ''])) })}
                        onSubmit={(values) => void save(row.key, values)}
                        submitLabel={t('texts.save')}
                      />
                      <TextPreview byLanguage={editing.byLanguage} limits={answer.limits} locales={answer.locales} nested={row.nested} />
                      <button type="button" className="secondary" onClick={() => setEditing(null)}>{t('limits.cancel')}</button>
                    </div>
                  ) : (
                    <>
                      <dl className="languages">
                        {answer.languages.map((language) => (
                          <div key={language}>
                            <dt>{t(`texts.language.${language}` as TextKey)}</dt>
                            <dd lang={language}>{row.byLanguage[language]}</dd>
                          </div>
                        ))}
                      </dl>
                      {editable && <button type="button" aria-label={`${t('limits.edit')} ${row.key}`} onClick={() => setEditing(row)}>{t('limits.edit')}</button>}
                    </>
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
