import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory, createPath, parsePath, type Location, type Navigator, type To } from 'react-router';

export interface HistoryUpdate {
  readonly action: NavigationType;
  readonly location: Location;
}

/** What a router of the portal reads and drives: react-router's browser history, as src/app/main.tsx's router holds it. */
export interface PortalHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** Runs once the frame the change drew is painted (a fallback timer for a page whose frames stop: a hidden tab draws none). */
function afterPaint(run: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
  window.setTimeout(run, 100);
}

/** The change shown but not written yet, while it waits for its frame, and how to write it now (one browser history a window). */
let waiting: { readonly replace: boolean; readonly location: Location; readonly write: () => void } | null = null;

/**
 * Where the customer is: the address shown, which a change of the same page writes to the browser's
 * history only after its frame (createUrlAfterFrameHistory). Read this rather than window.location.
 */
export function currentAddress(): string {
  return createPath(waiting?.location ?? window.location);
}

/** Writes the change waiting for its frame, if any, now: for a caller about to work on the browser's history itself (a dialog's own entry). */
export function writeWaitingAddress(): void {
  waiting?.write();
}

/** Whether the entry the browser is on is about to be replaced by a change waiting for its frame (a sheet's Apply takes the place of the sheet's entry). */
export function replaceWaiting(): boolean {
  return waiting?.replace === true;
}

/**
 * React-router's browser history, except that a change that stays on the same path (a list's
 * filter or page) is shown first and written to the browser's history after the frame that shows it.
 * Chromium's pushState took a quarter of the script of a history page's Next on a slow phone
 * (2.2 ms of 9 at 1×, decision 0018), and the customer waits for the new rows, not for the address
 * bar. A change of path is written at once, as before: the page there loads first anyway, and a
 * reload or a link shared at that moment must name it. Any later change, and Back or Forward
 * asked of the history, write a waiting change first, so the entries keep their order; a Back the
 * browser takes before it is written leaves from the entry that was written, and drops it.
 */
export function createUrlAfterFrameHistory(win: Window, later: (run: () => void) => void = afterPaint): PortalHistory {
  const inner = createBrowserHistory({ window: win, v5Compat: true });
  let action = inner.action;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  // The inner history tells of its own push and replace (v5Compat): a waiting change was told of when it was shown.
  let writing = false;

  const writeNow = (replace: boolean, location: Location) => (replace ? inner.replace(location, location.state) : inner.push(location, location.state));
  const write = () => {
    const change = waiting;
    if (!change) return;
    waiting = null;
    writing = true;
    try {
      writeNow(change.replace, change.location);
    } finally {
      writing = false;
    }
  };

  const current = (): Location => waiting?.location ?? inner.location;

  const change = (replace: boolean, to: To, state: unknown) => {
    write();
    const here = current();
    const path = typeof to === 'string' ? parsePath(to) : to;
    // Resolved as react-router resolves it: a missing part of the path is the current one's, search and hash are not kept.
    const location: Location = { pathname: path.pathname ?? here.pathname, search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (location.pathname !== here.pathname) {
      writeNow(replace, location);
      return;
    }
    waiting = { replace, location, write };
    action = replace ? NavigationType.Replace : NavigationType.Push;
    listener?.({ action, location });
    later(write);
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    listen(next) {
      listener = next;
      const stop = inner.listen((update) => {
        if (writing) return;
        // Back or Forward before a change was written: the browser left the entry that was.
        if (update.action === NavigationType.Pop) waiting = null;
        action = update.action;
        listener?.({ action: update.action, location: update.location });
      });
      return () => {
        stop();
        listener = null;
      };
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => change(false, to, state),
    replace: (to, state) => change(true, to, state),
    go: (delta) => {
      write();
      inner.go(delta);
    },
  };
}
