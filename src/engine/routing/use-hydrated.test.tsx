import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdUntilTypedCarried, useHydrated } from './use-hydrated';

function Submit() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it('holds a submit of a page drawn anew until what was typed into the prerendered one is carried over, then lets it go', () => {
    let release: () => void = () => undefined;
    act(() => {
      release = holdUntilTypedCarried();
    });
    render(<Submit />);
    // Pressed now, it would send the new page's empty form.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    act(() => release());
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });

  it('is true at once in a page drawn from scratch with nothing to carry', () => {
    render(<Submit />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });
});
