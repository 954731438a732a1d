import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../mocks/server';

// jsdom lays nothing out, so it has no scrolling; the portal scrolls an error into view, and the
// end-to-end tests in Chromium check that it is in view.
Element.prototype.scrollIntoView = function scrollIntoView() {
  return undefined;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
