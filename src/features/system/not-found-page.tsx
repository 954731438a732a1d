import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeTable } from '../../core/routing/route-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t('route.notFound')}</h1>
      <p>{t('errorPage.notFound')}</p>
      <Link to={routeTable.homeRoute}>{t('app.goHome')}</Link>
    </section>
  );
}
