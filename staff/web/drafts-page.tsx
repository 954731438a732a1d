import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from './api';
import type { FormValues } from './flat-validator';
import { useMember } from './member-context';
import { StaffForm } from './staff-form';
import { LoadedView } from './states';
import { t } from './texts';
import type { Draft } from './types';
import { useLoad } from './use-load';

const newDraftSchema: RJSFSchema = {
  type: 'object',
  required: ['title', 'reason'],
  properties: {
    title: { type: 'string', title: t('drafts.draftTitle'), maxLength: 120 },
    reason: { type: 'string', title: t('drafts.draftReason'), maxLength: 150 },
  },
};

/** Every draft with its status and maker; a maker starts a new one with its title and reason. */
export function DraftsPage() {
  const member = useMember();
  const navigate = useNavigate();
  const { loaded, reload } = useLoad<{ drafts: Draft[] }>('/drafts');
  const [values, setValues] = useState<FormValues>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = (typed: FormValues) =>
    api<{ draft: Draft }>('POST', '/drafts', typed).then(
      ({ draft }) => void navigate(`/drafts/${String(draft.id)}`),
      (error: unknown) => setRefusal(error instanceof Error ? error.message : String(error)),
    );
  return (
    <>
      <h1>{t('drafts.title')}</h1>
      <p>{t('drafts.intro')}</p>
      {member.role === 'maker' && (
        <section aria-labelledby="new-draft" className="card">
          <h2 id="new-draft">{t('drafts.new')}</h2>
          {refusal && <p role="alert" className="error">{refusal}</p>}
          <StaffForm idPrefix="new-draft" schema={newDraftSchema} uiSchema={{ reason: { 'ui:widget': 'textarea' } }} formData={values} onChange={setValues} onSubmit={(typed) => void create(typed)} submitLabel={t('drafts.create')} />
        </section>
      )}
      <LoadedView loaded={loaded} retry={reload}>
        {({ drafts }) =>
          drafts.length === 0 ? (
            <p>{t('drafts.empty')}</p>
          ) : (
            <ul className="drafts">
              {drafts.map((draft) => (
                <li key={draft.id} className="card">
                  <Link to={`/drafts/${String(draft.id)}`}>{draft.title}</Link>
                  <span className={`status status-${draft.status.replace(' ', '-')}`}>{draft.status}</span>
                  <p className="muted">{draft.reason}</p>
                  <p className="muted">
                    {t('drafts.maker')} {draft.makerName} · {t('drafts.created')} {new Date(draft.createdAt).toLocaleString('en-IN')}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </LoadedView>
    </>
  );
}
