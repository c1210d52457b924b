/**
 * What a prerendered page (vite-plugins.ts) needs around the moment React takes it over: its code
 * fetched once it is painted, and nothing the user does before that lost.
 */

/**
 * A prerendered page holds the links to its code in this template: inert there, they are moved
 * into the head once the page is painted, so on a slow link the code never competes with the
 * first paint, and arrives all at once rather than import by import.
 */
export const DEFERRED_CODE_ID = 'siwes-deferred-code';

/**
 * On the root element of a prerendered page until React has taken it over (hydrated it): what
 * shows is the page, but taps on its buttons do nothing yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Resolves after the browser has painted the next frame. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Starts fetching the code a prerendered page held back; does nothing on other pages. */
export function fetchDeferredCode(doc: Document = document) {
  const held = doc.getElementById(DEFERRED_CODE_ID);
  if (held instanceof HTMLTemplateElement) doc.head.append(held.content);
}

/** Before React handles a form, submitting it would reload the page and drop what was typed. */
function holdSubmit(event: Event) {
  event.preventDefault();
}

let holding = false;

/** Until releaseSubmits(), a form submitted does nothing (React, once started, still sees it). */
export function holdSubmits(doc: Document = document) {
  holding = true;
  doc.addEventListener('submit', holdSubmit, true);
}

export function releaseSubmits(doc: Document = document) {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('submit', holdSubmit, true);
}

/**
 * What a user typed (or a password manager filled in) before React took the page over: React
 * keeps the text on screen but not in its state, so the form would send empty fields. Each such
 * field is handed to React as if it had just been typed.
 */
export function handOverEarlyInput(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // React sees a change only against the value it last saw: show it the default through the
    // element's own setter (which React watches), then put the typed text back underneath it.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
