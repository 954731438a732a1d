import { fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/portal.json';
import type { LoadedForm } from '../config/load-form';
import { createI18n } from '../i18n/create-i18n';
import type { I18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/use-translation';
import { LaterForm } from './later-form';

const loaded = new Map<string, LoadedForm>();
const loadForm = vi.fn<(name: string) => Promise<LoadedForm>>();
const source = { load: loadForm, loaded: (name: string) => loaded.get(name) };

const formNamed = (name: string) => ({ form: { name } }) as unknown as LoadedForm;
const named = (form: LoadedForm) => <p>{(form.form as unknown as { name: string }).name} drawn</p>;

let i18n: I18n;
const render = (element: ReactNode) => renderBare(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

describe('LaterForm (issue 37 item 3: a later page step waits for its form, and only it)', () => {
  beforeEach(async () => {
    i18n = await createI18n('en');
    loaded.clear();
    loadForm.mockReset();
  });

  it('draws a form the route loaded at once, asking for nothing', () => {
    render(<LaterForm name="login.v1" known={formNamed('login.v1')} source={source}>{named}</LaterForm>);
    expect(screen.getByText('login.v1 drawn')).toBeTruthy();
    expect(loadForm).not.toHaveBeenCalled();
  });

  it('shows a skeleton until the form has come, then draws it and says it arrived', async () => {
    let arrive: () => void = () => undefined;
    loadForm.mockImplementation(
      (name) =>
        new Promise((resolve) => {
          arrive = () => {
            loaded.set(name, formNamed(name));
            resolve(formNamed(name));
          };
        }),
    );
    const onArrived = vi.fn();
    render(
      <LaterForm name="otp.v1" known={undefined} onArrived={onArrived} source={source}>
        {named}
      </LaterForm>,
    );
    expect(screen.getByRole('status', { name: en.app.loading })).toBeTruthy();
    arrive();
    expect(await screen.findByText('otp.v1 drawn')).toBeTruthy();
    await waitFor(() => expect(onArrived).toHaveBeenCalledTimes(1));
  });

  it('says the network failed, and tries again when asked', async () => {
    loadForm.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    loadForm.mockImplementation((name) => {
      loaded.set(name, formNamed(name));
      return Promise.resolve(formNamed(name));
    });
    render(<LaterForm name="mobile.v1" known={undefined} source={source}>{named}</LaterForm>);
    expect((await screen.findByRole('alert')).textContent).toContain(en.network.error);
    fireEvent.click(screen.getByRole('button', { name: en.app.retry }));
    expect(await screen.findByText('mobile.v1 drawn')).toBeTruthy();
    expect(loadForm).toHaveBeenCalledTimes(2);
  });
});
