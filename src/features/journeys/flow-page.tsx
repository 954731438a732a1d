import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { RouteEntry } from '../../core/routing/route-table';
import type { ApiServices } from '../../engine/api/api-context';
import { FlowScreen } from '../../engine/flow/flow-screen';
import { loadFlowRoute, type LoadedFlowRoute } from '../../engine/flow/load-flow-route';

/** A route of schemas/routes.json that shows a step of a journey of schemas/flows/. */
export function loader(_args: LoaderFunctionArgs, entry: RouteEntry, services: ApiServices): Promise<LoadedFlowRoute | Response> {
  return loadFlowRoute(entry.definition, entry.path, services.flows);
}

export function Component() {
  const loaded = useLoaderData<LoadedFlowRoute>();
  // Every navigation starts the screen afresh from its loader, even to the same route (a logout to /login).
  const { key } = useLocation();
  return <FlowScreen key={key} loaded={loaded} />;
}
