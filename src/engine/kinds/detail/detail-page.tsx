import { useMemo } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { readPath } from '@/core/flow/resolve-template';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import type { RouteEntry } from '@/core/routing/route-table';
import type { DetailDefinition, DetailTable } from '@/core/screens/screen-definition';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { ActionBar } from '../../actions/action-bar';
import { canShareFiles } from '../../files/can-share-files';
import { loadScreen } from '../../config/load-screen';
import { useLoad } from '../../load/use-load';
import { useScreenScope } from '../../load/use-screen-scope';
import { FieldList } from '../field-list';
import { ListView } from '../list/list-view';
import { LoadStatus } from '../load-status';
import { Notes } from '../notes';
import { ScreenFrame } from '../screen-frame';

/** What a record's actions may offer by what the device can do: "Share" where the browser's share sheet takes files. */
const device = { shareFiles: canShareFiles() };

export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  return { data: await loadScreen(entry.definition, 'detail') };
}

interface RecordTableProps {
  readonly table: DetailTable;
  readonly scope: TemplateScope;
}

/** Rows inside the record (its documents), headed by their title; the empty text when it has none. */
function RecordTable({ table, scope }: RecordTableProps) {
  const { t } = useTranslation();
  const rows = readPath(scope, `record.${table.items}`);
  const id = `table-${table.items.replace(/\W/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__label">
        {t(table.titleKey)}
      </h2>
      {Array.isArray(rows) && rows.length > 0 ? <ListView definition={table} rows={rows} scope={scope} caption={t(table.titleKey)} /> : <p>{t(table.emptyKey)}</p>}
    </section>
  );
}

/** A route of kind detail: one record, found by the id in the path, its fields and its actions; an unknown id says so. */
export function Component() {
  const definition = usePageData<DetailDefinition>();
  const scope = useScreenScope();
  const { state, retry } = useLoad(definition.load, scope);
  const answer = state.status === 'done' ? state.result.body : undefined;
  const record = answer === undefined ? undefined : readPath({ answer }, `answer.${definition.record}`);
  const recordScope = useMemo(() => ({ ...scope, answer, record, device }), [scope, answer, record]);
  return (
    <ScreenFrame busy={state.status === 'loading'}>
      <LoadStatus state={state.status === 'done' && record === undefined ? { status: 'notFound', result: state.result } : state} retry={retry} notFoundKey={definition.notFoundKey} />
      {record !== undefined ? (
        <>
          <Notes notes={definition.notes ?? []} scope={recordScope} />
          <div className="card">
            <FieldList fields={definition.fields} scope={recordScope} hideEmpty={definition.hideEmpty ?? false} />
          </div>
          {(definition.tables ?? []).map((table) => (
            <RecordTable key={table.items} table={table} scope={recordScope} />
          ))}
        </>
      ) : null}
      {/* Actions that lead away (back to the list) stay while the record loads or could not be shown; one offered by what the record holds ("add an e-mail") waits for it. */}
      <ActionBar actions={(definition.actions ?? []).filter((action) => record !== undefined || (action.to !== undefined && !action.calls?.length && action.when === undefined))} scope={recordScope} reload={retry} />
    </ScreenFrame>
  );
}
