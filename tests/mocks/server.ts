import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW in Node for component and client tests; any request without a handler fails the test. */
export const server = setupServer(...handlers);
