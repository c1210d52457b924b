/**
 * The built portal on the same origin as /api: files from its dist folder; a page the build
 * prerendered (`/studentlogin` is `studentlogin.html`, `/` is `index.html`); and for any other
 * GET the portal's shell, `app.html` (or index.html from a build without one), whose router
 * decides what the path shows; a missing hashed file under `/assets/` is a 404. Hashed files are
 * cached for good, everything else (the pages, the service worker `sw.js`, the manifests) is
 * checked with the server on every use. A text file goes out
 * as the build's brotli or gzip copy beside it (`index-abc.js.br`, `.gz`) when the browser
 * accepts that encoding and the copy is at least as new as the file (a deployer who edits
 * index.html after the build gets the edit, compressed by the compression middleware instead).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { acceptedEncodings, isCompressible, type Encoding } from './compression.ts';
import { SERVER_MESSAGES } from './messages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The file name endings of the build's compressed copies (apps/portal/vite.config.ts). */
export const COPY_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export async function servePortal(c: Context, portalDir: string | undefined): Promise<Response> {
  if (!portalDir) return c.json({ message: SERVER_MESSAGES.notFound }, 404);
  const root = resolve(portalDir);
  const path = c.req.path;
  // A hashed file the build no longer has (a page of the previous version asking for its code
  // after a deploy) is missing, never the shell: the page's import fails, and it offers the
  // new version instead of running HTML as a script.
  if (path.startsWith('/assets/') && !(await fileIn(root, path))) {
    return c.json({ message: SERVER_MESSAGES.notFound }, 404);
  }
  const file =
    (await fileIn(root, path)) ??
    (path.endsWith('/') ? await fileIn(root, `${path}index.html`) : undefined) ??
    (extname(path) === '' && !path.endsWith('/') ? await fileIn(root, `${path}.html`) : undefined) ??
    (await fileIn(root, '/app.html')) ??
    (await fileIn(root, '/index.html'));
  if (!file) return c.json({ message: SERVER_MESSAGES.notFound }, 404);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const hashed = file.startsWith(join(root, 'assets') + sep);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (!isCompressible(type)) return c.body(await readFile(file), 200, headers);
  headers.Vary = 'Accept-Encoding';
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const copy = await freshCopy(file, encoding);
    if (copy) return c.body(await readFile(copy), 200, { ...headers, 'Content-Encoding': encoding });
  }
  return c.body(await readFile(file), 200, headers);
}

/** The build's compressed copy of `file` in `encoding`, unless missing or older than the file. */
async function freshCopy(file: string, encoding: Encoding): Promise<string | undefined> {
  const copy = file + COPY_SUFFIX[encoding];
  try {
    const [original, compressed] = await Promise.all([stat(file), stat(copy)]);
    return compressed.isFile() && compressed.mtimeMs >= original.mtimeMs ? copy : undefined;
  } catch {
    return undefined;
  }
}
