import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELL_REFRESH_MS, bellNews, watchBell } from './watchBell.ts';

/** A page whose visibility the test sets, as a browser tab switched away and back. */
function page() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: 'visibilitychange', listener: () => void) =>
      target.addEventListener(type, listener),
    removeEventListener: (type: 'visibilitychange', listener: () => void) =>
      target.removeEventListener(type, listener),
  };
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc, show };
}

describe("the bell's count read again", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every minute while in view, never while hidden, once on coming back; nothing after stop', () => {
    const { doc, show } = page();
    const reload = vi.fn();
    const stop = watchBell(reload, { doc });
    vi.advanceTimersByTime(BELL_REFRESH_MS - 1);
    expect(reload).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * BELL_REFRESH_MS);
    expect(reload).toHaveBeenCalledTimes(3);

    show('hidden');
    vi.advanceTimersByTime(10 * BELL_REFRESH_MS);
    expect(reload).toHaveBeenCalledTimes(3);

    // Back in view: one reading at once, the next a full interval later (not at the old beat).
    show('visible');
    expect(reload).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(BELL_REFRESH_MS - 1);
    expect(reload).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(5);

    stop();
    show('hidden');
    show('visible');
    vi.advanceTimersByTime(5 * BELL_REFRESH_MS);
    expect(reload).toHaveBeenCalledTimes(5);
  });

  it('starts quiet in a tab opened hidden, until it is shown', () => {
    const { doc, show } = page();
    doc.visibilityState = 'hidden';
    const reload = vi.fn();
    watchBell(reload, { doc, everyMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    show('visible');
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('is announced only when the count rises', () => {
    expect(bellNews(null, 3)).toBe('');
    expect(bellNews(3, 3)).toBe('');
    expect(bellNews(3, 1)).toBe('');
    expect(bellNews(1, 2)).toBe('1 new notification, 2 unread.');
    expect(bellNews(0, 3)).toBe('3 new notifications, 3 unread.');
  });
});
