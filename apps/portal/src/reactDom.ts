/**
 * React's DOM renderer as an ES module of the portal's own. main.tsx loads it first, on its own:
 * importing the CommonJS package straight from the entry would make the entry import the bundler's
 * interop helper, a second script every prerendered page would wait for before it can hold an
 * early submit (see prerendered.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
