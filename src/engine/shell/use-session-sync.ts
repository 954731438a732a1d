import { useEffect } from 'react';
import { storageKeys } from '@/api/session-store';
import { routeTable } from '@/core/routing/route-table';
import { useApi } from '../api/api-context';
import { useNavigateTo } from '../routing/page-context';

/**
 * A session ended in another tab (logout, idle, a refused refresh) ends here too: local storage is
 * shared, and its change reaches every other tab as a storage event.
 */
export function useSessionSync(): void {
  const { session } = useApi();
  const navigate = useNavigateTo();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== storageKeys.customerToken || event.oldValue === null || event.newValue !== null) return;
      // Forget what this tab held in memory (journeys' state) as the ending tab did; what that tab kept stays.
      session.clear('expired');
      void navigate(routeTable.loginRoute, { replace: true });
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [navigate, session]);
}
