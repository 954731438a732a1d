import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { catalogueEntry } from '@/core/config/catalogue';
import { catalogues, loadCatalogues } from '@/core/config/catalogues';
import { useToast } from '../toast/toast-context';
import { useNavigateTo } from '../routing/page-context';

const noticeParam = 'notice';

/**
 * Shows the notice the address names (?notice=videoKyc, as a provider returning the customer sends
 * them), once, then takes the parameter out of the address so a reload does not show it again.
 * Only codes of rules/catalogues/page-notices.json show anything: an address cannot put words on the page.
 */
export function usePageNotice(): void {
  const location = useLocation();
  const navigate = useNavigateTo();
  const show = useToast();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(noticeParam);
    if (code === null) return undefined;
    let current = true;
    void loadCatalogues().then(() => {
      if (!current) return;
      const entry = catalogueEntry(catalogues.pageNotices, code);
      if (entry?.messageKey) show({ kind: entry.kind ?? 'info', messageKey: entry.messageKey });
      params.delete(noticeParam);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [location.pathname, location.search, navigate, show]);
}
