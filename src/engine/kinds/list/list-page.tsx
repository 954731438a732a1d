import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteEntry } from '../../../core/routing/route-table';
import type { ListDefinition } from '../../../core/screens/screen-definition';
import { loadScreen } from '../../config/load-screen';
import { ScreenFrame } from '../screen-frame';
import { ListScreen } from './list-screen';

/** A route of kind list: its definition of schemas/screens/. */
export function loader(_args: LoaderFunctionArgs, entry: RouteEntry): Promise<ListDefinition> {
  return loadScreen(entry.definition, 'list');
}

export function Component() {
  const definition = useLoaderData<ListDefinition>();
  return (
    <ScreenFrame introKey={definition.introKey}>
      <ListScreen definition={definition} />
    </ScreenFrame>
  );
}
