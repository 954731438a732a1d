import { AuditTable } from './audit-table';
import { LoadedView } from './states';
import { t } from './texts';
import type { AuditEntry } from './types';
import { useLoad } from './use-load';

/** The audit log: who proposed, changed, approved or was refused, when and why; newest first. */
export function AuditPage() {
  const { loaded, reload } = useLoad<{ entries: AuditEntry[] }>('/audit');
  return (
    <>
      <h1>{t('app.audit')}</h1>
      <LoadedView loaded={loaded} retry={reload}>
        {({ entries }) => <AuditTable entries={entries} />}
      </LoadedView>
    </>
  );
}
