import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/portal.json';
import fr from '../../../locales/fr/portal.json';
import { formatMoney } from '@/core/money/format-money';
import countries from '../../../rules/catalogues/countries.json';
import indianStates from '../../../rules/catalogues/indian-states.json';
import ifscBanks from '../../../rules/catalogues/ifsc-banks.json';
import kycMethod from '../../../schemas/forms/kycMethod.v1.json';
import { limit } from '@/core/config/limits';
import { loadForm } from '../config/load-form';
import { StepForm } from '../flow/step-form';
import { createI18n } from '../i18n/create-i18n';
import type { FormValues } from '../theme/form-types';
import { groupAadhaar, normaliseAadhaar } from './aadhaar-widget';
import { amountMarks } from '@/core/money/amount-marks';
import { keptAmount } from './amount-widget';
import { normaliseMobile } from './mobile-widget';
import { normalisePan } from './pan-widget';

describe('what widgets keep of what is typed or pasted', () => {
  it('Aadhaar: twelve digits, shown in groups of four (spec §5)', () => {
    expect(normaliseAadhaar('1234 5678-9012 99')).toBe('123456789012');
    expect(groupAadhaar('123456789012')).toBe('1234 5678 9012');
    expect(groupAadhaar('12345')).toBe('1234 5');
  });
  it('PAN: upper case letters and digits, ten at most', () => {
    expect(normalisePan(' abcpv 1234f-x')).toBe('ABCPV1234F');
  });
  it('amount: a pasted amount loses its sign, grouping and spaces as its language writes them, and nothing else', () => {
    const en = amountMarks('en-IN');
    expect(keptAmount('₹ 1,000.50', en)).toBe('1000.50');
    expect(keptAmount('250,50', amountMarks('fr-FR'))).toBe('250.50');
    // A third decimal, a letter or a guess stays as typed, for the form to name: an amount is never silently changed.
    expect(keptAmount('₹1,234.567', en)).toBe('₹1,234.567');
    expect(keptAmount('12a', en)).toBe('12a');
    expect(keptAmount('250,50', en)).toBe('250,50');
    expect(keptAmount('12', en)).toBe('12');
  });
  it('mobile: the national ten digits of a pasted +91 number', () => {
    expect(normaliseMobile('+91 98765-43210')).toBe('9876543210');
  });
});

async function renderForm(name: string, onButton: (id: string) => void = () => undefined, onSubmit: (values: FormValues) => void = () => undefined, language = 'en') {
  const i18n = await createI18n(language);
  const loaded = await loadForm(name);
  // The values go round as a journey's do: the form hands each change up and is given it back.
  function Harness() {
    const [values, setValues] = useState<FormValues>({});
    return (
      <I18nProvider i18n={i18n}>
        <StepForm loaded={loaded} idPrefix="step" values={values} onChange={setValues} onSubmit={onSubmit} onButton={onButton} submitting={false} busyButton={null} fieldErrors={{}} />
      </I18nProvider>
    );
  }
  return render(<Harness />);
}

describe('widgets in a form (the theme of src/engine)', () => {
  afterEach(() => vi.useRealTimers());

  it('OTP: one-time-code autofill, digits only, and a resend that waits out the timer of rules/limits.json', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onButton = vi.fn();
    await renderForm('otp.v1', onButton);
    const otp = await screen.findByLabelText(/^OTP/);
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    const english = await createI18n('en');
    const resend = screen.getByRole('button', { name: english.t('otp.resendIn', { seconds: limit('resendOtpSeconds') }) });
    expect(resend).toHaveProperty('disabled', true);
    // One tick a second, each scheduled after the last one rendered.
    for (let second = 0; second < limit('resendOtpSeconds'); second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    const ready = await screen.findByRole('button', { name: en.otp.resend });
    expect(ready).toHaveProperty('disabled', false);
    act(() => ready.click());
    expect(onButton).toHaveBeenCalledWith('resend');
  });

  it('a yes/no answer says in one line what it means, and the box is described by it', async () => {
    await renderForm('signupDetails.v1');
    const pep = await screen.findByLabelText(en.field.pep);
    const hint = screen.getByText(en.field.pepHint);
    expect(pep.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });

  it('amount in French: "250,50" stays as typed and is shown back as the 250.50 rupees meant (issue 31 item 1)', async () => {
    await renderForm('addMoney.v1', undefined, undefined, 'fr');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText<HTMLInputElement>(new RegExp(`^${fr.field.amount}`));
    await user.type(amount, '250,50');
    expect(amount.value).toBe('250,50');
    expect(amount.parentElement?.querySelector('[aria-live]')?.textContent).toBe(formatMoney(25050, fr.format.locale, limit('currencyCode')));
  });

  it('IFSC: a valid one of a known bank fills the bank name, closed to change; an unknown bank is typed; a refused IFSC names no bank (issue 31 item 6)', async () => {
    await renderForm('beneficiary.v1');
    const user = userEvent.setup();
    const ifsc = await screen.findByLabelText<HTMLInputElement>(new RegExp(`^${en.field.ifsc}`));
    const bankName = screen.getByLabelText<HTMLInputElement>(new RegExp(`^${en.field.bankName}`));
    const [known] = ifscBanks.entries;
    if (!known) throw new Error('rules/catalogues/ifsc-banks.json lists no bank');
    const unknownCode = 'QQQQ';
    expect(ifscBanks.entries.some((entry) => entry.code === unknownCode)).toBe(false);
    await user.type(ifsc, `${known.code}012`);
    expect(bankName.value).toBe('');
    expect(screen.queryByText(known.value, { exact: false })).toBeNull();
    await user.type(ifsc, '3456');
    await waitFor(() => expect(bankName.value).toBe(known.value));
    expect(bankName.disabled).toBe(true);
    await user.clear(ifsc);
    await user.type(ifsc, `${unknownCode}0123456`);
    await waitFor(() => expect(bankName.disabled).toBe(false));
    expect(bankName.value).toBe('');
    await user.type(bankName, 'Sahakari Bank');
    expect(bankName.value).toBe('Sahakari Bank');
  });

  it('OTP: a pasted code keeps its six digits', async () => {
    await renderForm('otp.v1');
    const user = userEvent.setup();
    const otp = await screen.findByLabelText<HTMLInputElement>(/^OTP/);
    await user.click(otp);
    await user.paste('Your code: 12 34-56');
    expect(otp.value).toBe('123456');
  });

  it('password: the policy of spec §5 is ticked off as the customer types', async () => {
    await renderForm('newPassword.v1');
    const user = userEvent.setup();
    const policy = await screen.findByRole('list', { name: en.password.policyTitle });
    const rule = (text: string) => [...policy.querySelectorAll('li')].find((item) => item.textContent.includes(text));
    expect(rule(en.password.policyUpper)?.className).not.toContain('--met');
    // The policy describes the field from the start, not only once it is wrong.
    expect(screen.getByLabelText(/^New Password/).getAttribute('aria-describedby')).toBe(policy.id);
    await user.type(screen.getByLabelText(/^New Password/), 'Ab1');
    expect(rule(en.password.policyUpper)?.className).toContain('--met');
    expect(rule(en.password.policyDigit)?.className).toContain('--met');
    expect(rule(en.password.policyLength)?.className).not.toContain('--met');
  });

  it('document type: the documents of spec §3, named by the catalogue', async () => {
    await renderForm('signupDetails.v1');
    const select = await screen.findByLabelText(/^Document Type/);
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(labels).toEqual([en.field.choose, ...Object.values(en.documentType)]);
  });

  it('a choice that lists its own options (oneOf of const and title, issue 33 item 4): each title translated, each const sent', async () => {
    await renderForm('kycMethod.v1', () => undefined, () => undefined, 'fr');
    const method = kycMethod.schema.properties.method;
    const select = await screen.findByLabelText<HTMLSelectElement>(new RegExp(`^${fr.field.kycMethod}`));
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    const frTexts = fr as unknown as Record<string, Record<string, string>>;
    const titleOf = (key: string) => frTexts[key.split('.')[0] ?? '']?.[key.split('.')[1] ?? ''];
    expect(labels).toEqual([fr.field.choose, ...method.oneOf.map((option) => titleOf(option.title))]);
    const last = method.oneOf.at(-1);
    await userEvent.setup().selectOptions(select, titleOf(last?.title ?? '') ?? '');
    expect(select.value).toBe(last?.const);
  });

  it('state and country: chosen from the lists of rules/catalogues/, the states of India by name, the country in the language', async () => {
    await renderForm('signupDetails.v1');
    const state = await screen.findByLabelText(/^State/);
    const names = [...state.querySelectorAll('option')].map((option) => option.textContent);
    expect(names).toEqual([en.field.choose, ...indianStates.entries.map((entry) => entry.code)]);
    expect(state.getAttribute('autocomplete')).toBe('address-level1');
    const country = screen.getByLabelText<HTMLSelectElement>(/^Country/);
    expect(country.value).toBe(countries.entries[0]?.code);
    expect(country.selectedOptions[0]?.textContent).toBe(en.country.india);
  });

  it('date of birth: typed as DD/MM/YYYY whatever the browser, the slashes put in, under-age refused in words', async () => {
    await renderForm('signupDetails.v1');
    const user = userEvent.setup();
    const dob = await screen.findByLabelText<HTMLInputElement>(/^Date of Birth/);
    expect(dob.getAttribute('type')).toBe('text');
    expect(dob.getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById(dob.getAttribute('aria-describedby') ?? '')?.textContent).toBe(en.field.dateFormat);
    await user.type(dob, '11021988');
    expect(dob.value).toBe('11/02/1988');
    const young = new Date();
    young.setFullYear(young.getFullYear() - limit('minimumAgeYears') + 1);
    await user.clear(dob);
    await user.type(dob, `01/01/${String(young.getFullYear())}`);
    await user.click(screen.getByRole('button', { name: en.app.continue }));
    const underAge = (await createI18n('en')).t('validation.minimumAge');
    await waitFor(() => expect(screen.getByText(underAge)).toBeDefined());
    expect(dob.getAttribute('aria-invalid')).toBe('true');
  });

  it('consents start unticked and each says what it needs', async () => {
    const onSubmit = vi.fn();
    await renderForm('aadhaar.v1', undefined, onSubmit);
    const user = userEvent.setup();
    const terms = await screen.findByLabelText(en.consent.aadhaarTerms);
    expect(terms).toHaveProperty('checked', false);
    expect(terms.getAttribute('aria-required')).toBe('true');
    await user.type(screen.getByLabelText(/^Aadhaar Number/), '234567890192');
    expect(screen.getByLabelText<HTMLInputElement>(/^Aadhaar Number/).value).toBe('2345 6789 0192');
    await user.click(screen.getByRole('button', { name: en.otp.send }));
    await waitFor(() => expect(screen.getByText(en.validation.aadhaarTerms)).toBeDefined());
    expect(screen.getByText(en.validation.detailsConsent)).toBeDefined();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
