import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import minKycUpgrade from '../../../schemas/modals/minKycUpgrade.json';
import { I18nProvider } from '@/engine/i18n/use-translation';
import { createI18n } from '../i18n/create-i18n';
import { PageContext } from '../routing/page-context';
import { ModalProvider, useModal } from './modal-context';

function Opener({ id }: { readonly id: string }) {
  const open = useModal();
  return (
    <button type="button" onClick={() => open(id)}>
      open
    </button>
  );
}

describe('a modal with a comparison of KYC levels (schemas/modals/minKycUpgrade.json)', () => {
  it('shows its buttons only with the whole comparison, so none moves under a finger as the table loads', async () => {
    const i18n = await createI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <PageContext.Provider value={{ data: null, navigating: false, navigateTo: () => Promise.resolve(), path: '/' }}>
            <ModalProvider>
              <Opener id={minKycUpgrade.modal} />
            </ModalProvider>
          </PageContext.Provider>
        </MemoryRouter>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: i18n.t(minKycUpgrade.titleKey) });
    // While the comparison loads, one skeleton stands for it and for the buttons after it.
    expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
    expect(within(dialog).getByRole('status', { name: i18n.t('app.loading') })).toBeDefined();

    for (const action of minKycUpgrade.actions) await within(dialog).findByRole('button', { name: i18n.t(action.labelKey) });
    expect(within(dialog).queryByRole('status', { name: i18n.t('app.loading') })).toBeNull();
    expect(within(dialog).getByRole('table').querySelectorAll('.comparison__yes, .comparison__no').length).toBeGreaterThan(0);
  });
});
