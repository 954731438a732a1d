import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuditTable } from './audit-table';
import { CataloguePanel } from './catalogue-panel';
import { DecisionsPanel } from './decisions-panel';
import { DraftActions } from './draft-actions';
import { LimitsPanel } from './limits-panel';
import { ReviewPanel } from './review-panel';
import { RoutesPanel } from './routes-panel';
import { LoadedView } from './states';
import { t } from './texts';
import { TextsPanel } from './texts-panel';
import type { DraftView } from './types';
import { useLoad } from './use-load';

const tabs = ['limits', 'texts', 'catalogues', 'decisions', 'routes', 'history'] as const;
type Tab = (typeof tabs)[number];
const tabLabel = { limits: 'draft.limits', texts: 'draft.texts', catalogues: 'draft.catalogues', decisions: 'draft.decisions', routes: 'draft.routes', history: 'draft.history' } as const;

/** A draft: what it is, what may be done with it, its editors, and beside them its review. */
export function DraftPage() {
  const id = Number(useParams()['id']);
  const { loaded, reload } = useLoad<DraftView>(`/drafts/${String(id)}`);
  const [tab, setTab] = useState<Tab>('limits');
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (what: string | null) => {
    setNotice(what ?? t('draft.nothingChanged'));
    reload();
  };
  return (
    <LoadedView loaded={loaded} retry={reload}>
      {(view) => (
        <>
          <p><Link to="/">{t('draft.back')}</Link></p>
          <h1>{view.draft.title}</h1>
          <p className="muted">{t('draft.status', { status: view.draft.status })} · {view.draft.makerName}</p>
          <p><strong>{t('draft.reason')}:</strong> {view.draft.reason}</p>
          {view.draft.mergeCommit && <p role="status" className="ok">{t('draft.merged', { commit: view.draft.mergeCommit.slice(0, 12) })}</p>}
          <DraftActions view={view} onDone={reload} />
          <p role="status" aria-live="polite" className="notice">{notice}</p>
          <div className="columns">
            <section aria-label={t(tabLabel[tab])} className="editors">
              <div role="tablist" className="tabs">
                {tabs.map((one) => (
                  <button key={one} type="button" role="tab" id={`tab-${one}`} aria-selected={one === tab} aria-controls="tab-panel" onClick={() => setTab(one)}>
                    {t(tabLabel[one])}
                  </button>
                ))}
              </div>
              <div role="tabpanel" id="tab-panel" aria-labelledby={`tab-${tab}`}>
                {tab === 'limits' && <LimitsPanel draftId={id} editable={view.can.edit === null} onSaved={saved} />}
                {tab === 'texts' && <TextsPanel draftId={id} editable={view.can.edit === null} onSaved={saved} />}
                {tab === 'catalogues' && <CataloguePanel draftId={id} editable={view.can.edit === null} onSaved={saved} />}
                {tab === 'decisions' && <DecisionsPanel draftId={id} editable={view.can.edit === null} onSaved={saved} />}
                {tab === 'routes' && <RoutesPanel draftId={id} editable={view.can.edit === null} onSaved={saved} />}
                {tab === 'history' && (
                  <>
                    {view.comments.map((comment) => (
                      <blockquote key={comment.at} className="card">
                        <p>{comment.text}</p>
                        <footer className="muted">{comment.staffName}, {new Date(comment.at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}</footer>
                      </blockquote>
                    ))}
                    <AuditTable entries={view.history} />
                  </>
                )}
              </div>
            </section>
            <ReviewPanel view={view} />
          </div>
        </>
      )}
    </LoadedView>
  );
}
