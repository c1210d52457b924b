/**
 * What the portal's service worker keeps, and which kept page answers a navigation: pure rules,
 * shared by the worker (serviceWorker.ts) and its build (stamp.ts), tested in node.
 */

/** What the build tells the worker: its version and the files it keeps (URL paths). */
export interface ServiceWorkerBuild {
  version: string;
  files: string[];
}

/** Every cache of the portal's starts so; another site's caches on the origin are never touched. */
export const CACHE_PREFIX = 'siwes-portal-';

export function cacheName(version: string): string {
  return CACHE_PREFIX + version;
}

/** The page every address without a prerendered page of its own gets: the portal's shell. */
export const SHELL_PATH = '/app.html';

/**
 * The kept page that answers a navigation to `pathname`: a prerendered page (`/`,
 * `/studentlogin`), else the shell, whose router decides what the address shows; null for what is
 * never the portal's page (the API, a file such as `/contact.json` or a form's PDF), which goes
 * to the network.
 */
export function pageFor(pathname: string, files: readonly string[]): string | null {
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[A-Za-z0-9]+$/.test(last)) return null;
  return files.includes(pathname) ? pathname : SHELL_PATH;
}
