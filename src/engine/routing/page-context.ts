import { createContext, useContext, type ComponentType } from 'react';
import type { NavigateOptions, To } from 'react-router';
import type { RouteHandle } from '@/core/routing/route-table';

/** Goes to an address (or back and forth by a number of entries); resolves once the page there is shown. */
export type NavigateTo = (to: To | number, options?: NavigateOptions) => Promise<void>;

/** The page the page host shows, and whether another is on its way. */
export interface PageState {
  /** The route's title and who may see it (schemas/routes.json). */
  readonly handle?: RouteHandle;
  /** What the route's screen loaded before it showed (its definition, a journey's state). */
  readonly data: unknown;
  /** The route's screen, drawn by the page host inside the layout. */
  readonly Screen?: ComponentType;
  /** A page is being loaded to take the place of this one, which stays until it is ready. */
  readonly navigating: boolean;
  readonly navigateTo: NavigateTo;
  /**
   * The path of the page shown. It stays the same while only the search params change (a list's
   * filter, its next page), so what reads it (the navigation's current entry, the focus moved to a
   * new page's title) does not draw again at each of those, as it would by reading the address.
   */
  readonly path: string;
}

export const PageContext = createContext<PageState | null>(null);

function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('outside the page host (src/engine/routing/page-host.tsx)');
  return state;
}

/** What the current route's screen loaded: its type is the screen's own loader's. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the screen names the shape its own loader returned
export function usePageData<T>(): T {
  return usePageState().data as T;
}

/** The title and access of the route shown. */
export function usePageHandle(): RouteHandle | undefined {
  return usePageState().handle;
}

/** The path of the page shown (see PageState.path). */
export function usePagePath(): string {
  return usePageState().path;
}

/** Whether the page shown is about to be replaced (a dialog must not step back in history then). */
export function useNavigating(): boolean {
  return usePageState().navigating;
}

/** One function for the whole visit (it does not change with the address), which says when the page it went to is shown. */
export function useNavigateTo(): NavigateTo {
  return usePageState().navigateTo;
}
