import { useLocation } from 'react-router';
import type { RouteEntry } from '@/core/routing/route-table';
import type { ApiServices } from '../../api/api-context';
import { FlowScreen } from '../../flow/flow-screen';
import { loadFlowRoute, type LoadedFlowRoute } from '../../flow/load-flow-route';
import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';

/** A route of schemas/routes.json that shows a step of a journey of schemas/flows/. */
export async function loader(entry: RouteEntry, services: ApiServices): Promise<ScreenLoad> {
  const loaded = await loadFlowRoute(entry.definition, entry.path, services.flows);
  return 'redirect' in loaded ? loaded : { data: loaded, pristine: !loaded.resumed };
}

export function Component() {
  const loaded = usePageData<LoadedFlowRoute>();
  // Every navigation starts the screen afresh from its loader, even to the same route (a logout to /login).
  const { key } = useLocation();
  return <FlowScreen key={key} loaded={loaded} />;
}
