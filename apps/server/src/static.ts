/**
 * The built portal on the same origin as /api: files from its dist folder, and index.html for
 * any other GET (the portal's router decides what an unknown path shows).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
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
  const file = (await fileIn(root, c.req.path)) ?? (await fileIn(root, '/index.html'));
  if (!file) return c.json({ message: SERVER_MESSAGES.notFound }, 404);
  const body = await readFile(file);
  const hashed = file.startsWith(join(root, 'assets') + sep);
  return c.body(body, 200, {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}
