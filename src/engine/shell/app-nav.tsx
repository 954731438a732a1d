import { useTranslation } from 'react-i18next';
import { matchPath } from 'react-router';
import { routeTable } from '../../core/routing/route-table';
import type { ActionSpec } from '../../core/screens/screen-definition';
import { ActionBar } from '../actions/action-bar';
import { useSessionScope } from '../load/use-screen-scope';
import { usePagePath } from '../routing/page-context';

/** The nav entries of schemas/routes.json as actions, in their order: a link each, with the permission its screen needs. */
const entries: readonly ActionSpec[] = routeTable.routes.flatMap((route) =>
  route.nav ? [{ id: route.path, labelKey: route.nav.labelKey, to: route.path, icon: route.nav.icon, ...(route.nav.permission ? { permission: route.nav.permission } : {}) }] : [],
);

/**
 * The signed-in navigation, the current page marked. A screen the customer's KYC level does not
 * allow stays listed and says so. "/" shows the home, so it marks the home's entry.
 */
export function AppNav() {
  const { t } = useTranslation();
  const pathname = usePagePath();
  const scope = useSessionScope();
  const isCurrent = (action: ActionSpec) => matchPath(action.id, pathname) !== null || (action.id === routeTable.homeRoute && pathname === '/');
  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <ActionBar actions={entries} scope={scope} variant="nav" isCurrent={isCurrent} />
    </nav>
  );
}
