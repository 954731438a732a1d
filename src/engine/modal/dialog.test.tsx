import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageContext } from '../routing/page-context';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog, which a Cancel button inside closes. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Dialog labelledBy="title" onClose={() => setOpen(false)}>
          <h2 id="title">title</h2>
          <button type="button" onClick={() => setOpen(false)}>
            cancel
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog (issue 35 item 13, WCAG 2.4.3)', () => {
  it('gives focus back to the control that opened it when it closes', () => {
    render(
      <MemoryRouter>
        <PageContext.Provider value={{ data: null, navigating: false, navigateTo: () => Promise.resolve(), path: '/' }}>
          <Page />
        </PageContext.Provider>
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('button', { name: 'cancel' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
