/**
 * What a prerendered page (vite-plugins.ts) needs while React takes it over: nothing the user
 * does before that moment is lost.
 */

/**
 * On the root element of a prerendered page until React has taken it over (hydrated it): what
 * shows is the page, but taps on its buttons do nothing yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

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
