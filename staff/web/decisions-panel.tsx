import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { useSave } from './use-save';
import type { FormValues } from './flat-validator';
import type { EditorPanelProps } from './limits-panel';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t } from './texts';
import { useLoad } from './use-load';

interface Comparison {
  readonly pointer: string;
  readonly fact: string;
  readonly operator: string;
  readonly value: unknown;
  readonly words: string;
}

interface Decision {
  readonly file: string;
  readonly decision: string;
  readonly description: string;
  readonly rules: readonly { readonly name: string; readonly words: string }[];
  readonly comparisons: readonly Comparison[];
}

interface DecisionsAnswer {
  readonly decisions: readonly Decision[];
  readonly operators: Readonly<Record<string, string>>;
  readonly limits: readonly string[];
}

const limitOf = (value: unknown): string => {
  const fact = typeof value === 'object' && value !== null ? (value as { fact?: unknown }).fact : undefined;
  return typeof fact === 'string' ? fact.replace(/^limit\./, '') : '';
};

/** A comparison's form: the operator in words, and a limit or a value to compare with. */
function comparisonForm(comparison: Comparison, answer: DecisionsAnswer): { schema: RJSFSchema; formData: FormValues } {
  return {
    schema: {
      type: 'object',
      required: ['operator'],
      properties: {
        operator: { type: 'string', title: t('decisions.operator'), oneOf: Object.entries(answer.operators).map(([name, words]) => ({ const: name, title: words })) },
        limit: { type: 'string', title: t('decisions.limit'), enum: ['', ...answer.limits] },
        value: { type: 'string', title: t('decisions.value') },
      },
    },
    formData: { operator: comparison.operator, limit: limitOf(comparison.value), value: limitOf(comparison.value) ? '' : JSON.stringify(comparison.value) },
  };
}

/** The comparison as the form's values make it: against a limit (a fact of it), or a value read as JSON where it is JSON. */
function comparisonOf(comparison: Comparison, values: FormValues): Record<string, unknown> {
  const typed = typeof values['value'] === 'string' ? values['value'].trim() : '';
  let value: unknown = typed;
  try {
    value = JSON.parse(typed);
  } catch {
    // A plain text, compared as written.
  }
  const limit = typeof values['limit'] === 'string' ? values['limit'] : '';
  return { fact: comparison.fact, operator: values['operator'], value: limit ? { fact: `limit.${limit}` } : value };
}

/** A decision's rules in words, and each comparison they make, which its maker changes. */
export function DecisionsPanel({ draftId, editable, onSaved }: EditorPanelProps) {
  const { loaded, reload } = useLoad<DecisionsAnswer>(`/drafts/${String(draftId)}/decisions`);
  const [chosen, setChosen] = useState('cooling-off');
  const [editing, setEditing] = useState<string | null>(null);
  const { refusal, save: put } = useSave(reload, onSaved);
  const save = (decision: Decision, comparison: Comparison, values: FormValues) =>
    put(`/drafts/${String(draftId)}/entry`, { file: decision.file, pointer: comparison.pointer, value: comparisonOf(comparison, values) }, `${decision.decision} ${comparison.fact}`, () => setEditing(null));
  return (
    <LoadedView loaded={loaded} retry={reload}>
      {(answer) => {
        const decision = answer.decisions.find((one) => one.decision === chosen) ?? answer.decisions[0];
        return (
          <>
            <label htmlFor="decision">{t('decisions.choose')}</label>
            <select id="decision" value={decision?.decision ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {answer.decisions.map((one) => <option key={one.decision} value={one.decision}>{one.decision}</option>)}
            </select>
            {decision && (
              <>
                <p className="muted">{decision.description}</p>
                <h3>{t('decisions.rules')}</h3>
                <ol>{decision.rules.map((rule) => <li key={rule.name}><strong>{rule.name}</strong>: {rule.words}</li>)}</ol>
                <h3>{t('decisions.comparisons')}</h3>
                {decision.comparisons.length === 0 && <p>{t('decisions.none')}</p>}
                <ul className="rows">
                  {decision.comparisons.map((comparison) => (
                    <li key={comparison.pointer} className="card">
                      <p>{comparison.words}</p>
                      {editing === comparison.pointer ? (
                        <div className="editor">
                          {refusal && <p role="alert" className="error">{refusal}</p>}
                          <StaffForm idPrefix={`comparison${comparison.pointer.replace(/\W/g, '-')}`} {...comparisonForm(comparison, answer)} onSubmit={(values) => void save(decision, comparison, values)} submitLabel={t('decisions.save')} />
                          <button type="button" className="secondary" onClick={() => setEditing(null)}>{t('limits.cancel')}</button>
                        </div>
                      ) : (
                        editable && <button type="button" aria-label={`${t('limits.edit')}: ${comparison.words}`} onClick={() => setEditing(comparison.pointer)}>{t('limits.edit')}</button>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        );
      }}
    </LoadedView>
  );
}
