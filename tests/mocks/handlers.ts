import { http, HttpResponse } from 'msw';
import { fixtures } from '../fixtures/api-fixtures';

export const apiOrigin = 'http://localhost:3000';

/** Happy-path answers of the wallet API; a test overrides one with server.use(). */
export const handlers = [
  http.post(`${apiOrigin}/api/mobile-password-validation`, () => HttpResponse.json(fixtures.loginSuccess)),
  http.post(`${apiOrigin}/api/mobilenumber/authenticate`, () => HttpResponse.json(fixtures.userData)),
  http.post(`${apiOrigin}/api/userProfile/get`, () => HttpResponse.json(fixtures.userProfile)),
  http.post(`${apiOrigin}/api/wallet/details`, () => HttpResponse.json(fixtures.wallet)),
  http.post(`${apiOrigin}/api/rekyc/status`, () => HttpResponse.json(fixtures.rekycStatus)),
  http.post(`${apiOrigin}/api/event/v1/details`, () => HttpResponse.json(fixtures.kycEvent(8200, 7))),
  http.post(`${apiOrigin}/api/transaction_history/authenticate`, () => HttpResponse.json(fixtures.history(3))),
  http.post(`${apiOrigin}/api/txn/details`, () => HttpResponse.json(fixtures.transaction)),
  http.post(`${apiOrigin}/api/statement/summary`, () => HttpResponse.json(fixtures.spendingSummary)),
  http.get(`${apiOrigin}/api/banaficiaries`, () => HttpResponse.json(fixtures.noBeneficiary)),
  http.post(`${apiOrigin}/api/logout`, () => HttpResponse.json(fixtures.loggedOut)),
];
