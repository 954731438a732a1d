import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import enPortal from '../../locales/en/portal.json';
import enAccount from '../../locales/en/account.json';
import type { ActionSpec } from '../../src/core/screens/screen-definition';
import { ActionBar } from '../../src/engine/actions/action-bar';
import { LoadCacheProvider } from '../../src/engine/load/load-cache';
import { ModalProvider } from '../../src/engine/modal/modal-context';
import { apiOrigin } from '../mocks/handlers';
import { server } from '../mocks/server';
import type { SessionStore } from '../../src/api/session-store';
import { renderRoutes } from '../setup/render-app';
import { transferToBankMessageCode } from '../../src/api/generated/message-codes';

/** The texts a signed-in page shows: the portal's and its own (account.json). */
const en = { ...enPortal, ...enAccount };

/** A money-moving action as a definition would write it: a row's transfer, confirmed with a summary. */
const transfer: ActionSpec = {
  id: 'transfer',
  labelKey: 'route.transfer',
  confirm: { titleKey: 'route.transfer', summary: [{ labelKey: 'account:history.amount', value: '=row.amount', format: 'money' }], confirmLabelKey: 'app.continue' },
  calls: [
    {
      operation: 'transferToBank',
      body: { messageCode: transferToBankMessageCode, urn: '=user.accountDetails.0.formFactorDetailsList.0.urn', amount: '=row.amount', beneficiaryId: '=row.beneficiaryId', implId: '=limit.beneficiaryTransferImplId', implType: 'FT' },
    },
  ],
  done: [{ type: 'toast', kind: 'success', messageKey: 'account:cashout.success' }],
};

function renderAction(action: ActionSpec, prepare?: (session: SessionStore) => void) {
  const scope = { row: { amount: 250_000, beneficiaryId: 'BEN000001' }, user: { accountDetails: [{ formFactorDetailsList: [{ urn: '700000000001' }] }] } };
  return renderRoutes(
    [
      {
        path: '/',
        open: () =>
          Promise.resolve({
            Component: () => (
              <ModalProvider>
                <LoadCacheProvider>
                  <ActionBar actions={[action]} scope={scope} />
                </LoadCacheProvider>
              </ModalProvider>
            ),
            // As a signed-in page: its own texts (the transfer's outcome) load with it.
            namespaces: ['account'],
          }),
      },
    ],
    '/',
    'en',
    prepare,
  );
}

describe('one action mechanism (src/engine/actions)', () => {
  it('asks for confirmation with a summary, sends one request for a double click, and reuses the idempotency key on a retry', async () => {
    const keys: (string | null)[] = [];
    // The first send is held until the double click is over, so the second click meets it in flight
    // however fast the runtime fails it (Node 24's fetch fails a dropped request within the click).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${apiOrigin}/api/wta-transfer`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length > 1) return HttpResponse.json({ code: '00', message: 'Fund transfer successfully', txnId: 'TXN1', cashoutCode: '00' });
        // The first send never gets an answer through (the network drops it); the retry goes through.
        await held;
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    await renderAction(transfer);
    await user.click(await screen.findByRole('button', { name: en.route.transfer }));
    const dialog = await screen.findByRole('dialog', { name: en.route.transfer });
    expect(dialog.textContent).toContain('₹2,500.00');
    await user.dblClick(screen.getByRole('button', { name: en.app.continue }));
    release();
    // The money may have moved: the customer is told it is being checked, not only that the network failed.
    expect(await screen.findByText(en.payment.checking)).toBeDefined();
    expect(keys).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: en.app.continue }));
    expect(await screen.findByText(en.cashout.success)).toBeDefined();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes a new idempotency key for the next payment once one went through', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${apiOrigin}/api/wta-transfer`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ code: '00', message: 'Fund transfer successfully', txnId: `TXN${String(keys.length)}`, cashoutCode: '00' });
      }),
    );
    const user = userEvent.setup();
    await renderAction(transfer);
    for (let payment = 0; payment < 2; payment++) {
      await user.click(await screen.findByRole('button', { name: en.route.transfer }));
      await user.click(await screen.findByRole('button', { name: en.app.continue }));
      await waitFor(() => expect(keys).toHaveLength(payment + 1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('confirms with an OTP: sends it as the dialog opens, says a wrong one inside the dialog, and goes on with the right one', async () => {
    const sent: unknown[] = [];
    const checked: unknown[] = [];
    server.use(
      http.post(`${apiOrigin}/api/login`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: '00', message: 'OTP sent' });
      }),
      http.post(`${apiOrigin}/api/login/validate`, async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        checked.push(body);
        return body.otp === '123456' ? HttpResponse.json({ code: '00', message: 'OTP verified' }) : HttpResponse.json({ code: '139', message: 'This OTP is incorrect, Please try again.' }, { status: 400 });
      }),
    );
    const withOtp: ActionSpec = {
      id: 'verify',
      labelKey: 'otp.verify',
      confirm: {
        titleKey: 'field.otp',
        introKey: 'otp.intro',
        form: 'otp.v1',
        send: { operation: 'sendLoginOtp', body: { mobileNumber: '=session.mobileNumber' } },
        confirmLabelKey: 'otp.verify',
      },
      calls: [{ operation: 'validateLoginOtp', body: { mobileNumber: '=session.mobileNumber', otp: '=confirm.otp', isTokenRequired: 'N' } }],
      done: [],
    };
    const user = userEvent.setup();
    await renderAction(withOtp, (session) => session.start({ token: 'access-token-1', refreshToken: 'refresh-token-1', profileId: 'PRF000001' }, '919876543210', 'password'));
    await user.click(await screen.findByRole('button', { name: en.otp.verify }));
    const dialog = await screen.findByRole('dialog', { name: en.field.otp });
    await waitFor(() => expect(sent).toEqual([{ mobileNumber: '919876543210' }]));
    const otp = await within(dialog).findByLabelText(new RegExp(`^${en.field.otp}`));
    await user.type(otp, '000000');
    await user.click(within(dialog).getByRole('button', { name: en.otp.verify }));
    expect(await within(dialog).findByText(en.code['139'])).toBeDefined();
    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(within(dialog).getByRole('button', { name: en.otp.verify }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checked).toEqual([
      { mobileNumber: '919876543210', otp: '000000', isTokenRequired: 'N' },
      { mobileNumber: '919876543210', otp: '123456', isTokenRequired: 'N' },
    ]);
  });
});
