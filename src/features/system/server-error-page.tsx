import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTable } from '../../core/routing/route-table';

/** The server-error page: also what any route shows when its loader or view fails. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('route.serverError')}</h1>
      <p>{t('errorPage.serverError')}</p>
      <Link to={routeTable.homeRoute}>{t('app.goHome')}</Link>
    </section>
  );
}

export { Component as ErrorBoundary };
