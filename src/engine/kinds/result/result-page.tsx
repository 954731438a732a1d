import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/engine/i18n/use-translation';
import { readPath, resolveTemplate } from '@/core/flow/resolve-template';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import type { RouteEntry } from '@/core/routing/route-table';
import type { ResultDefinition, ResultOutcome } from '@/core/screens/screen-definition';
import { asText } from '@/core/text/as-text';
import { ActionBar } from '../../actions/action-bar';
import { loadScreen } from '../../config/load-screen';
import { useLoad } from '../../load/use-load';
import { useScreenScope } from '../../load/use-screen-scope';
import { LoadStatus } from '../load-status';
import { ScreenFrame } from '../screen-frame';
import { FieldList } from '../field-list';
import { ShownText, shownValue } from '../shown-value';

export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  return { data: await loadScreen(entry.definition, 'result') };
}

/** The values a logout handed the page, from its history entry's state; none when the page was opened otherwise. */
function handedOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'handed' in state ? state.handed : undefined;
}

const marks: Readonly<Record<ResultOutcome, string>> = { success: '✓', failure: '!', pending: '…' };

/**
 * A route of kind result (spec §2: success and failure pages of wallet creation, KYC, transactions
 * and closure): what happened, the reference, amount and date where there are some, and what to do
 * next. A result that depends on a record (a transaction) loads it and takes its outcome from it.
 */
export function Component() {
  const definition = usePageData<ResultDefinition>();
  const { t } = useTranslation();
  const scope = useScreenScope();
  const { state, retry } = useLoad(definition.load, scope);
  const answer = state.status === 'done' ? state.result.body : undefined;
  const record = answer === undefined || !definition.record ? undefined : readPath({ answer }, `answer.${definition.record}`);
  // What the step before handed this page in its history entry (a closure's result: where the balance went; src/core/effects/effect.ts logout).
  const handed = handedOf(useLocation().state);
  const recordScope = useMemo(() => ({ ...scope, answer, record, handed }), [scope, answer, record, handed]);
  const ready = !definition.load || record !== undefined;
  const outcome: ResultOutcome =
    typeof definition.outcome === 'string' ? definition.outcome : (definition.outcome.map[asText(resolveTemplate(definition.outcome.from, recordScope))] ?? definition.outcome.otherwise);
  const chosen = definition.message === undefined || !ready ? undefined : resolveTemplate(definition.message, recordScope);
  const messageKey = typeof chosen === 'string' && chosen !== '' ? chosen : definition.messages[outcome];
  const explanation = definition.explanation ? shownValue(definition.explanation, recordScope) : null;
  return (
    <ScreenFrame busy={!ready && state.status === 'loading'}>
      {definition.load ? <LoadStatus state={state.status === 'done' && record === undefined ? { status: 'notFound', result: state.result } : state} retry={retry} notFoundKey={definition.notFoundKey} /> : null}
      {ready ? (
        <div className={`result result--${outcome}`}>
          <p className="result__mark" aria-hidden="true">
            {marks[outcome]}
          </p>
          {messageKey ? <p className="result__message">{t(messageKey)}</p> : null}
          {explanation ? (
            <div className="result__explanation">
              <h2>{t(definition.explanation?.labelKey ?? '')}</h2>
              <p>
                <ShownText shown={explanation} t={t} />
              </p>
            </div>
          ) : null}
          {definition.summary ? <FieldList fields={definition.summary} scope={recordScope} hideEmpty /> : null}
        </div>
      ) : null}
      <ActionBar actions={definition.actions} scope={recordScope} reload={retry} />
    </ScreenFrame>
  );
}
