import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import conditions from '../rules/conditions.json';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/core/money/format-money';
import { effectTypes } from '../src/core/effects/effect';
import { valueFormats } from '../src/core/format/format-value';
import { copyOfConfig } from '../tests/setup/config-copy';
import { checkConfig, formatProblem, loadSources, locateProblems, type ConfigSources } from './config-checker';
import { lineAt } from './json-pointer-lines';
import enPortal from '../locales/en/portal.json';
import rekycFlow from '../schemas/flows/rekyc.v1.json';
import signupFlow from '../schemas/flows/signup.v1.json';

const root = join(import.meta.dirname, '..');
const pristine = loadSources(root);

/**
 * A copy of the project's sources with one file changed by `edit`; the merge base is the
 * project as it is, so only the edit counts as a change.
 */
function withEdit(file: string, edit: (document: Record<string, unknown>) => void): ConfigSources {
  const files = new Map(pristine.files);
  const copy = structuredClone(files.get(file)) as Record<string, unknown>;
  edit(copy);
  files.set(file, copy);
  return { ...pristine, files, baseFiles: pristine.files };
}

/** Like withEdit, raising the file's version as a reviewed change must. */
function withReviewedEdit(file: string, edit: (document: Record<string, unknown>) => void): ConfigSources {
  return withEdit(file, (document) => {
    edit(document);
    document['version'] = Number(document['version']) + 1;
    document['versionReason'] = 'A change the test makes';
  });
}

function limitsOf(document: Record<string, unknown>): Record<string, { value: unknown }> {
  return document['limits'] as Record<string, { value: unknown }>;
}

const messages = (sources: ConfigSources) => checkConfig(root, sources).map(formatProblem);

describe('config checker', () => {
  it('finds nothing wrong with the project as it is', () => {
    expect(messages(pristine)).toEqual([]);
  });

  it('refuses two conditions compared with $equals, which is also true when both are false (issue 31 item 3)', () => {
    const sources = withEdit('schemas/flows/closeWallet.v1.json', (flow) => {
      const [check] = flow['steps'] as { unavailable: { when: unknown }[] }[];
      const rule = check?.unavailable[1];
      if (!rule) throw new Error('the closure has no second unavailable rule');
      rule.when = { $equals: [{ $less: [0, '=loaded.wallet.balance'] }, { $less: [{ $count: '=loaded.beneficiaryDataList' }, 1] }] };
    });
    expect(messages(sources)).toContain(
      'schemas/flows/closeWallet.v1.json /steps/0/unavailable/1/when/$equals: compares two conditions, which is also true when both are false; write {"$and": [a, b]} for both, or compare a value with a value',
    );
  });

  it('holds a button that waits in the autofill to a passkey it signs and a field marked for it (issue 39 item 2)', () => {
    const loginFlow = 'schemas/flows/login.v1.json';
    const buttonsOf = (flow: Record<string, unknown>) => (flow['steps'] as { buttons?: Record<string, unknown>[] }[])[0]?.buttons ?? [];
    const autofillAt = (flow: Record<string, unknown>) => buttonsOf(flow).findIndex((button) => button['autofill'] === true);
    const at = autofillAt(pristine.files.get(loginFlow) as Record<string, unknown>);
    const otherAt = buttonsOf(pristine.files.get(loginFlow) as Record<string, unknown>).findIndex((button) => button['autofill'] !== true);
    expect(at).toBeGreaterThanOrEqual(0);
    // Another button of the step waits too: it signs nothing, and the browser waits on one.
    const second = withEdit(loginFlow, (flow) => {
      const other = buttonsOf(flow)[otherAt];
      if (other) other['autofill'] = true;
    });
    expect(messages(second)).toEqual(
      expect.arrayContaining([
        `${loginFlow} /steps/0/buttons/${otherAt}/autofill: waits in the autofill, but no call of the button signs with a passkey (device passkeyGet): the autofill offers passkeys`,
        `${loginFlow} /steps/0/buttons/${Math.max(at, otherAt)}/autofill: is a second button of the step that waits in the autofill; the browser waits on one`,
      ]),
    );
    // The form marks no field for it: neither its own entry nor the fragment's says webauthn.
    const unmarked = withEdit('schemas/forms/login.v1.json', (form) => {
      delete (form['uiSchema'] as Record<string, unknown>)['mobileNumber'];
    });
    expect(messages(unmarked)).toContain(
      `${loginFlow} /steps/0/buttons/${at}/autofill: waits in the autofill, but no field of the form login.v1 is marked for it: give one "ui:autocomplete": "username webauthn"`,
    );
  });

  it('holds every call to the request of its operation in the contract (issue 33 item 1)', () => {
    const flow = withEdit('schemas/flows/transfer.v1.json', (document) => {
      const [amount, confirm] = document['steps'] as { submit: { calls: { body: Record<string, unknown> }[] } }[];
      const send = amount?.submit.calls[0];
      const transfer = confirm?.submit.calls[1];
      if (!send || !transfer) throw new Error('the transfer flow has no OTP call or no transfer call');
      send.body['occupation'] = '=values.occupation';
      transfer.body['messageCode'] = 3521;
      delete transfer.body['urn'];
      transfer.body['implType'] = 'XX';
      // A limit's value is known: a number where the request takes text.
      transfer.body['implId'] = '=limit.coolingOffCapPaise';
    });
    const screen = withEdit('schemas/screens/beneficiaries.v1.json', (document) => {
      const query = (document['load'] as { query: Record<string, unknown> }).query;
      query['transferType'] = 'ZZ';
      query['page'] = 2;
      delete query['urn'];
    });
    expect(messages(flow)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^schemas\/flows\/transfer\.v1\.json \/steps\/0\/submit\/calls\/0\/body\/occupation: sends "occupation", which the request of sendConfirmationOtp does not take; it takes /),
        expect.stringMatching(/^schemas\/flows\/transfer\.v1\.json \/steps\/1\/submit\/calls\/1\/body\/messageCode: sends 3521 as "messageCode", which the request of transferToBank refuses \(messageCode must be equal to constant\)$/),
        expect.stringMatching(/^schemas\/flows\/transfer\.v1\.json \/steps\/1\/submit\/calls\/1\/body\/implType: sends "XX" as "implType", which the request of transferToBank refuses/),
        'schemas/flows/transfer.v1.json /steps/1/submit/calls/1/body: leaves out "urn", which the request of transferToBank needs',
        expect.stringMatching(/\/steps\/1\/submit\/calls\/1\/body\/implId: sends \d+ \(=limit\.coolingOffCapPaise\) as "implId", which the request of transferToBank refuses \(implId must be string\)$/),
      ]),
    );
    expect(messages(screen)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^schemas\/screens\/beneficiaries\.v1\.json \/load\/query\/transferType: asks with "ZZ" as "transferType", which listBeneficiaries refuses/),
        'schemas/screens/beneficiaries.v1.json /load/query/page: asks with "page", which listBeneficiaries does not take in its query; it takes messageCode, urn, activationStatus, transferType',
        'schemas/screens/beneficiaries.v1.json /load/query: leaves out "urn", which the query of listBeneficiaries needs',
      ]),
    );
  });

  it('names a fixed filter value that its field does not offer (issue 33 item 6)', () => {
    const sources = withReviewedEdit('schemas/screens/history.v1.json', (list) => {
      const fields = (list['filters'] as { fields: Record<string, unknown>[] }).fields;
      const type = fields.find((field) => field['name'] === 'type');
      if (type) type['fixed'] = 'REWARD';
    });
    expect(messages(sources).join('\n')).toMatch(/history\.v1\.json \/filters\/fields\/2\/fixed.*"REWARD" is not one of the field's options/);
  });

  it('takes a choice\'s options from its schema\'s oneOf of {const, title}, and names a title no language has, or a choice with no options (issue 33 item 4)', () => {
    const method = (document: Record<string, unknown>) => ((document['schema'] as { properties: Record<string, Record<string, unknown>> }).properties['method'] ?? {});
    const untranslated = withReviewedEdit('schemas/forms/kycMethod.v1.json', (form) => {
      (method(form)['oneOf'] as { title: string }[]).push({ const: 'video', title: 'kyc.methodVideo' } as never);
    });
    expect(messages(untranslated).join('\n')).toMatch(/kycMethod\.v1\.json \/schema\/properties\/method\/oneOf\/2\/title.*kyc\.methodVideo/);
    const unlisted = withReviewedEdit('schemas/forms/kycMethod.v1.json', (form) => {
      delete method(form)['oneOf'];
    });
    expect(messages(unlisted).join('\n')).toMatch(/kycMethod\.v1\.json \/uiSchema\/method\/ui:options\/catalogue: a choice is made from a catalogue, listed by its step .*or listed by its schema/);
  });

  it('names a fact a rule reads that its decision does not declare, at its own place; one a shared condition reads, where the decision names it (issue 34 item 3)', () => {
    let at = -1;
    const sources = withReviewedEdit('rules/cooling-off.rules.json', (rules) => {
      const refused = (rules['conditions'] as Record<string, { all: Record<string, unknown>[] }>)['refused'];
      const amount = refused?.all.find((part) => part['fact'] === 'amountPaise');
      at = refused?.all.indexOf(amount ?? {}) ?? -1;
      if (amount) amount['fact'] = 'amountPaisa';
    });
    const found = messages(sources).filter((message) => message.includes('amountPaisa'));
    expect(found).toEqual([`rules/cooling-off.rules.json /conditions/refused/all/${String(at)}/fact: reads the fact "amountPaisa", which /facts does not declare; declare it with what it means (and give it where the decision is taken), or correct the name`]);

    const [shared, fact] = Object.entries(conditions.conditions).flatMap(([name, condition]) => {
      const read = /"fact":"([^"l][^"]*)"/.exec(JSON.stringify(condition));
      return read?.[1] ? [name, read[1]] : [];
    });
    const throughShared = withReviewedEdit('rules/cooling-off.rules.json', (rules) => {
      (rules['rules'] as Record<string, unknown>[]).unshift({ name: 'reads a shared condition', conditions: { all: [{ condition: shared }] }, event: { type: 'allow' } });
    });
    expect(messages(throughShared)).toContain(`rules/cooling-off.rules.json /rules/0/conditions/all/0/condition: uses the shared condition "${shared ?? ''}" of rules/conditions.json, which reads the fact "${fact ?? ''}" that /facts does not declare; declare it, or use another condition`);
  });

  it('names a money limit one zero off its plausible range, and a range changed without saying so (issue 34 item 3)', () => {
    const entryOf = (document: Record<string, unknown>, name: string) => (document['limits'] as Record<string, Record<string, unknown>>)[name] ?? {};
    const limitsNow = pristine.files.get('rules/limits.json') as Record<string, unknown>;
    const cap = entryOf(limitsNow, 'minKycWalletLimitPaise');
    const [lowest = 0] = cap['range'] as number[];
    const slipped = withReviewedEdit('rules/limits.json', (document) => {
      entryOf(document, 'minKycWalletLimitPaise')['value'] = Number(cap['value']) / 10;
    });
    expect(Number(cap['value']) / 10).toBeLessThan(lowest);
    expect(messages(slipped).some((message) => message.startsWith('rules/limits.json /limits/minKycWalletLimitPaise/value: is ') && message.includes('outside its plausible range'))).toBe(true);
    const widened = withReviewedEdit('rules/limits.json', (document) => {
      entryOf(document, 'minKycWalletLimitPaise')['range'] = [lowest / 10, ...(cap['range'] as number[]).slice(1)];
    });
    expect(messages(widened).some((message) => message.startsWith('rules/limits.json /limits/minKycWalletLimitPaise/range: changes the plausible range'))).toBe(true);
    const confirmed = withReviewedEdit('rules/limits.json', (document) => {
      const entry = entryOf(document, 'minKycWalletLimitPaise');
      entry['range'] = [lowest / 10, ...(cap['range'] as number[]).slice(1)];
      entry['rangeChangedFrom'] = cap['range'];
    });
    expect(messages(confirmed).filter((message) => message.includes('minKycWalletLimitPaise'))).toEqual([]);
  });

  it('names agent hours written otherwise than the engine reads them, in words (issue 34 item 3, issue 57 item 2)', () => {
    const hoursAs = (value: string) =>
      messages(
        withReviewedEdit('rules/limits.json', (document) => {
          const hours = limitsOf(document)['kycAgentHours'];
          if (hours) hours.value = value;
        }),
      ).filter((message) => message.includes('kycAgentHours'));
    const [malformed] = hoursAs('Monday to Saturday 9.30-19');
    expect(malformed?.startsWith('rules/limits.json /limits/kycAgentHours/value: must be days and their hours on the 24-hour clock')).toBe(true);
    expect(malformed?.endsWith('(got "Monday to Saturday 9.30-19")')).toBe(true);
    expect(hoursAs('MON-FRI 18:30-10:00')).toEqual(['rules/limits.json /limits/kycAgentHours/value: says MON-FRI open at 18:30 and close at 10:00; the opening time comes first (24-hour HH:MM, such as 10:00-18:30)']);
    expect(hoursAs('MON-FRI 10:00-18:30; FRI-SAT 10:00-14:00')).toEqual(['rules/limits.json /limits/kycAgentHours/value: gives FRI hours in two parts; name each day in one part only']);
    expect(hoursAs('MON-FRI 10:00-18:30; SAT 10:00-14:00')).toEqual([]);
  });

  it('names a missing French translation with the English text', () => {
    const sources = withEdit('locales/fr/portal.json', (fr) => {
      delete (fr['code'] as Record<string, unknown>)['138'];
    });
    expect(messages(sources)).toContain(`locales/fr/portal.json /code/138: has no translation for "code.138"; add it (English: ${JSON.stringify(enPortal.code['138'])})`);
  });

  it('names a missing Hindi translation with the English text, as every language of locales/', () => {
    const sources = withEdit('locales/hi/portal.json', (hi) => {
      delete (hi['code'] as Record<string, unknown>)['138'];
    });
    expect(messages(sources)).toContain(`locales/hi/portal.json /code/138: has no translation for "code.138"; add it (English: ${JSON.stringify(enPortal.code['138'])})`);
  });

  it('names a code listed twice in a catalogue', () => {
    let added = -1;
    const sources = withReviewedEdit('rules/catalogues/response-codes.json', (catalogue) => {
      added = (catalogue['entries'] as unknown[]).push({ code: '104', messageKey: 'code.104' }) - 1;
    });
    expect(messages(sources).some((m) => m.startsWith(`rules/catalogues/response-codes.json /entries/${String(added)}/code: code "104" is listed twice`))).toBe(true);
  });

  it('names an effect the portal does not know', () => {
    const sources = withEdit('rules/login-outcome.rules.json', (rules) => {
      ((rules['rules'] as Record<string, Record<string, unknown>>[])[0] as { event: { type: string } }).event.type = 'sendSms';
    });
    expect(messages(sources)).toContain(
      `rules/login-outcome.rules.json /rules/0/event/type: "sendSms" is not an effect the portal knows; use one of ${effectTypes.join(', ')}`,
    );
  });

  it('names what a journey points at and does not exist: a form, an operation, a decision, a step, a step to resume at', () => {
    const sources = withEdit('schemas/flows/signup.v1.json', (flow) => {
      const [first] = flow['steps'] as Record<string, unknown>[];
      if (!first) throw new Error('the sign-up flow has no step');
      first['form'] = 'nosuch.v1';
      const submit = first['submit'] as { calls: Record<string, unknown>[]; done: Record<string, unknown>[] };
      if (submit.calls[0]) submit.calls[0]['outcome'] = 'no-such-decision';
      if (submit.calls[1]) submit.calls[1]['operation'] = 'sendSms';
      submit.done.push({ type: 'step', id: 'nowhere' });
      submit.done.push({ type: 'step', id: { $if: '=state.flag', then: 'otp', else: 'elsewhere' } });
      submit.done.push({ type: 'step', id: '=state.next' });
      first['resume'] = [{ when: true, step: 'further', keep: {} }];
    });
    expect(messages(sources)).toEqual(
      expect.arrayContaining([
        'schemas/flows/signup.v1.json /steps/0/form: names the form "nosuch.v1", but schemas/forms/nosuch.v1.json does not exist',
        'schemas/flows/signup.v1.json /steps/0/submit/calls/0/outcome: names the decision "no-such-decision", but rules/no-such-decision.rules.json does not exist',
        'schemas/flows/signup.v1.json /steps/0/submit/calls/1/operation: names the operation "sendSms", which openapi/wallet.yaml does not have',
        'schemas/flows/signup.v1.json /steps/0/submit/done/2/id: goes to the step "nowhere", which this flow does not have',
        'schemas/flows/signup.v1.json /steps/0/submit/done/3/id: goes to the step "elsewhere", which this flow does not have',
        'schemas/flows/signup.v1.json /steps/0/submit/done/4/id: names no step: give a step id, or choose among step ids with $if',
        'schemas/flows/signup.v1.json /steps/0/resume/0/step: resumes at the step "further", which this flow does not have',
      ]),
    );
  });

  it('names a stage of the step indicator that lists a step the journey lacks, or a step twice', () => {
    const sources = withEdit('schemas/flows/signup.v1.json', (flow) => {
      const stages = flow['progress'] as string[][];
      stages.push(['nowhere', 'otp']);
    });
    const last = signupFlow.progress.length;
    expect(messages(sources)).toEqual(
      expect.arrayContaining([
        `schemas/flows/signup.v1.json /progress/${String(last)}: names the step "nowhere", which this flow does not have`,
        `schemas/flows/signup.v1.json /progress/${String(last)}: names the step "otp" in a second stage; a step is in one stage`,
      ]),
    );
  });

  it('names a prefilled field the step\'s form does not have', () => {
    const sources = withEdit('schemas/flows/rekyc.v1.json', (flow) => {
      const details = (flow['steps'] as Record<string, unknown>[]).find((step) => step['id'] === 'details');
      if (!details) throw new Error('the re-KYC flow has no details step');
      details['prefill'] = { ...(details['prefill'] as object), nickname: '=state.known.nickname' };
    });
    const index = rekycFlow.steps.findIndex((step) => step.id === 'details');
    expect(messages(sources)).toContain(`schemas/flows/rekyc.v1.json /steps/${String(index)}/prefill/nickname: names the field "nickname" in prefill, which the form rekycDetails.v1 does not have`);
  });

  it('names a choice left to its step that the step does not list, and one listed that the form makes itself', () => {
    const unlisted = withEdit('schemas/flows/newServiceRequest.v1.json', (flow) => {
      delete (flow['steps'] as Record<string, unknown>[])[0]?.['choices'];
    });
    expect(messages(unlisted)).toContain('schemas/flows/newServiceRequest.v1.json /steps/0/choices: the form serviceRequest.v1 leaves the options of "txnId" to its step: list them here ("choices")');
    const listedTwice = withEdit('schemas/flows/newServiceRequest.v1.json', (flow) => {
      const [step] = flow['steps'] as Record<string, Record<string, unknown>>[];
      if (!step) throw new Error('the new service request has no step');
      step['choices'] = { ...step['choices'], reason: { items: '=loaded.statementDetails', value: '=item.txnId', label: { key: 'account:dispute.reason' } } };
    });
    expect(messages(listedTwice)).toContain('schemas/flows/newServiceRequest.v1.json /steps/0/choices/reason: lists the options of "reason", but the form serviceRequest.v1 makes that choice itself; give it "ui:options": {"listedBy": "step"}');
  });

  it('names a form that asks for markdown, which the bundle does not carry', () => {
    const sources = withEdit('schemas/forms/otp.v1.json', (form) => {
      const ui = form['uiSchema'] as Record<string, Record<string, unknown>>;
      ui['otp'] = { ...ui['otp'], 'ui:options': { enableMarkdownInDescription: true } };
    });
    expect(messages(sources)).toContain('schemas/forms/otp.v1.json /uiSchema/otp/ui:options/enableMarkdownInDescription: asks RJSF for markdown; texts of the portal are plain (the bundle has no markdown renderer): remove it');
  });

  it('names a form field the bundle cannot draw: a list, or a choice of schemas', () => {
    const sources = withEdit('schemas/forms/otp.v1.json', (form) => {
      const schema = form['schema'] as { properties: Record<string, unknown> };
      schema.properties['codes'] = { type: 'array', items: { type: 'string' } };
      schema.properties['either'] = { oneOf: [{ type: 'string' }, { type: 'number' }] };
    });
    expect(messages(sources)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('schemas/forms/otp.v1.json /schema/properties/codes/type: needs a part of RJSF the bundle does not ship'),
        expect.stringContaining('schemas/forms/otp.v1.json /schema/properties/either/oneOf: needs a part of RJSF the bundle does not ship'),
      ]),
    );
  });

  it('names a field RJSF would draw with a widget of its own theme, which the bundle does not ship: an enum or a date without a widget of ours', () => {
    const sources = withEdit('schemas/forms/otp.v1.json', (form) => {
      const schema = form['schema'] as { properties: Record<string, unknown> };
      schema.properties['channel'] = { type: 'string', enum: ['sms', 'email'] };
      schema.properties['when'] = { type: 'string', format: 'date' };
      (form['uiSchema'] as Record<string, unknown>)['channel'] = { 'ui:title': 'field.otp' };
      (form['uiSchema'] as Record<string, unknown>)['when'] = { 'ui:title': 'field.otp' };
    });
    expect(messages(sources)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('schemas/forms/otp.v1.json /uiSchema/channel: RJSF would draw "channel" with a widget of its own theme'),
        expect.stringContaining('schemas/forms/otp.v1.json /uiSchema/when: RJSF would draw "when" with a widget of its own theme'),
      ]),
    );
    expect(messages(withEdit('schemas/forms/otp.v1.json', () => undefined)).filter((message) => message.includes('widget of its own theme'))).toEqual([]);
  });

  it('names a widget the renderer does not have', () => {
    // The form's own entry for its field, laid over the one the field's fragment gives.
    const sources = withEdit('schemas/forms/otp.v1.json', (form) => {
      (form['uiSchema'] as Record<string, Record<string, unknown>>)['otp'] = { 'ui:widget': 'slider' };
    });
    expect(messages(sources).some((message) => message.startsWith('schemas/forms/otp.v1.json /uiSchema/otp/ui:widget: "slider" is not a widget of the renderer'))).toBe(true);
  });

  // Issue 59: CLDR's Marathi money pattern groups by thousands, Marathi numbers (and every Indian wallet app) by lakh.
  it("names a language whose money locale groups rupees otherwise than its numbers, and writes Marathi money by lakh", () => {
    const thousands = withReviewedEdit('locales/mr/portal.json', (document) => {
      (document['format'] as Record<string, unknown>)['moneyLocale'] = 'mr-IN-u-nu-latn';
    });
    expect(messages(thousands)).toEqual(['locales/mr/portal.json /format/moneyLocale: writes money grouped 999,999,999 where mr-IN-u-nu-latn groups numbers 99,99,99,999; name a locale whose money is grouped as this language\'s numbers are (en-IN groups by lakh)']);
    const marathi = (pristine.files.get('locales/mr/portal.json') as { format: { moneyLocale: string } }).format.moneyLocale;
    expect(formatMoney(2_000_000_050, marathi, 'INR')).toBe('₹2,00,00,000.50');
  });

  it('names a limit of the wrong type', () => {
    const sources = withEdit('rules/limits.json', (limits) => {
      ((limits['limits'] as Record<string, Record<string, unknown>>)['coolingOffCapPaise'] as { value: unknown }).value = 10000.5;
    });
    expect(messages(sources)).toContain('rules/limits.json /limits/coolingOffCapPaise/value: must be a whole number of paise (got 10000.5)');
  });

  // Issue 57 item 2: a limit added for Saturday's hours was accepted, and nothing read it.
  it('names a limit nothing reads, and one that says so but is read', () => {
    const unread = withEdit('rules/limits.json', (document) => {
      const limits = limitsOf(document);
      Object.assign(limits, { kycAgentSaturdayClosesAt: { value: '14:00', unit: 'time', spec: 'agents close early on Saturdays' } });
      const cap = limits['coolingOffCapPaise'];
      if (cap) Object.assign(cap, { unread: 'no reason' });
    });
    const found = messages(unread);
    expect(found.some((message) => message.startsWith('rules/limits.json /limits/kycAgentSaturdayClosesAt: is read by nothing'))).toBe(true);
    expect(found).toContain('rules/limits.json /limits/coolingOffCapPaise/unread: says nothing reads coolingOffCapPaise, but something does; remove "unread"');
  });

  it('names a file changed without a higher version, and accepts it once the version is raised', () => {
    const edit = (limits: Record<string, unknown>) => {
      const cap = limitsOf(limits)['coolingOffCapPaise'];
      if (cap) cap.value = 2000000;
    };
    const version = (pristine.files.get('rules/limits.json') as { version: number }).version;
    expect(messages(withEdit('rules/limits.json', edit))).toContain(`rules/limits.json /version: changed since main but its version is still ${version}; raise it to ${version + 1}, and say why in "versionReason" (one line)`);
    // Raised without a reason (issue 34 item 5): the explorer's history would not say why.
    const unexplained = withEdit('rules/limits.json', (limits) => {
      edit(limits);
      limits['version'] = version + 1;
    });
    expect(messages(unexplained)).toEqual([`rules/limits.json /version: raises its version to ${String(version + 1)} without saying why; write "versionReason": "<what changed and why, in one line>" beside it`]);
    expect(messages(withReviewedEdit('rules/limits.json', edit))).toEqual([]);
  });

  describe('limits: units and relations (issue 19 item 3)', () => {
    const limitsFile = 'rules/limits.json';
    const text = readFileSync(join(root, limitsFile), 'utf8');
    const lineOfValue = (name: string) => lineAt(text, text.indexOf('"value"', text.indexOf(`"${name}"`)));
    const located = (sources: ConfigSources) => locateProblems(checkConfig(root, sources), sources.texts ?? new Map()).map(formatProblem);
    const minLoad = Number(limitsOf(pristine.files.get(limitsFile) as Record<string, unknown>)['minLoadAmountPaise']?.value);

    it('refuses rupees typed where paise are meant, at the line of the value, and accepts the change once confirmed', () => {
      const slip = withReviewedEdit(limitsFile, (limits) => {
        const entry = limitsOf(limits)['minLoadAmountPaise'];
        if (entry) entry.value = minLoad / 100;
      });
      const found = located(slip).find((message) => message.startsWith(`${limitsFile}:${String(lineOfValue('minLoadAmountPaise'))} /limits/minLoadAmountPaise/value: moves from ${String(minLoad)} paise`));
      expect(found).toContain('rupees typed where paise are meant');
      // Meant, it is confirmed twice: the factor of 100 (changedFrom) and the plausible range it leaves (rangeChangedFrom).
      const confirmed = withReviewedEdit(limitsFile, (limits) => {
        const entry = limitsOf(limits)['minLoadAmountPaise'] as Record<string, unknown> | undefined;
        const range = entry?.['range'] as number[] | undefined;
        if (entry && range) Object.assign(entry, { value: minLoad / 100, changedFrom: minLoad, range: [Math.min(minLoad / 100, range[0] ?? 0), range[1]], rangeChangedFrom: range });
      });
      expect(messages(confirmed)).toEqual([]);
    });

    it('refuses a money limit whose name does not end in Paise', () => {
      const sources = withReviewedEdit(limitsFile, (limits) => {
        const all = limitsOf(limits);
        all['minLoadAmount'] = all['minLoadAmountPaise'] ?? { value: 0 };
      });
      expect(messages(sources)).toContain(`${limitsFile} /limits/minLoadAmount: counts paise but its name does not say so; rename it minLoadAmountPaise (and every rule, screen and text that names it)`);
    });

    it('refuses a broken relation, naming it and why it holds', () => {
      const relations = (pristine.files.get(limitsFile) as { relations: { limit: string; lessThan?: string; why: string }[] }).relations;
      const index = relations.findIndex((relation) => relation.lessThan !== undefined);
      const relation = relations[index];
      if (!relation?.lessThan) throw new Error('rules/limits.json declares no lessThan relation');
      const other = relation.lessThan;
      const sources = withReviewedEdit(limitsFile, (limits) => {
        const all = limitsOf(limits);
        const entry = all[relation.limit];
        if (entry) entry.value = all[other]?.value;
      });
      // Its plausible range may be broken too (a finding of its own at the same place): this is the relation's.
      const found = located(sources).find((message) => message.startsWith(`${limitsFile}:${String(lineOfValue(relation.limit))} /limits/${relation.limit}/value: `) && message.includes('/relations/'));
      expect(found).toContain(`but /relations/${String(index)} says it must be less than ${other}`);
      expect(found).toContain(relation.why);
    });

    it('refuses a relation or a decision case that names a limit that does not exist', () => {
      const relation = withReviewedEdit(limitsFile, (limits) => {
        (limits['relations'] as unknown[]).push({ limit: 'minLoadAmountPaise', atMost: 'maxLoadPaise', why: 'a test' });
      });
      expect(messages(relation).some((message) => message.endsWith('atMost: names the limit "maxLoadPaise", which /limits does not have'))).toBe(true);
      const testCase = withReviewedEdit('rules/cases/cooling-off.cases.json', (cases) => {
        ((cases['cases'] as Record<string, Record<string, unknown>>[])[0] ?? {})['facts'] = { amountPaise: { limit: 'coolingOffCap', plus: 1 }, coolingOff: 0 };
      });
      expect(messages(testCase)).toContain('rules/cases/cooling-off.cases.json /cases/0/facts/amountPaise/limit: is written against the limit "coolingOffCap", which rules/limits.json does not have as a number; name one it has');
    });
  });

  it('accepts a shared condition by name, refuses a file that redefines one, and names a condition defined nowhere (issue 19 item 6)', () => {
    const shared = Object.keys((pristine.files.get('rules/conditions.json') as { conditions: Record<string, unknown> }).conditions);
    const [first = ''] = shared;
    expect(first).not.toBe('');
    const users = [...pristine.files].filter(([file, document]) => file.endsWith('.rules.json') && JSON.stringify(document).includes(`"condition":"${first}"`));
    expect(users.length, `a rule file that names the shared condition ${first}`).toBeGreaterThan(0);
    const redefined = withReviewedEdit('rules/call-answer.rules.json', (rules) => {
      rules['conditions'] = { [first]: { all: [] } };
    });
    expect(messages(redefined)).toContain(`rules/call-answer.rules.json /conditions/${first}: defines "${first}", which rules/conditions.json already shares with every decision; remove it here and use the shared one, or give it another name`);
    const unknown = withReviewedEdit('rules/call-answer.rules.json', (rules) => {
      rules['rules'] = JSON.parse(JSON.stringify(rules['rules']).replaceAll(`"condition":"${first}"`, '"condition":"succeded"')) as unknown;
    });
    expect(messages(unknown).some((message) => message.endsWith('refers to the condition "succeded", which neither /conditions nor rules/conditions.json defines'))).toBe(true);
  });

  it('names a rule that compares with a limit that does not exist', () => {
    const sources = withReviewedEdit('rules/cooling-off.rules.json', (rules) => {
      rules['conditions'] = JSON.parse(JSON.stringify(rules['conditions']).replace('limit.coolingOffCapPaise', 'limit.coolingOffCap')) as unknown;
    });
    expect(messages(sources)).toContain('rules/cooling-off.rules.json /rules: refers to the limit "coolingOffCap", which rules/limits.json does not have');
  });

  it('names English text left in French', () => {
    const sources = withReviewedEdit('locales/fr/portal.json', (fr) => {
      (fr['code'] as Record<string, string>)['138'] = enPortal.code['138'];
    });
    expect(messages(sources)).toContain(`locales/fr/portal.json /code/138: is still the English text ${JSON.stringify(enPortal.code['138'])}; translate it`);
  });

  it('names a translation that nothing uses', () => {
    const sources = withReviewedEdit('locales/en/portal.json', (en) => {
      (en['app'] as Record<string, string>)['orphan'] = 'Nobody shows this';
    });
    expect(messages(sources)).toContain('locales/en/portal.json /app/orphan: "app.orphan" is used by no form, rule, catalogue, route or code; remove it from every language, or use it');
  });

  it('names a form field without a label', () => {
    const sources = withReviewedEdit('schemas/forms/login.v1.json', (form) => {
      delete (form['uiSchema'] as Record<string, Record<string, unknown>>)['password']?.['ui:title'];
    });
    expect(messages(sources)).toContain('schemas/forms/login.v1.json /uiSchema/password: the field "password" has no label; give it "ui:title" with a translation key');
  });

  it('names a translation key that no language has', () => {
    const sources = withReviewedEdit('schemas/forms/login.v1.json', (form) => {
      ((form['uiSchema'] as Record<string, Record<string, unknown>>)['password'] as Record<string, unknown>)['ui:title'] = 'field.passcode';
    });
    expect(messages(sources)).toContain('schemas/forms/login.v1.json /uiSchema/password/ui:title: uses the translation key "field.passcode", which locales/en does not have; add it to every language');
  });

  describe('screen definitions (issue 11)', () => {
    type Doc = Record<string, unknown>;
    const columns = (list: Doc) => list['columns'] as Doc[];

    it('refuses a format the portal does not have, naming the file, the place and the formats there are', () => {
      const sources = withEdit('schemas/screens/history.v1.json', (list) => {
        (columns(list)[3] as Doc)['format'] = 'rupees';
      });
      expect(messages(sources)).toContain(`schemas/screens/history.v1.json /columns/3/format: "rupees" is not a format the portal knows; use one of ${valueFormats.join(', ')}`);
    });

    it("reads an action's done effects against the answer of its last call, not the screen's", () => {
      expect(messages(pristine).filter((message) => message.includes('/toolbar/'))).toEqual([]);
      const sources = withEdit('schemas/screens/history.v1.json', (list) => {
        const pdf = (list['toolbar'] as Doc[])[0] as Doc;
        ((pdf['done'] as Doc[])[0] as Doc)['fileName'] = '=answer.statement.name';
      });
      expect(messages(sources)).toContain(
        'schemas/screens/history.v1.json /toolbar/0/done/0/fileName: "=answer.statement.name" is not in the answer of getStatementPdf: it has no "name" (there is fileName, mediaType, content, passwordProtected); correct the path',
      );
    });

    it('refuses a label whose translation key is missing', () => {
      const sources = withEdit('schemas/screens/history.v1.json', (list) => {
        (columns(list)[0] as Doc)['labelKey'] = 'history.when';
      });
      expect(messages(sources)).toContain('schemas/screens/history.v1.json /columns/0/labelKey: uses the translation key "history.when", which locales/en does not have; add it to every language');
    });

    it('refuses an operation that is not in the contract', () => {
      const sources = withEdit('schemas/screens/transaction.v1.json', (detail) => {
        (detail['load'] as Doc)['operation'] = 'getTransaction';
      });
      expect(messages(sources)).toContain('schemas/screens/transaction.v1.json /load/operation: names the operation "getTransaction", which openapi/wallet.yaml does not have; use an operationId of the contract');
    });

    it('refuses a value path that is not in the answer of the operation, and says what is there', () => {
      const sources = withEdit('schemas/screens/history.v1.json', (list) => {
        (columns(list)[3] as Doc)['value'] = '=row.amountt';
      });
      const found = messages(sources).find((message) => message.startsWith('schemas/screens/history.v1.json /columns/3/value: "=row.amountt" is not in a row of the answer of getTransactionHistory: it has no "amountt"'));
      expect(found).toContain('amount');
      expect(found).toMatch(/correct the path$/);
    });

    it('refuses =answer and =record paths of a detail, and =user paths of a load body, that lead nowhere', () => {
      const sources = withEdit('schemas/screens/transaction.v1.json', (detail) => {
        ((detail['fields'] as Doc[])[0] as Doc)['value'] = '=record.reference';
        ((detail['load'] as Doc)['body'] as Doc)['urn'] = '=user.accountDetails.0.urn';
      });
      const found = messages(sources);
      expect(found.some((message) => message.startsWith('schemas/screens/transaction.v1.json /fields/0/value: "=record.reference" is not in the record of the answer of getTransactionDetails'))).toBe(true);
      expect(found.some((message) => message.startsWith('schemas/screens/transaction.v1.json /load/body/urn: "=user.accountDetails.0.urn" is not in the user data of getUserData'))).toBe(true);
    });

    it("refuses a detail's =device path the device scope lacks, and =device on a screen of another kind (issue 35 item 6)", () => {
      const sources = withEdit('schemas/screens/transaction.v1.json', (detail) => {
        const share = (detail['actions'] as Doc[]).find((action) => action['id'] === 'shareReceipt');
        if (!share) throw new Error('the transaction detail has no shareReceipt action');
        share['when'] = { $equals: ['=device.shareFile', true] };
      });
      expect(messages(sources).some((message) => message.includes('"=device.shareFile" is not in what the device can do: it has no "shareFile" (there is shareFiles)'))).toBe(true);
      const onList = withEdit('schemas/screens/history.v1.json', (list) => {
        ((list['toolbar'] as Doc[])[0] as Doc)['when'] = { $equals: ['=device.shareFiles', true] };
      });
      expect(messages(onList).some((message) => message.includes('"=device.shareFiles" reads "device", which this definition cannot read'))).toBe(true);
    });

    it("refuses a result's =handed path that no journey's logout to its route hands (issue 55 item 9)", () => {
      const sources = withEdit('schemas/screens/walletClosed.v1.json', (result) => {
        ((result['summary'] as Doc[])[0] as Doc)['value'] = '=handed.beneficiary';
      });
      expect(messages(sources).some((message) => message.startsWith('schemas/screens/walletClosed.v1.json /summary/0/value: "=handed.beneficiary" is not in what the journeys that log out to /result/wallet-closed hand it') && message.includes('there is amount, beneficiaryName'))).toBe(true);
    });

    it('refuses an action whose route is missing, an unknown permission, catalogue or icon', () => {
      let added = -1;
      const sources = withEdit('schemas/screens/home.v1.json', (home) => {
        const actions = ((home['panels'] as Doc[]).find((panel) => panel['type'] === 'actions')?.['actions'] ?? []) as Doc[];
        added = actions.push({ id: 'topUp', labelKey: 'account:home.history', to: '/top-up', permission: 'addMoneyy', icon: 'wallet' }) - 1;
        const summary = (home['panels'] as Doc[]).find((panel) => panel['type'] === 'summary') as Doc;
        ((summary['fields'] as Doc[])[0] as Doc)['catalogue'] = 'walletStates';
      });
      const found = messages(sources);
      expect(found.some((message) => new RegExp(`^schemas/screens/home\\.v1\\.json /panels/\\d/actions/${String(added)}/to: links to /top-up, which no route of schemas/routes\\.json shows; add the route first, or remove the action$`).test(message))).toBe(true);
      expect(found.some((message) => message.includes(`/actions/${String(added)}/permission: "addMoneyy" is an action no permission decision knows`))).toBe(true);
      expect(found.some((message) => message.includes(`/actions/${String(added)}/icon: "wallet" is not an icon of schemas/icons.json`))).toBe(true);
      expect(found.some((message) => message.includes('/fields/0/catalogue: "walletStates" is not a catalogue'))).toBe(true);
      // The icon table is data: the icon drawn in schemas/icons.json is one the action may name (issue 33 item 5).
      const icons = structuredClone(sources.files.get('schemas/icons.json')) as { icons: Record<string, string> };
      icons.icons['wallet'] = 'M3 7h18v12H3zM16 13h2';
      const withIcon = messages({ ...sources, files: new Map([...sources.files, ['schemas/icons.json', icons]]) });
      expect(withIcon.some((message) => message.includes('"wallet" is not an icon'))).toBe(false);
    });

    it('refuses a custom route whose screen src/app/custom-screens.ts does not register (issue 33 item 5)', () => {
      const sources = withEdit('schemas/routes.json', (routes) => {
        (routes['routes'] as Doc[]).push({ path: '/rewards/map', kind: 'custom', access: 'session', titleKey: 'route.help', definition: 'rewardsMap' });
      });
      expect(messages(sources).some((message) => /^schemas\/routes\.json \/routes\/\d+\/definition: the route \/rewards\/map shows the custom screen "rewardsMap", which src\/app\/custom-screens\.ts does not register/.test(message))).toBe(true);
    });

    it('refuses a route whose definition is missing or of another kind', () => {
      const sources = withEdit('schemas/routes.json', (routes) => {
        const all = routes['routes'] as Doc[];
        const history = all.find((route) => route['path'] === '/history') as Doc;
        history['kind'] = 'detail';
        const help = all.find((route) => route['path'] === '/help') as Doc;
        help['definition'] = 'faq.v1';
      });
      const found = messages(sources);
      expect(found.some((message) => message.includes('the route /history is of kind detail, but schemas/screens/history.v1.json is a list screen; make them agree'))).toBe(true);
      expect(found.some((message) => message.includes('the route /help shows the screen "faq.v1", but schemas/screens/faq.v1.json does not exist'))).toBe(true);
    });
  });

  it('names a file that is not valid JSON by its line and column, and still checks the others (issue 19 item 1)', () => {
    // A copy of the configuration beside the code it is read with, with one form's comma gone.
    const copy = copyOfConfig();
    try {
      const form = 'schemas/forms/otp.v1.json';
      const text = readFileSync(join(root, form), 'utf8');
      const comma = text.indexOf(',');
      writeFileSync(join(copy, form), text.slice(0, comma) + text.slice(comma + 1));
      const lines = text.slice(0, comma + 1).split('\n');
      const found = checkConfig(copy, loadSources(copy)).map(formatProblem);
      // The parser stops at the next line's first token: where an editor puts the cursor.
      expect(found[0]).toMatch(new RegExp(`^schemas/forms/otp\\.v1\\.json:${String(lines.length + 1)}:\\d+: not valid JSON: Expected ',' or '}' after property value`));
      // The flows that use the form now name it missing: the rest was still checked.
      expect(found.some((problem) => problem.includes('names the form "otp.v1"'))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  describe('form fragments (issue 19 item 6)', () => {
    const fragmentOf = (document: Record<string, unknown>, field: string) => (document['fields'] as Record<string, Record<string, Record<string, unknown>>>)[field];

    it('names a reference that leads to no field, at its place in the form', () => {
      const sources = withReviewedEdit('schemas/forms/signupDetails.v1.json', (form) => {
        ((form['schema'] as Record<string, Record<string, unknown>>)['properties'] as Record<string, unknown>)['Pincode'] = { $ref: '../fragments/address.v1.json#/fields/pinCode' };
      });
      expect(messages(sources)).toContain(
        'schemas/forms/signupDetails.v1.json /schema/properties/Pincode: "$ref" names ../fragments/address.v1.json#/fields/pinCode, which is not a field of that fragment; point it at a field of a file of schemas/fragments/',
      );
    });

    it('reads a form with its fragments laid in: a key a fragment lacks is named in the fragment, a field the bundle cannot draw in every form that takes it', () => {
      const sources = withReviewedEdit('schemas/fragments/address.v1.json', (fragment) => {
        const pincode = fragmentOf(fragment, 'Pincode');
        if (!pincode?.['ui'] || !pincode['schema']) throw new Error('address.v1.json has no Pincode with a ui and a schema');
        pincode['ui']['ui:title'] = 'field.pinCodeNew';
        pincode['schema']['type'] = 'array';
      });
      const found = messages(sources);
      expect(found).toContain('schemas/fragments/address.v1.json /fields/Pincode/ui/ui:title: uses the translation key "field.pinCodeNew", which locales/en does not have; add it to every language');
      for (const form of ['signupDetails', 'rekycDetails', 'migrationDetails']) {
        expect(found.some((problem) => problem.startsWith(`schemas/forms/${form}.v1.json /schema/properties/Pincode/type:`))).toBe(true);
      }
    });

    it('names a fragment changed without a higher version, and a field no form takes', () => {
      const sources = withEdit('schemas/fragments/otp.v1.json', (fragment) => {
        const fields = fragment['fields'] as Record<string, unknown>;
        fields['otpAgain'] = structuredClone(fields['otp']);
      });
      const found = messages(sources);
      expect(found).toContain('schemas/fragments/otp.v1.json /version: changed since main but its version is still 1; raise it to 2, and say why in "versionReason" (one line)');
      expect(found).toContain('schemas/fragments/otp.v1.json /fields/otpAgain: is taken by no form; name it in a form\'s schema properties ({"$ref": "../fragments/otp.v1.json#/fields/otpAgain"}) or remove it');
    });
  });
});
