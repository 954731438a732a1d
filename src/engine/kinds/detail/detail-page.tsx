import { useMemo } from 'react';
import { readPath } from '../../../core/flow/resolve-template';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import type { RouteEntry } from '../../../core/routing/route-table';
import type { DetailDefinition } from '../../../core/screens/screen-definition';
import { ActionBar } from '../../actions/action-bar';
import { loadScreen } from '../../config/load-screen';
import { useLoad } from '../../load/use-load';
import { useScreenScope } from '../../load/use-screen-scope';
import { FieldList } from '../field-list';
import { LoadStatus } from '../load-status';
import { ScreenFrame } from '../screen-frame';

export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  return { data: await loadScreen(entry.definition, 'detail') };
}

/** A route of kind detail: one record, found by the id in the path, its fields and its actions; an unknown id says so. */
export function Component() {
  const definition = usePageData<DetailDefinition>();
  const scope = useScreenScope();
  const { state, retry } = useLoad(definition.load, scope);
  const answer = state.status === 'done' ? state.result.body : undefined;
  const record = answer === undefined ? undefined : readPath({ answer }, `answer.${definition.record}`);
  const recordScope = useMemo(() => ({ ...scope, answer, record }), [scope, answer, record]);
  return (
    <ScreenFrame busy={state.status === 'loading'}>
      <LoadStatus state={state.status === 'done' && record === undefined ? { status: 'notFound', result: state.result } : state} retry={retry} notFoundKey={definition.notFoundKey} />
      {record !== undefined ? (
        <div className="card">
          <FieldList fields={definition.fields} scope={recordScope} />
        </div>
      ) : null}
      {/* Actions that lead away (back to the list) stay when the record could not be shown. */}
      <ActionBar actions={(definition.actions ?? []).filter((action) => record !== undefined || (action.to !== undefined && !action.calls?.length))} scope={recordScope} reload={retry} />
    </ScreenFrame>
  );
}
