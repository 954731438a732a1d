import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/server';
import { timeLimit } from '../../scripts/time-limits';

// jsdom lays nothing out, so it has no scrolling; the portal scrolls an error into view, and the
// end-to-end tests in Chromium check that it is in view.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

// findBy… and waitFor wait for their condition up to this long: testing-library's 1 s is too short
// for a loaded CI machine (issue 37 item 5), and it follows the machine's speed (scripts/time-limits.ts);
// a condition met sooner ends the wait at once.
configure({ asyncUtilTimeout: timeLimit(15_000) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
