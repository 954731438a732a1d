import type { RouteEntry } from '@/core/routing/route-table';
import type { ScreenKind } from '@/core/screens/screen-definition';
import { customScreens, openCustomScreen } from './custom-screens';
import type { ScreenModule } from './screen-module';

/**
 * The generic view of each screen kind of schemas/routes.json; each is its own chunk, so a route
 * loads only the kinds it uses. A custom route's view is the registered screen it names.
 */
export const screens: Readonly<Record<ScreenKind, (entry: RouteEntry) => Promise<ScreenModule>>> = {
  flow: () => import('@/engine/kinds/flow/flow-page'),
  home: () => import('@/engine/kinds/home/home-page'),
  list: () => import('@/engine/kinds/list/list-page'),
  detail: () => import('@/engine/kinds/detail/detail-page'),
  content: () => import('@/engine/kinds/content/content-page'),
  result: () => import('@/engine/kinds/result/result-page'),
  custom: (entry) => openCustomScreen(customScreens, entry),
};
