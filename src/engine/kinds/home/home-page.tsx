import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { PortalLink } from '../../routing/portal-link';
import { readPath, resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { RouteEntry } from '@/core/routing/route-table';
import type { HomeDefinition, HomePanel, ListDefinition } from '@/core/screens/screen-definition';
import { screensNamed } from '@/core/screens/screens-named';
import { ActionBar } from '../../actions/action-bar';
import { loadDecision } from '../../config/load-decision';
import { loadScreen } from '../../config/load-screen';
import { useLoad } from '../../load/use-load';
import { useScreenScope } from '../../load/use-screen-scope';
import { modalTitleKey, useModal } from '../../modal/modal-context';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import { FieldList } from '../field-list';
import { ListScreen } from '../list/list-screen';
import { LoadStatus } from '../load-status';
import { Notes } from '../notes';
import { ScreenFrame } from '../screen-frame';
import { ShownText, shownValue } from '../shown-value';

interface LoadedHome {
  readonly definition: HomeDefinition;
  /** The list definitions its list panels show, by name. */
  readonly lists: Readonly<Record<string, ListDefinition>>;
}

export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  const definition = await loadScreen(entry.definition, 'home');
  const names = screensNamed(definition);
  const lists = await Promise.all(names.map(async (name) => [name, await loadScreen(name, 'list')] as const));
  const home: LoadedHome = { definition, lists: Object.fromEntries(lists) };
  return { data: home };
}

type Panel<T extends HomePanel['type']> = Extract<HomePanel, { type: T }>;

/** The wallet in one card: the headline figure (the balance) and the fields under it. */
function SummaryPanel({ panel, scope }: { readonly panel: Panel<'summary'>; readonly scope: TemplateScope }) {
  const { t } = useTranslation();
  const { state, retry } = useLoad(panel.load, scope);
  const answer = state.status === 'done' ? state.result.body : undefined;
  const record = answer === undefined ? undefined : readPath({ answer }, `answer.${panel.record}`);
  const recordScope = useMemo(() => ({ ...scope, answer, record }), [scope, answer, record]);
  return (
    <section className="card card--summary" aria-labelledby="summary-title" aria-busy={state.status === 'loading'}>
      <h2 id="summary-title" className="card__label">
        {t(panel.titleKey)}
      </h2>
      {/* As tall as what comes, so the quick actions below do not move when it does (issue 37: a layout shift of 0.10): the headline two lines, a field one, the actions two. */}
      <LoadStatus state={state} retry={retry} lines={2 + panel.fields.length + (panel.actions ? 2 : 0)} />
      {record !== undefined ? (
        <>
          <Notes notes={panel.notes ?? []} scope={recordScope} />
          <p className="card__amount" data-testid="balance">
            <ShownText shown={shownValue(panel.headline, recordScope)} t={t} />
          </p>
          <FieldList fields={panel.fields} scope={recordScope} hideEmpty />
          {panel.actions ? <ActionBar actions={panel.actions} scope={recordScope} /> : null}
        </>
      ) : null}
    </section>
  );
}

/** The prompts a decision gives on the home (the KYC event check's upgrade dialogs), each a notice that opens its dialog. */
function PromptsPanel({ panel, scope }: { readonly panel: Panel<'prompts'>; readonly scope: TemplateScope }) {
  const { t } = useTranslation();
  const openModal = useModal();
  const { state } = useLoad(panel.load, scope);
  const [prompts, setPrompts] = useState<readonly string[]>([]);
  const answer = state.status === 'done' ? state.result.body : undefined;
  useEffect(() => {
    if (answer === undefined) return undefined;
    let current = true;
    const facts = resolveTemplate(panel.facts, { ...scope, answer }) as Record<string, unknown>;
    void loadDecision(panel.decision)
      .then((decide) => decide(facts))
      .then((effects) => {
        if (current) setPrompts(effects.flatMap((effect) => (effect.type === 'modal' ? [effect.id] : [])));
      });
    return () => {
      current = false;
    };
  }, [answer, panel, scope]);
  if (prompts.length === 0) return null;
  return (
    <ul className="prompts" aria-label={t('account:home.prompts')}>
      {prompts.map((id) => (
        <li key={id} className="prompt">
          <span>{t(modalTitleKey(id))}</span>
          <button type="button" className="button button--primary" onClick={() => openModal(id)}>
            {t('account:home.openPrompt')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ListPanel({ panel, definition, scope }: { readonly panel: Panel<'list'>; readonly definition: ListDefinition; readonly scope: TemplateScope }) {
  const { t } = useTranslation();
  const rows = Number(resolveTemplate(panel.rows, scope));
  return (
    <section className="card" aria-labelledby={`panel-${panel.list}`}>
      <div className="card__head">
        <h2 id={`panel-${panel.list}`}>{t(panel.titleKey)}</h2>
        <PortalLink to={panel.more.to}>{t(panel.more.labelKey)}</PortalLink>
      </div>
      <ListScreen definition={definition} embedded={{ rows: Number.isSafeInteger(rows) && rows > 0 ? rows : 1 }} />
    </section>
  );
}

/**
 * A route of kind home (the wallet home, spec §2): panels composed from the other kinds — the
 * wallet's summary, quick actions gated by permission, the KYC prompts and the latest rows of a list.
 * Each panel loads its own data once per visit; two panels asking the same share one request.
 */
export function Component() {
  const { definition, lists } = usePageData<LoadedHome>();
  const { t } = useTranslation();
  const scope = useScreenScope();
  return (
    <ScreenFrame>
      <div className="home">
        {definition.panels.map((panel, index) => {
          switch (panel.type) {
            case 'summary':
              return <SummaryPanel key={index} panel={panel} scope={scope} />;
            case 'actions':
              return (
                <section key={index} className="home__actions" aria-label={t(panel.titleKey)}>
                  <ActionBar actions={panel.actions} scope={scope} variant="quick" />
                </section>
              );
            case 'prompts':
              return <PromptsPanel key={index} panel={panel} scope={scope} />;
            case 'list': {
              const list = lists[panel.list];
              return list ? <ListPanel key={index} panel={panel} definition={list} scope={scope} /> : null;
            }
          }
        })}
      </div>
    </ScreenFrame>
  );
}
