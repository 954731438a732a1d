import { describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../core/routing/route-table';

/** One registered screen, as a custom screen's file would be: its component, drawn for its route. */
const RewardsMap = () => null;
vi.mock('./custom-screens', () => ({ customScreens: { rewardsMap: () => Promise.resolve({ Component: RewardsMap }) } }));

const route = (definition: string): RouteEntry => ({ path: '/rewards/map', kind: 'custom', access: 'session', titleKey: 'route.help', definition });

describe('the custom kind (issue 33 item 5)', () => {
  it('opens the screen a custom route names from the registry, and fails, naming it, for one not registered', async () => {
    const { screens } = await import('./screens');
    await expect(screens.custom(route('rewardsMap'))).resolves.toEqual({ Component: RewardsMap });
    await expect(screens.custom(route('rewardsList'))).rejects.toThrow('"rewardsList", which src/app/custom-screens.ts does not register');
  });
});
