import { limit } from '@/core/config/limits';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/create-api-client';
import { testSession } from '../../../tests/setup/test-session';
import type { Effect } from '@/core/effects/effect';
import type { RunSpec } from '@/core/definitions/call-spec';
import { fixtures } from '../../../tests/fixtures/api-fixtures';
import { apiOrigin } from '../../../tests/mocks/handlers';
import { server } from '../../../tests/mocks/server';
import { loadDecision } from '../config/load-decision';
import { runAction } from './run-action';
import { recordingContext } from '../../../tests/setup/recording-context';
import api from '../../../locales/en/api.json';

const rekycStatus = `${apiOrigin}/api/rekyc/status`;
const register = `${apiOrigin}/api/register`;

/** The sign-up's first step, as schemas/flows/signup.v1.json has it. */
const action: RunSpec = {
  calls: [
    {
      operation: 'getRekycStatus',
      body: { mobile: '=values.mobileNumber' },
      outcome: 'rekyc-dormancy',
      facts: { rekycRequired: '=answer.rekycRequired', dormantAccount: '=answer.dormantAccount', journey: 'signup' },
      keep: { mobileNumber: '=request.mobile' },
    },
    { operation: 'registerMobile', body: { mobileNumber: '=values.mobileNumber' } },
  ],
  done: [{ type: 'step', id: 'otp' }],
};

async function run(values: Record<string, unknown>) {
  const { context, applied, keep } = await recordingContext({ values });
  const completed = await runAction(action, context);
  return { completed, applied, keep };
}

describe('runAction: a step of a journey, as data', () => {
  it('sends each body its template builds, keeps what it names, and ends with the done effects', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(rekycStatus, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: '00', message: 'Success', rekycRequired: false, dormantAccount: false });
      }),
      http.post(register, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: '00', message: 'OTP sent' });
      }),
    );
    const { completed, applied, keep } = await run({ mobileNumber: ' 9876500001 ' });
    expect(completed).toBe(true);
    // Trimmed and prefixed by the contract's rules, whatever the template said.
    expect(sent).toEqual([{ mobile: '919876500001' }, { mobileNumber: '919876500001' }]);
    expect(keep).toHaveBeenCalledWith({ mobileNumber: '919876500001' });
    expect(applied).toEqual([{ type: 'step', id: 'otp' }]);
  });

  it('stops where a decision does not allow: the next call is never made', async () => {
    const registered = vi.fn();
    server.use(
      http.post(rekycStatus, () => HttpResponse.json({ code: '00', message: 'Success', rekycRequired: true, dormantAccount: false })),
      http.post(register, () => {
        registered();
        return HttpResponse.json({ code: '00', message: 'OTP sent' });
      }),
    );
    const { completed, applied } = await run({ mobileNumber: '9876500001' });
    expect(completed).toBe(false);
    expect(registered).not.toHaveBeenCalled();
    expect(applied).toEqual([
      { type: 'toast', kind: 'warning', messageKey: 'rekyc.required', durationMs: 10000 },
      { type: 'navigate', to: '/rekyc' },
    ]);
  });

  it("shows a refused call's message and puts the fields it names back on the form", async () => {
    server.use(
      http.post(register, () =>
        HttpResponse.json({ code: '400', message: 'body/mobileNumber must match pattern', errors: [{ field: '/mobileNumber', message: 'must match pattern' }] }, { status: 400 }),
      ),
    );
    const { completed, applied } = await run({ mobileNumber: '9876500001' });
    expect(completed).toBe(false);
    expect(applied).toEqual([
      { type: 'formError', messageKey: 'message.server', values: { message: 'body/mobileNumber must match pattern' } },
      { type: 'fieldErrors', fields: { mobileNumber: 'validation.invalid' } },
    ]);
  });

  it('does not send a "once" call again when a retry has the same body', async () => {
    let registrations = 0;
    server.use(
      http.post(register, () => {
        registrations += 1;
        return HttpResponse.json({ code: '00', message: 'OTP sent' });
      }),
    );
    const once: RunSpec = { calls: [{ operation: 'registerMobile', body: { mobileNumber: '=values.mobileNumber' }, once: true }], done: [] };
    const session = testSession();
    const client = await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null });
    let kept: Readonly<Record<string, unknown>> = {};
    const context = (values: Record<string, unknown>) => ({
      client,
      values,
      kept,
      session: () => ({}),
      decision: loadDecision,
      keep: (next: Readonly<Record<string, unknown>>) => {
        kept = next;
      },
      apply: () => Promise.resolve(),
    });
    await runAction(once, context({ mobileNumber: '9876500001' }));
    await runAction(once, context({ mobileNumber: '9876500001' }));
    expect(registrations).toBe(1);
    // Another body is another request.
    await runAction(once, context({ mobileNumber: '9876500002' }));
    expect(registrations).toBe(2);
  });

  it('runs a call with "when" only when it holds after the call before it', async () => {
    const sent: string[] = [];
    server.use(
      http.post(register, async ({ request }) => {
        const { mobileNumber } = (await request.json()) as { mobileNumber: string };
        sent.push(mobileNumber);
        return HttpResponse.json({ code: '00', message: mobileNumber.endsWith('1') ? 'again' : 'OTP sent' });
      }),
    );
    const chained: RunSpec = {
      calls: [
        { operation: 'registerMobile', body: { mobileNumber: '=values.mobileNumber' } },
        { operation: 'registerMobile', body: { mobileNumber: '9876500009' }, when: { $equals: ['=answer.message', 'again'] } },
      ],
      done: [],
    };
    const session = testSession();
    const client = await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null });
    const context = (values: Record<string, unknown>) => ({ client, values, kept: {}, session: () => ({}), decision: loadDecision, keep: () => undefined, apply: () => Promise.resolve() });
    await runAction(chained, context({ mobileNumber: '9876500002' }));
    expect(sent).toEqual(['919876500002']);
    await runAction(chained, context({ mobileNumber: '9876500001' }));
    expect(sent).toEqual(['919876500002', '919876500001', '919876500009']);
  });

  it('passes over an optional call that is refused, in silence, keeping nothing from it', async () => {
    server.use(
      http.post(`${apiOrigin}/api/rekyc/profile`, () => HttpResponse.json({ code: '403', message: 'Please verify the OTP first' }, { status: 403 })),
      http.post(register, () => HttpResponse.json({ code: '00', message: 'OTP sent' })),
    );
    const prefill: RunSpec = {
      calls: [
        { operation: 'getRekycProfile', body: { mobileNumber: '=values.mobileNumber', mobileGrant: 'mg-7Qe2LkV9wZp4Rt1XyB8sNd' }, optional: true, keep: { known: '=answer.details' } },
        { operation: 'registerMobile', body: { mobileNumber: '=values.mobileNumber' }, keep: { registered: true } },
      ],
      done: [{ type: 'step', id: 'details' }],
    };
    const { context, applied, keep } = await recordingContext({ values: { mobileNumber: '9876500001' } });
    const completed = await runAction(prefill, context);
    expect(completed).toBe(true);
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith({ registered: true });
    expect(applied).toEqual([{ type: 'step', id: 'details' }]);
  });

  it('opens a dialog a decision asks for on the page the step ends on: after the navigation, not before it', async () => {
    server.use(http.post(`${apiOrigin}/api/event/v1/details`, () => HttpResponse.json(fixtures.kycEvent(8100, 5))));
    const login: RunSpec = {
      calls: [{ operation: 'getKycEvent', body: { mobile: '=values.mobileNumber' }, outcome: 'kyc-event', facts: { eventId: '=answer.eventData.eventId', eventStatus: '=answer.eventData.eventStatus' } }],
      done: [{ type: 'navigate', to: '/dashboard' }],
    };
    const session = testSession();
    const client = await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null });
    const applied: Effect[][] = [];
    const completed = await runAction(login, {
      client,
      values: { mobileNumber: '9876500001' },
      kept: {},
      session: () => ({}),
      decision: loadDecision,
      keep: () => undefined,
      apply: (effects) => {
        applied.push([...effects]);
        return Promise.resolve();
      },
    });
    expect(completed).toBe(true);
    expect(applied).toEqual([[{ type: 'navigate', to: '/dashboard' }, { type: 'modal', id: 'minKycUpgrade' }]]);
  });

  it('carries out the done effects on the last answer and what was sent: a session it answered is the one kept (a new mobile number)', async () => {
    const complete = `${apiOrigin}/api/mobilenumber/change/complete`;
    const answer = { code: '00', message: api.mobileChanged, token: 'token-new', refreshToken: 'refresh-new', profileId: 'PRF000531' };
    server.use(http.post(complete, () => HttpResponse.json(answer)));
    const change: RunSpec = {
      calls: [{ operation: 'completeMobileChange', body: { changeId: '=state.changeId', mobileNumber: '=state.newMobile', otp: '=values.otp' } }],
      done: [{ type: 'storeSession', loginWith: 'password' }],
    };
    const session = testSession();
    const client = await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null });
    const stages: { effects: Effect[]; result?: unknown; request?: unknown }[] = [];
    const completed = await runAction(change, {
      client,
      values: { otp: '123456' },
      kept: { changeId: 'mc-0123456789abcdefghijkl', newMobile: '919712312567' },
      session: () => ({}),
      decision: loadDecision,
      keep: () => undefined,
      apply: (effects, stage) => {
        stages.push({ effects: [...effects], result: stage.result?.body, request: stage.request });
        return Promise.resolve();
      },
    });
    expect(completed).toBe(true);
    expect(stages.at(-1)).toEqual({ effects: [{ type: 'storeSession', loginWith: 'password' }], result: answer, request: { changeId: 'mc-0123456789abcdefghijkl', mobileNumber: '919712312567', otp: '123456' } });
  });

  it('shows a success notice of a call only when the whole step goes through', async () => {
    let onboardingCode = '12';
    server.use(
      http.post(`${apiOrigin}/api/pan-verification`, () => HttpResponse.json({ code: '00', message: 'PAN Card Verification successful', nameMatch: true, dobMatch: true, score: 92 })),
      http.post(`${apiOrigin}/api/customer/details`, () => HttpResponse.json({ code: '00', message: 'Done', onboardingCode })),
    );
    const details: RunSpec = {
      calls: [
        { operation: 'verifyPan', body: { pan: 'ABCPR1234K', name: 'Kavya Rao', dob: '1994-02-11', consent: 'Y' }, outcome: 'pan-match', facts: { nameMatch: '=answer.nameMatch', dobMatch: '=answer.dobMatch' } },
        {
          operation: 'submitOnboardingDetails',
          body: { mobileNumber: '919876500001', first_name: 'Kavya', last_name: 'Rao', emailId: 'kavya@example.in', pan_number: 'ABCPR1234K', dob: '1994-02-11', city_name: 'B', state_name: 'K', Pincode: '560025', doc: 'pan', Document_Number: 'ABCPR1234K', pep: false, updateVectors: 'onboarding' },
          outcome: 'onboarding-response',
          facts: { onboardingCode: '=answer.onboardingCode', messageKey: { $catalogue: 'onboardingCodes', code: '=answer.onboardingCode', otherwise: 'onboarding.inProgress' } },
        },
      ],
      done: [{ type: 'step', id: 'emailOtp' }],
    };
    const session = testSession();
    const client = await createApiClient({ session, baseUrl: apiOrigin, readCookie: () => null });
    const runDetails = async () => {
      const applied: Effect[] = [];
      const completed = await runAction(details, { client, values: {}, kept: {}, session: () => ({}), decision: loadDecision, keep: () => undefined, apply: (effects) => Promise.resolve(void applied.push(...effects)) });
      return { completed, applied };
    };
    // Refused at the on-boarding (code 12): the PAN's "verified" is not shown beside the refusal.
    const refused = await runDetails();
    expect(refused.completed).toBe(false);
    expect(refused.applied.filter((effect) => effect.type === 'toast' && effect.kind === 'success')).toEqual([]);
    expect(refused.applied.some((effect) => effect.type === 'formError')).toBe(true);
    // Through: the notice shows, before the step goes on.
    onboardingCode = '11';
    const through = await runDetails();
    expect(through.completed).toBe(true);
    expect(through.applied.map((effect) => effect.type)).toEqual(['toast', 'step']);
  });

  it("keeps what the action names once every call went through, for the done effects and the next step (a review's amount)", async () => {
    const review: RunSpec = { calls: [], keep: { amount: '=values.amount', roomAfter: { $minus: ['=loaded.room', '=values.amount'] } }, done: [{ type: 'step', id: 'review' }] };
    const { context, applied, keep } = await recordingContext({ values: { amount: 10_050 }, kept: { earlier: true }, scope: { loaded: { room: 50_000 } } });
    const completed = await runAction(review, context);
    expect(completed).toBe(true);
    expect(keep).toHaveBeenCalledWith({ earlier: true, amount: 10_050, roomAfter: 39_950 });
    expect(applied).toEqual([{ type: 'step', id: 'review' }]);
  });

  it('says the network failed, with the request for support to find (issue 38 item 4), and goes no further', async () => {
    let requestId: string | null = null;
    server.use(
      http.post(rekycStatus, ({ request }) => {
        requestId = request.headers.get('x-request-id');
        return HttpResponse.error();
      }),
    );
    const { completed, applied } = await run({ mobileNumber: '9876500001' });
    expect(completed).toBe(false);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(applied).toEqual([{ type: 'formError', messageKey: 'network.error', values: { ms: limit('requestTimeoutMs') }, reference: requestId }]);
  });
});
