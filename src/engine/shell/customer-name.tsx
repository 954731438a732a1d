import { useTranslation } from '@/engine/i18n/use-translation';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { asText } from '@/core/text/as-text';
import { useLoad } from '../load/use-load';
import { useSessionScope } from '../load/use-screen-scope';
import { PortalLink } from '../routing/portal-link';
import { CustomerNamePlace } from './customer-name-place';
import { shell } from './shell';

/**
 * The signed-in customer's name in the header, loaded once per session, leading to their profile;
 * its empty place until it is known. A screen reader hears what the link opens before the name.
 */
export function CustomerName() {
  const { t } = useTranslation();
  const scope = useSessionScope();
  const { state } = useLoad(shell.customerName.load, scope, 'session');
  if (state.status !== 'done') return <CustomerNamePlace />;
  const name = asText(resolveTemplate(shell.customerName.value, { ...scope, answer: state.result.body }));
  if (!name) return <CustomerNamePlace />;
  return (
    <PortalLink className="app__customer" to={shell.customerName.to}>
      <span className="visually-hidden">{t(shell.customerName.labelKey)}: </span>
      {name}
    </PortalLink>
  );
}
