import { usePageData } from '../../routing/page-context';
import type { ScreenLoad } from '../../routing/page-host';
import type { RouteEntry } from '@/core/routing/route-table';
import type { ListDefinition } from '@/core/screens/screen-definition';
import { loadScreen } from '../../config/load-screen';
import { ScreenFrame } from '../screen-frame';
import { ListScreen } from './list-screen';

/** A route of kind list: its definition of schemas/screens/. */
export async function loader(entry: RouteEntry): Promise<ScreenLoad> {
  return { data: await loadScreen(entry.definition, 'list') };
}

export function Component() {
  const definition = usePageData<ListDefinition>();
  return (
    <ScreenFrame introKey={definition.introKey}>
      <ListScreen definition={definition} />
    </ScreenFrame>
  );
}
