import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageContext } from '../routing/page-context';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

/** A page with a button that opens a dialog, which a Cancel button inside closes: taken out of the page, or kept in it closed. */
function Page({ kept }: { readonly kept: boolean }) {
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <h2 id="title">title</h2>
      <button type="button" onClick={() => setOpen(false)}>
        cancel
      </button>
    </>
  );
  const dialog = kept ? (
    <Sheet labelledBy="title" onClose={() => setOpen(false)} open={open}>
      {content}
    </Sheet>
  ) : (
    <Dialog labelledBy="title" onClose={() => setOpen(false)}>
      {content}
    </Dialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {kept || open ? dialog : null}
    </>
  );
}

describe('Dialog (issue 35 item 13, WCAG 2.4.3)', () => {
  it.each([
    ['taken out of the page', false],
    ['a sheet, kept in the page closed (the filter sheet)', true],
  ])('gives focus back to the control that opened it when it closes: %s', (_, kept) => {
    render(
      <MemoryRouter>
        <PageContext.Provider value={{ data: null, navigating: false, navigateTo: () => Promise.resolve(), path: '/' }}>
          <Page kept={kept} />
        </PageContext.Provider>
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('button', { name: 'cancel' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Opened again, it shows what it holds again.
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'title' })).toBeTruthy();
  });
});

describe('Sheet (the filter sheet): modal by its own means', () => {
  function renderOpen(onClose: () => void) {
    render(
      <MemoryRouter>
        <PageContext.Provider value={{ data: null, navigating: false, navigateTo: () => Promise.resolve(), path: '/' }}>
          <button type="button">behind</button>
          <Sheet labelledBy="title" onClose={onClose} open>
            <h2 id="title">title</h2>
            <select aria-label="first" />
            <button type="button" hidden>
              not drawn
            </button>
            <button type="button">last</button>
          </Sheet>
        </PageContext.Provider>
      </MemoryRouter>,
    );
    return screen.getByRole('dialog', { name: 'title' });
  }

  it('says it is modal, and Escape asks its owner to close it', () => {
    let closed = 0;
    const dialog = renderOpen(() => (closed += 1));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closed).toBe(1);
  });

  it('takes Tab from its last control round to its first, and Shift+Tab from its first to its last', () => {
    const dialog = renderOpen(() => undefined);
    const first = screen.getByRole('combobox', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Between its first and last, Tab is the browser's own.
    first.focus();
    fireEvent.keyDown(first, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
