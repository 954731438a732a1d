import { NavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUrlAfterFrameHistory, currentAddress, type HistoryUpdate, type PortalHistory } from './url-after-frame';

/** The frame painted when the test says so: what waits for it is held here. */
function frames() {
  const waiting: (() => void)[] = [];
  return { later: (run: () => void) => void waiting.push(run), paint: () => waiting.splice(0).forEach((run) => run()) };
}

const address = () => `${window.location.pathname}${window.location.search}`;
const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('createUrlAfterFrameHistory', () => {
  let history: PortalHistory;
  let frame: ReturnType<typeof frames>;
  let heard: HistoryUpdate[];
  let stop: () => void;
  beforeEach(() => {
    // A new entry, not a replaced one: it drops the entries ahead that a Back of an earlier test (of
    // this file or of another, the DOM being shared) may have left, so an entry written here is one more.
    window.history.pushState(null, '', '/history?preset=last90');
    frame = frames();
    history = createUrlAfterFrameHistory(window, frame.later);
    heard = [];
    stop = history.listen((update) => heard.push(update));
  });
  afterEach(() => {
    frame.paint();
    stop();
  });

  it('shows a change of the same page at once and writes its address after the frame, its state and key with it', () => {
    const entries = window.history.length;
    history.push({ pathname: '/history', search: '?preset=last90&page=2' }, { from: 'next' });
    expect(heard.map(({ action, location }) => [action, location.search])).toEqual([[NavigationType.Push, '?preset=last90&page=2']]);
    expect(history.location.search).toBe('?preset=last90&page=2');
    expect(currentAddress()).toBe('/history?preset=last90&page=2');
    expect(address()).toBe('/history?preset=last90');
    frame.paint();
    expect(address()).toBe('/history?preset=last90&page=2');
    expect(window.history.length).toBe(entries + 1);
    expect(history.location).toMatchObject({ search: '?preset=last90&page=2', state: { from: 'next' }, key: heard[0]?.location.key });
    // The entry written is not told of a second time.
    expect(heard).toHaveLength(1);
  });

  it('writes a change of path at once', () => {
    history.push('/history/TXN1');
    expect(address()).toBe('/history/TXN1');
    expect(currentAddress()).toBe('/history/TXN1');
    expect(heard.map(({ action, location }) => [action, location.pathname])).toEqual([[NavigationType.Push, '/history/TXN1']]);
  });

  it('keeps the order of changes made within one frame, and a replace replaces', () => {
    const entries = window.history.length;
    history.push('?page=2');
    history.push('?page=3');
    expect(address()).toBe('/history?page=2');
    history.replace('?page=4');
    frame.paint();
    expect(address()).toBe('/history?page=4');
    expect(window.history.length).toBe(entries + 2);
    expect(heard.map(({ action, location }) => [action, location.search])).toEqual([
      [NavigationType.Push, '?page=2'],
      [NavigationType.Push, '?page=3'],
      [NavigationType.Replace, '?page=4'],
    ]);
  });

  it('writes a waiting change before going back, so Back leaves the page shown', async () => {
    history.push('?page=2');
    const back = popped();
    history.go(-1);
    await back;
    expect(address()).toBe('/history?preset=last90');
    expect(heard.at(-1)).toMatchObject({ action: NavigationType.Pop, location: { search: '?preset=last90' } });
  });

  it('drops a waiting change when the browser goes back before it is written', async () => {
    window.history.pushState({ idx: 1 }, '', '/history?preset=last7');
    history.push('?preset=last7&page=2');
    const back = popped();
    window.history.back();
    await back;
    frame.paint();
    expect(address()).toBe('/history?preset=last90');
    expect(currentAddress()).toBe('/history?preset=last90');
    expect(heard.at(-1)).toMatchObject({ action: NavigationType.Pop, location: { search: '?preset=last90' } });
  });
});
