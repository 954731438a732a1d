import { useState } from 'react';
import { api } from './api';
import { t } from './texts';
import type { DraftView } from './types';

export interface DraftActionsProps {
  readonly view: DraftView;
  readonly onDone: () => void;
}

/**
 * What the member may do with the draft: send it for review or withdraw it (its maker), approve it
 * or send it back with a comment (a checker who did not make it). An action the member may not
 * take is not offered; why, when it is theirs to take later, is said.
 */
export function DraftActions({ view, onDone }: DraftActionsProps) {
  const [comment, setComment] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = String(view.draft.id);
  const act = (path: string, body?: unknown) => {
    setBusy(true);
    setRefusal(null);
    api('POST', `/drafts/${id}/${path}`, body).then(onDone, (error: unknown) => setRefusal(error instanceof Error ? error.message : String(error))).finally(() => setBusy(false));
  };
  const { can } = view;
  const mayEdit = can.edit === null;
  const mayReview = can.review === null;
  if (!mayEdit && !mayReview && view.draft.status !== 'in review') return refusal ? <p role="alert" className="error">{refusal}</p> : null;
  return (
    <div className="actions card">
      {refusal && <p role="alert" className="error">{refusal}</p>}
      {mayEdit && (
        <>
          <button type="button" disabled={busy || can.submit !== null} aria-describedby={can.submit ? 'why-submit' : undefined} onClick={() => act('submit')}>{t('draft.submit')}</button>
          {can.submit && <p id="why-submit" className="muted">{can.submit}</p>}
          <button type="button" className="secondary" disabled={busy} onClick={() => act('withdraw')}>{t('draft.withdraw')}</button>
        </>
      )}
      {!mayEdit && view.draft.status === 'in review' && (
        <>
          <button type="button" disabled={busy || can.approve !== null} aria-describedby={can.approve ? 'why-approve' : undefined} onClick={() => act('approve')}>{t('draft.approve')}</button>
          {can.approve && <p id="why-approve" className="muted">{can.approve}</p>}
          {mayReview && (
            <div className="send-back">
              <label htmlFor="comment">{t('draft.comment')}</label>
              <textarea id="comment" value={comment} onChange={(event) => setComment(event.target.value)} />
              <button type="button" className="secondary" disabled={busy} onClick={() => act('send-back', { comment })}>{t('draft.sendBack')}</button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
