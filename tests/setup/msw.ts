import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/server';
import { conditionWaitMs, timeLimit } from '../../scripts/time-limits';

// jsdom lays nothing out, so it has no scrolling; the portal scrolls an error into view, and the
// end-to-end tests in Chromium check that it is in view.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

// findBy… and waitFor wait for their condition up to this long (scripts/time-limits.ts).
configure({ asyncUtilTimeout: timeLimit(conditionWaitMs) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
