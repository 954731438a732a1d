import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import catalogueSchema from '../../schemas/config/catalogue.schema.json';
import { useSave } from './use-save';
import type { FormValues } from './flat-validator';
import type { EditorPanelProps } from './limits-panel';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t } from './texts';
import { useLoad } from './use-load';

type Entry = Readonly<Record<string, unknown>> & { readonly code: string; readonly message: string };

interface CatalogueAnswer {
  readonly names: readonly string[];
  readonly name: string;
  readonly description: string;
  readonly entries: readonly Entry[];
}

/** The console's words for the entry fields it names; another field of the meta-schema keeps its own name. */
const fieldTitles: Readonly<Record<string, string>> = { code: t('catalogues.code'), outcome: t('catalogues.outcome'), kind: t('catalogues.kind'), messageKey: t('catalogues.messageKey'), effect: t('catalogues.effect') };

const fieldSchemas = catalogueSchema.properties.entries.items.properties as Readonly<Record<string, Record<string, unknown>>>;

/** The entry form from the catalogue meta-schema: the fields this catalogue's entries use (and the outcome, where one is said), each as the meta-schema describes it. */
function entrySchema(entries: readonly Entry[]): RJSFSchema {
  const used = new Set(['code', ...entries.flatMap((entry) => Object.keys(entry))]);
  used.delete('message');
  const properties = Object.fromEntries([...used].filter((field) => fieldSchemas[field] !== undefined && typeof fieldSchemas[field]['type'] !== 'object').map((field) => [field, { ...fieldSchemas[field], title: fieldTitles[field] ?? field }]));
  return { type: 'object', required: ['code'], properties: properties };
}

/** A catalogue's codes with their meaning and message; its maker adds a code or replaces one. */
export function CataloguePanel({ draftId, editable, onSaved }: EditorPanelProps) {
  const [name, setName] = useState('cashout-codes');
  const { loaded, reload } = useLoad<CatalogueAnswer>(`/drafts/${String(draftId)}/catalogues/${name}`);
  const [values, setValues] = useState<FormValues>({});
  const { refusal, save: put } = useSave(reload, onSaved);
  const save = (typed: FormValues) => {
    const { code, ...entry } = typed;
    void put(`/drafts/${String(draftId)}/catalogues/${name}/entries/${encodeURIComponent(String(code))}`, { entry }, `${name} ${String(code)}`, () => setValues({}));
  };
  return (
    <LoadedView loaded={loaded} retry={reload}>
      {(answer) => (
        <>
          <label htmlFor="catalogue">{t('catalogues.choose')}</label>
          <select id="catalogue" value={name} onChange={(event) => setName(event.target.value)}>
            {answer.names.map((one) => <option key={one} value={one}>{one}</option>)}
          </select>
          <p className="muted">{answer.description}</p>
          {editable && (
            <section aria-labelledby="add-code" className="card">
              <h3 id="add-code">{t('catalogues.add')}</h3>
              {refusal && <p role="alert" className="error">{refusal}</p>}
              <StaffForm idPrefix="entry" schema={entrySchema(answer.entries)} formData={values} onChange={setValues} onSubmit={save} submitLabel={t('catalogues.save')} />
            </section>
          )}
          {answer.entries.length === 0 ? (
            <p>{t('catalogues.none')}</p>
          ) : (
            <div className="scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('catalogues.code')}</th>
                    <th scope="col">{t('catalogues.outcome')}</th>
                    <th scope="col">{t('catalogues.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.entries.map((entry) => (
                    <tr key={entry.code}>
                      <td>{entry.code}</td>
                      <td>{typeof entry['outcome'] === 'string' ? entry['outcome'] : typeof entry['kind'] === 'string' ? entry['kind'] : '—'}</td>
                      <td>{entry.message || (typeof entry['messageKey'] === 'string' ? entry['messageKey'] : '—')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </LoadedView>
  );
}
