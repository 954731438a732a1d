import type { TFunction } from '@/engine/i18n/i18n';
import type { RouteHandle } from '@/core/routing/route-table';

/** The browser tab's title: the page, then the product ("Login · Prepaid Wallet"), as locales/ words it. */
export function documentTitle(t: TFunction, handle: RouteHandle | undefined): string {
  return handle ? t('app.documentTitle', { page: t(handle.titleKey), product: t('projectTitle') }) : t('projectTitle');
}
