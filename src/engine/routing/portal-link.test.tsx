import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageContext, type NavigateTo, type PageState } from './page-context';
import { PortalLink } from './portal-link';

function withHost(navigateTo: NavigateTo) {
  const state: PageState = { data: undefined, navigating: false, navigateTo, path: window.location.pathname };
  render(
    <PageContext.Provider value={state}>
      <PortalLink to="/history?page=2">Next</PortalLink>
      <PortalLink to={`${window.location.pathname}${window.location.search}`}>Here</PortalLink>
    </PageContext.Provider>,
  );
}

describe('PortalLink', () => {
  it('is a real link that the page host follows, pushing a new entry, and replacing it when it leads where the customer is', () => {
    const navigateTo = vi.fn<NavigateTo>(() => Promise.resolve());
    withHost(navigateTo);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next.getAttribute('href')).toBe('/history?page=2');
    fireEvent.click(next);
    expect(navigateTo).toHaveBeenLastCalledWith('/history?page=2', { replace: false });
    fireEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(navigateTo).toHaveBeenLastCalledWith(`${window.location.pathname}${window.location.search}`, { replace: true });
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const navigateTo = vi.fn<NavigateTo>(() => Promise.resolve());
    withHost(navigateTo);
    const next = screen.getByRole('link', { name: 'Next' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) fireEvent.click(next, modifier);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
