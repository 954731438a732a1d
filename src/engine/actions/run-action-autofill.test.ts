import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunSpec } from '@/core/definitions/call-spec';
import loginFlow from '../../../schemas/flows/login.v1.json';
import api from '../../../locales/fr/api.json';
import { apiOrigin } from '../../../tests/mocks/handlers';
import { server } from '../../../tests/mocks/server';
import { autofillOffered, withDevice } from '../device/passkey-ceremony';
import { recordingContext } from '../../../tests/setup/recording-context';
import { runAction } from './run-action';

// The device is the browser's (WebAuthn), which jsdom has not: each test says what it answers.
vi.mock('../device/passkey-ceremony', () => ({ withDevice: vi.fn(), autofillOffered: vi.fn() }));
const device = vi.mocked(withDevice);
const offered = vi.mocked(autofillOffered);

/** The button of /login that waits in the autofill, as schemas/flows/login.v1.json has it. */
const waiting = loginFlow.steps.flatMap((step) => step.buttons as unknown as (RunSpec & { autofill?: boolean })[]).find((button) => button.autofill === true);
if (!waiting) throw new Error('no button of the login flow waits in the autofill');

const options = `${apiOrigin}/api/login/passkey/options`;
const login = `${apiOrigin}/api/login/passkey`;

async function wait(chosen: () => boolean) {
  const signal = new AbortController().signal;
  const { context, applied, keep } = await recordingContext({ autofill: { signal, chosen } });
  const completed = await runAction(waiting as RunSpec, context);
  return { completed, applied, signal, keep };
}

beforeEach(() => offered.mockResolvedValue(true));
afterEach(() => {
  device.mockReset();
  offered.mockReset();
});

/** The sandbox's sign-in options, and a sign-in that answers success; each records that it was asked. */
function serveSignIn() {
  const asked = vi.fn();
  const sent = vi.fn();
  server.use(
    http.post(options, () => {
      asked();
      return HttpResponse.json({ code: '00', message: 'Success', options: { challenge: 'c2lnbi1pbg' } });
    }),
    http.post(login, () => {
      sent();
      return HttpResponse.json({ code: '00', message: 'Success' });
    }),
  );
  return { asked, sent };
}

describe('runAction waiting in the autofill (issue 39 item 2: a passkey offered in the mobile field)', () => {
  it('asks the server for nothing where the browser offers no passkey in the autofill: the button alone is there', async () => {
    const { asked, sent } = serveSignIn();
    offered.mockResolvedValue(false);
    const chosen = vi.fn(() => true);
    const { completed, applied } = await wait(chosen);
    expect(completed).toBe(false);
    expect(applied).toEqual([]);
    expect(asked).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(device).not.toHaveBeenCalled();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('says nothing when the options cannot be had: the button is still there', async () => {
    server.use(http.post(options, () => HttpResponse.error()));
    const chosen = vi.fn(() => true);
    const { completed, applied } = await wait(chosen);
    expect(completed).toBe(false);
    expect(applied).toEqual([]);
    expect(device).not.toHaveBeenCalled();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('sends nothing and says nothing when no passkey was picked (the page left, or the button took its place)', async () => {
    const { sent } = serveSignIn();
    device.mockResolvedValue(null);
    const chosen = vi.fn(() => true);
    const { completed, applied, signal, keep } = await wait(chosen);
    expect(completed).toBe(false);
    expect(applied).toEqual([]);
    // The options stay with the action: keeping them in the journey drew the form again as the customer typed.
    expect(keep).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(chosen).not.toHaveBeenCalled();
    // The device was handed the server's options, waiting in the autofill until the signal ends it.
    expect(device).toHaveBeenCalledWith({ credential: 'passkeyGet' }, { credential: { challenge: 'c2lnbi1pbg' } }, expect.objectContaining({ signal }));
  });

  it('sends nothing when a passkey was picked while another action runs (a password login under way)', async () => {
    const { sent } = serveSignIn();
    device.mockResolvedValue({ credential: { id: 'picked' } });
    const chosen = vi.fn(() => false);
    const { completed, applied } = await wait(chosen);
    expect(completed).toBe(false);
    expect(chosen).toHaveBeenCalledOnce();
    expect(applied).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('is the button pressed once a passkey was picked: the assertion is sent, and its refusal shown', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(options, () => HttpResponse.json({ code: '00', message: 'Success', options: { challenge: 'c2lnbi1pbg' } })),
      http.post(login, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: '241', message: api.passkeyUnknown }, { status: 400 });
      }),
    );
    device.mockResolvedValue({ credential: { id: 'picked' } });
    const { completed, applied } = await wait(() => true);
    expect(completed).toBe(false);
    expect(sent).toEqual([{ credential: { id: 'picked' } }]);
    expect(applied).toEqual([{ type: 'formError', messageKey: 'message.server', values: { message: api.passkeyUnknown } }]);
  });
});
