import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

interface RouteHandle {
  readonly titleKey?: string;
}

/** A route whose journey is not built yet: its title, and a plain word that it is coming. */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t(handle?.titleKey ?? 'projectTitle')}</h1>
      <p>{t('app.underConstruction')}</p>
    </section>
  );
}
