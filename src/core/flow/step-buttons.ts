import type { CallSpec } from '../definitions/call-spec';
import type { FlowButton, FlowDefinition, FlowStep } from './flow-definition';

/** The button a step that confirms with the OTP offers when the customer has a passkey (issue 39 item 3). */
export const passkeyButtonId = 'confirmWithPasskey';
const passkeyLabelKey = 'account:passkeys.confirmWith';

/** The OTP's verification, which a passkey's replaces; and the call that names the transaction the OTP confirms. */
const otpVerification = 'verifyConfirmationOtp';
const otpSending = 'sendConfirmationOtp';

/** The body of the transaction a step's OTP confirms: the one its resend sends the OTP for; undefined when it has none. */
export function confirmedTransaction(step: FlowStep): CallSpec['body'] {
  return (step.buttons ?? []).flatMap((button) => button.calls).find((call) => call.operation === otpSending)?.body;
}

/** Whether a passkey can confirm what this step's OTP does: the step verifies the OTP, and its resend names the transaction. */
export function passkeyCanConfirm(step: FlowStep): boolean {
  return confirmedTransaction(step) !== undefined && step.submit.calls.some((call) => call.operation === otpVerification);
}

/**
 * The step's buttons, with "Confirm with passkey" after them when the step asks for one: its submit's
 * calls with the OTP's verification replaced by the passkey's, over the same transaction, so the
 * money moves by one definition whichever way the customer confirms (docs/decisions/0020). The grant
 * the passkey answers is kept where the OTP's was. Null transaction or no verification: no button,
 * which the configuration check reports.
 */
export function stepButtons(step: FlowStep): readonly FlowButton[] {
  const buttons = step.buttons ?? [];
  const transaction = confirmedTransaction(step);
  if (!step.passkey || transaction === undefined || !passkeyCanConfirm(step)) return buttons;
  const calls = step.submit.calls.flatMap((call): CallSpec[] =>
    call.operation === otpVerification
      ? [
          { operation: 'passkeyConfirmationOptions', body: transaction, keep: { passkeyOptions: '=answer.options' } },
          { operation: 'verifyConfirmationPasskey', body: { transaction, credential: '=state.passkeyOptions' }, device: { credential: 'passkeyGet' }, ...(call.keep ? { keep: call.keep } : {}) },
        ]
      : [call],
  );
  const passkey: FlowButton = { id: passkeyButtonId, labelKey: passkeyLabelKey, when: step.passkey.when, calls, done: step.submit.done, ...(step.submit.keep ? { keep: step.submit.keep } : {}) };
  return [...buttons, passkey];
}

/** The journey with each step's buttons as stepButtons makes them: what the portal draws and runs. */
export function withPasskeyButtons(flow: FlowDefinition): FlowDefinition {
  return { ...flow, steps: flow.steps.map((step) => ({ ...step, buttons: stepButtons(step) })) };
}
