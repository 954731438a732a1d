import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import type { MessageRef } from '../../core/effects/effect';
import { routeTable } from '../../core/routing/route-table';
import { ActionControl } from '../actions/action-control';
import { useScreenScope } from '../load/use-screen-scope';

const entries = routeTable.routes.flatMap((route) => (route.nav ? [{ path: route.path, ...route.nav }] : []));

/**
 * The signed-in navigation: the nav entries of schemas/routes.json, in their order, the current
 * page marked. A screen the customer's KYC level does not allow stays listed and says so.
 */
export function AppNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scope = useScreenScope();
  const [message, setMessage] = useState<MessageRef | null>(null);
  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <ul className="app-nav__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            <ActionControl
              action={{ id: entry.path, labelKey: entry.labelKey, to: entry.path, icon: entry.icon, ...(entry.permission ? { permission: entry.permission } : {}) }}
              scope={scope}
              onMessage={setMessage}
              className="app-nav__link"
              deferPermission
              current={matchPath(entry.path, pathname) !== null || (entry.path === routeTable.homeRoute && pathname === '/')}
            />
          </li>
        ))}
      </ul>
      {message ? (
        <p className="app-nav__message form-alert" role="alert">
          {t(message.messageKey, message.values)}
        </p>
      ) : null}
    </nav>
  );
}
