/**
 * When the bell reads its count again (issue 26), besides on each page the role opens: when the
 * tab comes back into view, and every `everyMs` while it is in view. A hidden tab asks nothing,
 * and coming back asks once and starts the interval over, so requests never pile up.
 */

/** How often a tab in view reads the bell's count again. */
export const BELL_REFRESH_MS = 60_000;

/** What the watch needs of the page: its visibility, and its event. */
export interface VisibleDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Calls `reload` on coming back into view and every `everyMs` while in view; answers a stop. */
export function watchBell(
  reload: () => void,
  { doc, everyMs = BELL_REFRESH_MS }: { doc: VisibleDocument; everyMs?: number },
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer ??= setInterval(reload, everyMs);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onChange = () => {
    stop();
    if (doc.visibilityState !== 'visible') return;
    reload();
    start();
  };
  doc.addEventListener('visibilitychange', onChange);
  if (doc.visibilityState === 'visible') start();
  return () => {
    doc.removeEventListener('visibilitychange', onChange);
    stop();
  };
}

/**
 * What a screen reader hears when the count changes: said only when it rises (`2 new
 * notifications, 3 unread.`), else nothing, so a page's every reading is not announced.
 */
export function bellNews(before: number | null, after: number | null): string {
  if (before === null || after === null || after <= before) return '';
  const added = after - before;
  return `${added} new notification${added === 1 ? '' : 's'}, ${after} unread.`;
}
