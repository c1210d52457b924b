/**
 * What a prerendered page (vite-plugins.ts) needs while React takes it over: nothing the user
 * does before that moment is lost.
 */

/**
 * On the root element of a prerendered page until React has taken it over (hydrated it): what
 * shows is the page, but taps on its buttons do nothing yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On the root element while a submit made too early waits for React (see holdSubmits): the press
 * was seen and will be made again.
 */
export const SUBMIT_HELD_ATTRIBUTE = 'data-submit-held';

/** The last form submitted before React took the page over, and the button that submitted it. */
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * A submit before React has the page: not sent (it would reload the page and drop what was
 * typed), not seen by React (which does not yet hold what was typed), but kept, to be made again.
 */
function holdSubmit(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.target instanceof HTMLFormElement) {
    held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
    // On the root, outside what React hydrates, so the page it takes over is the one it built.
    event.target.ownerDocument.getElementById('root')?.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
  }
}

let holding = false;

/**
 * Until releaseSubmits(), a form submitted is held rather than sent. Listening on the document
 * as the event goes down, before React's own listener at the root sees it. (Before this code has
 * run at all, the prerendered forms' `method="dialog"` keeps a press from reloading the page.)
 */
export function holdSubmits(doc: Document = document) {
  holding = true;
  doc.addEventListener('submit', holdSubmit, true);
}

/**
 * Stops holding submits, and makes the last held one again, now that React has the page and
 * what was typed (handOverEarlyInput): an early Login press signs in. Made once React has drawn
 * the handed-over text (after this task), and only if its form is still on the page.
 */
export function releaseSubmits(doc: Document = document) {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('submit', holdSubmit, true);
  const early = held;
  held = null;
  doc.getElementById('root')?.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
  if (!early) return;
  setTimeout(() => {
    if (!early.form.isConnected) return;
    const submitter = early.submitter as HTMLButtonElement | null;
    early.form.requestSubmit(submitter?.form === early.form ? submitter : null);
  }, 0);
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
