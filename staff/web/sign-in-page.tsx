import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { api } from './api';
import type { FormValues } from './flat-validator';
import { StaffForm } from './staff-form';
import { t } from './texts';
import type { StaffMember } from './types';

export interface SignInPageProps {
  readonly onSignedIn: (member: StaffMember) => void;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['email', 'password', 'code'],
  properties: {
    email: { type: 'string', title: t('signIn.email'), format: 'email' },
    password: { type: 'string', title: t('signIn.password') },
    code: { type: 'string', title: t('signIn.code'), pattern: '^\\s*\\d{3}\\s*\\d{3}\\s*$', examples: ['123456'] },
  },
};

const uiSchema = {
  email: { 'ui:autocomplete': 'username' },
  password: { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' },
  code: { 'ui:autocomplete': 'one-time-code', 'ui:options': { inputType: 'text' } },
};

/** Signing in: e-mail, password and the authenticator's code; a refusal said above the form, what was typed kept. */
export function SignInPage({ onSignedIn }: SignInPageProps) {
  const [values, setValues] = useState<FormValues>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (typed: FormValues) => {
    setBusy(true);
    setRefusal(null);
    api<{ member: StaffMember }>('POST', '/sign-in', typed).then(
      ({ member }) => onSignedIn(member),
      (error: unknown) => {
        // A wrong code is not to be tried again: the field is emptied, the rest kept.
        setValues({ ...typed, code: '' });
        setRefusal(error instanceof Error ? error.message : String(error));
        setBusy(false);
      },
    );
  };
  return (
    <main id="main" className="page narrow">
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      {refusal && <p role="alert" className="error">{refusal}</p>}
      <StaffForm idPrefix="sign-in" schema={schema} uiSchema={uiSchema} formData={values} onChange={setValues} onSubmit={submit} submitLabel={t('signIn.submit')} busy={busy} />
    </main>
  );
}
