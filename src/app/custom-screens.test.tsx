import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '@/core/routing/route-table';
import { openCustomScreen } from './custom-screens';

/** One registered screen, as a custom screen's file would be: its component, drawn for its route. */
const RewardsMap = () => null;
const registry = { rewardsMap: () => Promise.resolve({ Component: RewardsMap }) };

const route = (definition: string): RouteEntry => ({ path: '/rewards/map', kind: 'custom', access: 'session', titleKey: 'route.help', definition });

describe('the custom kind (issue 33 item 5)', () => {
  it('opens the screen a custom route names from the registry, and fails, naming it, for one not registered', async () => {
    await expect(openCustomScreen(registry, route('rewardsMap'))).resolves.toEqual({ Component: RewardsMap });
    await expect(openCustomScreen(registry, route('rewardsList'))).rejects.toThrow('"rewardsList", which src/app/custom-screens.ts does not register');
    await expect(openCustomScreen(registry, route('toString'))).rejects.toThrow('"toString"');
  });
});
