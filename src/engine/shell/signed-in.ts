/**
 * The parts of the frame only a signed-in customer sees (the navigation with its permission marks,
 * the customer's name, the idle logout), as one chunk: the guest pages (/login, sign-up) never
 * load them. A session route's opening loads it beside its own modules (src/app/app-pages.tsx).
 */
export { AppNav } from './app-nav';
export { CustomerName } from './customer-name';
export { IdleLogout } from './idle-logout';
