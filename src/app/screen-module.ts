import type { ComponentType } from 'react';
import type { RouteEntry } from '@/core/routing/route-table';
import type { ApiServices } from '@/engine/api/api-context';
import type { ScreenLoad } from '@/engine/routing/page-host';

/** What a route's view is: a component, and the loader that reads what it shows before it draws. */
export interface ScreenModule {
  readonly Component: ComponentType;
  readonly loader?: (entry: RouteEntry, services: ApiServices) => Promise<ScreenLoad>;
}
