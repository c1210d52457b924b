import { useEffect } from 'react';

/**
 * What a user typed (or a password manager filled in) on a prerendered page before React took
 * the page over: React keeps the text on screen but not in its state, so the form would send
 * empty fields. After hydration each such field is handed to React as if it had just been typed.
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

/** Rendered after the routes inside the root's Suspense: its effect runs once they have hydrated. */
export function HandOverEarlyInput() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) handOverEarlyInput(root);
  }, []);
  return null;
}
