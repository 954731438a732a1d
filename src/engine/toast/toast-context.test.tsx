import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/portal.json';
import { createI18n } from '../i18n/create-i18n';
import { ToastProvider, ToastSlot, useToast } from './toast-context';

let show: ReturnType<typeof useToast> = () => undefined;
function Grab() {
  show = useToast();
  return null;
}

describe('notices', () => {
  it('stand where the page puts them, newest first, two at most, and the same message never twice', async () => {
    const i18n = await createI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <main>
            <ToastSlot page="/login" />
            <h1>Page</h1>
          </main>
          <Grab />
        </ToastProvider>
      </I18nProvider>,
    );
    act(() => {
      show({ kind: 'info', messageKey: 'otp.sent' });
      show({ kind: 'info', messageKey: 'otp.sent' });
    });
    expect(screen.getAllByText(en.otp.sent)).toHaveLength(1);
    act(() => {
      show({ kind: 'success', messageKey: 'code.18' });
      show({ kind: 'warning', messageKey: 'kyc.alreadyFull' });
    });
    const shown = screen.getAllByRole('status').map((notice) => notice.textContent);
    expect(shown).toEqual([`${en.kyc.alreadyFull}${en.app.dismiss}`, `${en.code['18']}${en.app.dismiss}`]);
    // In the page's flow, above its title, not laid over it.
    expect(screen.getByRole('main').firstElementChild?.contains(screen.getAllByRole('status')[0] ?? null)).toBe(true);
  });

  it('belong to one page: leaving it takes them away; one said on the way to a page shows there', async () => {
    const i18n = await createI18n('en');
    const page = (path: string) => (
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <main>
            <ToastSlot page={path} />
          </main>
          <Grab />
        </ToastProvider>
      </I18nProvider>
    );
    const { rerender } = render(page('/login'));
    act(() => {
      show({ kind: 'info', messageKey: 'otp.sent' });
      show({ kind: 'warning', messageKey: 'rekyc.required', forNextPage: true });
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    rerender(page('/rekyc'));
    expect(screen.queryByText(en.otp.sent)).toBeNull();
    expect(screen.getByText(en.rekyc.required)).toBeDefined();
    rerender(page('/rekyc/otp'));
    expect(screen.queryByText(en.rekyc.required)).toBeNull();
  });
});
