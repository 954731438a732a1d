import { MessagePage } from './message-page';

export function Component() {
  return <MessagePage titleKey="route.notFound" textKey="errorPage.notFound" />;
}
