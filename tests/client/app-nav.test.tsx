import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import enPortal from '../../locales/en/portal.json';
import routes from '../../schemas/routes.json';
import type { ActionSpec } from '../../src/core/screens/screen-definition';
import { LoadCacheProvider } from '../../src/engine/load/load-cache';
import { ModalProvider } from '../../src/engine/modal/modal-context';
import { AppNav } from '../../src/engine/shell/app-nav';
import { renderRoutes } from '../setup/render-app';

/** The route table's entries and one more, a sixth: more than a phone's bar holds. */
const entries: readonly ActionSpec[] = [
  ...routes.routes.flatMap((route) => ('nav' in route && route.nav ? [{ id: route.path, labelKey: route.nav.labelKey, to: route.path, icon: route.nav.icon }] : [])),
  { id: '/help', labelKey: 'route.help', to: '/help', icon: 'help' },
];
const textOf = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enPortal) as string;

describe('the navigation with more entries than a phone bar holds (issue 33 item 5)', () => {
  it('lists every entry, and "More" opens and closes as a disclosure: a click, Escape (focus back on it), a tap outside', async () => {
    const user = userEvent.setup();
    const Nav = () => (
      <ModalProvider>
        <LoadCacheProvider>
          <AppNav entries={entries} />
        </LoadCacheProvider>
      </ModalProvider>
    );
    await renderRoutes([{ path: '/', open: () => Promise.resolve({ Component: Nav }) }], '/', 'en');
    const nav = await screen.findByRole('navigation', { name: enPortal.nav.label });
    for (const entry of entries) expect(screen.getByRole('link', { name: textOf(entry.labelKey) }).getAttribute('href')).toBe(entry.to);
    const more = screen.getByRole('button', { name: enPortal.nav.more });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('app-nav--open');
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    await user.click(more);
    await user.click(document.body);
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
  });
});
