/**
 * A prerendered page holds the links to its code in `<template id="siwes-deferred-code">`
 * (vite-plugins.ts): inert there, they are moved into the head once the page is painted, so on a
 * slow link the code never competes with the first paint, and arrives all at once, not import by
 * import.
 */
export const DEFERRED_CODE_ID = 'siwes-deferred-code';

/** Resolves after the browser has painted the next frame. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Starts fetching the code a prerendered page held back; does nothing on other pages. */
export function fetchDeferredCode(doc: Document = document) {
  const held = doc.getElementById(DEFERRED_CODE_ID);
  if (held instanceof HTMLTemplateElement) doc.head.append(held.content);
}
