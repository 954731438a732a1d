import { describe, expect, it } from 'vitest';
import addBeneficiary from '../../../schemas/flows/addBeneficiary.v1.json';
import addPasskey from '../../../schemas/flows/addPasskey.v1.json';
import closeWallet from '../../../schemas/flows/closeWallet.v1.json';
import oneTimeTransfer from '../../../schemas/flows/oneTimeTransfer.v1.json';
import transfer from '../../../schemas/flows/transfer.v1.json';
import updateBeneficiaryLimits from '../../../schemas/flows/updateBeneficiaryLimits.v1.json';
import walletTransfer from '../../../schemas/flows/walletTransfer.v1.json';
import type { FlowDefinition } from './flow-definition';
import { confirmedTransaction, passkeyButtonId, stepButtons } from './step-buttons';

const flows = { addBeneficiary, closeWallet, oneTimeTransfer, transfer, updateBeneficiaryLimits, walletTransfer, addPasskey } as unknown as Readonly<Record<string, FlowDefinition>>;

/** Every step of the journeys that verifies a confirmation OTP. */
const confirming = Object.entries(flows).flatMap(([name, flow]) => flow.steps.filter((step) => step.submit.calls.some((call) => call.operation === 'verifyConfirmationOtp')).map((step) => ({ name, step })));

describe('Confirm with passkey (issue 39 item 3)', () => {
  it('is offered on every step that confirms a beneficiary or money with the OTP, and not where the OTP adds the passkey itself', () => {
    const offering = confirming.filter(({ step }) => step.passkey !== undefined).map(({ name }) => name);
    expect(offering.sort()).toEqual(['addBeneficiary', 'closeWallet', 'oneTimeTransfer', 'transfer', 'updateBeneficiaryLimits', 'walletTransfer']);
    const adding = confirming.find(({ name }) => name === 'addPasskey');
    expect(adding && stepButtons(adding.step)).toEqual(adding?.step.buttons);
  });

  for (const { name, step } of confirming.filter(({ step }) => step.passkey !== undefined)) {
    it(`${name}: the same calls and the same end as the OTP's, its verification replaced by the passkey's over the transaction the resend names`, () => {
      const buttons = stepButtons(step);
      const passkey = buttons.find((button) => button.id === passkeyButtonId);
      if (!passkey) throw new Error(`${name} offers no passkey button`);
      expect(buttons.slice(0, -1)).toEqual(step.buttons);
      expect(passkey.when).toEqual(step.passkey?.when);
      const transaction = confirmedTransaction(step);
      expect(transaction).toBeDefined();
      const verification = step.submit.calls.findIndex((call) => call.operation === 'verifyConfirmationOtp');
      const [options, verify, ...after] = passkey.calls.slice(verification);
      expect(passkey.calls.slice(0, verification)).toEqual(step.submit.calls.slice(0, verification));
      expect(options).toMatchObject({ operation: 'passkeyConfirmationOptions', body: transaction });
      expect(verify).toMatchObject({ operation: 'verifyConfirmationPasskey', body: { transaction }, device: { credential: 'passkeyGet' }, keep: step.submit.calls[verification]?.keep });
      expect(after).toEqual(step.submit.calls.slice(verification + 1));
      expect(passkey.done).toEqual(step.submit.done);
    });
  }
});
