/**
 * Compressed delivery, asked for as a browser asks: each answer in brotli, gzip and as it is,
 * read as raw bytes (fetch would decode them), and each decoding to the same bytes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, COMPRESS_MIN_BYTES } from './compression.ts';
import { clientFor, DEMO_ACCOUNTS, startTestServer, type TestServer } from './testing/harness.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET (or HEAD) with the given headers; the body exactly as it came over the wire. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: Raw): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
}

const BROWSER = 'gzip, deflate, br, zstd';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip', ['gzip', 'br']],
    ['*, br;q=0', ['gzip']],
    ['BR', ['br']],
  ])('%j accepts %j, best first', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('the built portal, compressed', () => {
  const script = `export const greeting = ${JSON.stringify('Welcome to the SIWES portal. '.repeat(400))};\n`;
  const shell = `<!doctype html><html><head><title>SIWES</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;
  const login = `<!doctype html><html><head><title>SIWES</title></head><body><div id="root"><h1>Student Login</h1></div>${' '.repeat(2000)}</body></html>`;
  const serviceWorker = `self.SIWES_BUILD = {"version":"abc","files":[]};\n${'/* worker */'.repeat(200)}`;
  let portalDir: string;
  let server: TestServer;

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'siwes-portal-'));
    mkdirSync(join(portalDir, 'assets'));
    const files: Record<string, string> = {
      'assets/app-abc123.js': script,
      'index.html': '<!doctype html><title>Home, prerendered</title>',
      'studentlogin.html': login,
      'app.html': shell,
      'robots.txt': 'User-agent: *\nDisallow: /api/\n',
      'sw.js': serviceWorker,
      'manifest.webmanifest': '{"name":"SIWES Portal","start_url":"/students/dashboard"}',
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(portalDir, name), text);
      // As the build writes them (apps/portal/vite-plugins.ts).
      writeFileSync(join(portalDir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(portalDir, `${name}.gz`), gzipSync(text));
    }
    server = await startTestServer('sqlite', { portalDir });
  });

  afterAll(async () => {
    await server.stop();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy, else its gzip copy, else the file, each the same bytes', async () => {
    const url = `${server.url}/assets/app-abc123.js`;
    const br = await raw(url, { 'Accept-Encoding': BROWSER });
    const gzip = await raw(url, { 'Accept-Encoding': 'gzip' });
    const identity = await raw(url);
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      identity.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(decode(answer).toString()).toBe(script);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['vary']).toBe('Accept-Encoding');
      // Hashed files stay cached for good, whatever the encoding.
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    // The build's own copies, byte for byte: nothing compressed again per request.
    expect(br.body.equals(readFileSync(join(portalDir, 'assets/app-abc123.js.br')))).toBe(true);
    expect(gzip.body.equals(readFileSync(join(portalDir, 'assets/app-abc123.js.gz')))).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(script.length / 10);
  });

  it('takes a brotli refusal (q=0) at its word', async () => {
    const answer = await raw(`${server.url}/assets/app-abc123.js`, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('answers a prerendered page by its path, the shell for any other path, index.html for /', async () => {
    const page = async (path: string) =>
      decode(await raw(`${server.url}${path}`, { 'Accept-Encoding': BROWSER })).toString();
    expect(await page('/studentlogin')).toBe(login);
    expect(await page('/')).toContain('Home, prerendered');
    expect(await page('/students/dashboard')).toBe(shell);
    expect(await page('/no/such/page')).toBe(shell);
    // Routes are exact and case-sensitive: another spelling is not the prerendered page.
    expect(await page('/StudentLogin')).toBe(shell);
    const answer = await raw(`${server.url}/studentlogin`, { 'Accept-Encoding': BROWSER });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a hashed file the build no longer has with 404, never the shell', async () => {
    const answer = await raw(`${server.url}/assets/app-old999.js`, { 'Accept-Encoding': BROWSER });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the service worker and the web app manifest, checked with the server on every use', async () => {
    const worker = await raw(`${server.url}/sw.js`, { 'Accept-Encoding': BROWSER });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker).toString()).toBe(serviceWorker);
    const manifest = await raw(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves a real robots.txt', async () => {
    const answer = await raw(`${server.url}/robots.txt`);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('compresses a page edited after the build itself, never sending the stale copy', async () => {
    const edited = shell.replace(
      '<title>SIWES</title>',
      '<title>SIWES</title><meta name="siwes-api-base-url" content="https://api.example.edu">',
    );
    writeFileSync(join(portalDir, 'app.html'), edited);
    // The copies are now older than the page.
    const past = new Date(Date.now() - 60_000);
    for (const copy of ['app.html.br', 'app.html.gz']) utimesSync(join(portalDir, copy), past, past);
    for (const accept of [BROWSER, 'gzip']) {
      const answer = await raw(`${server.url}/some/page`, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(decode(answer).toString()).toBe(edited);
      expect(answer.headers['vary']).toBe('Accept-Encoding');
    }
  });

  describe('API answers', () => {
    let token: string;

    beforeAll(async () => {
      const { signIn } = clientFor(server.url);
      token = (await signIn(DEMO_ACCOUNTS.coordinator)).tokens.accessToken;
    });

    const get = (path: string, accept?: string) =>
      raw(`${server.url}${path}`, {
        Authorization: `Bearer ${token}`,
        ...(accept !== undefined && { 'Accept-Encoding': accept }),
      });

    it('compresses JSON from 1 KiB for a caller that accepts it, the same JSON once decoded', async () => {
      const path = '/api/coordinators/students?limit=20&page=1';
      const identity = await get(path);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      for (const accept of [BROWSER, 'gzip']) {
        const answer = await get(path, accept);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
        expect(answer.headers['vary']).toBe('Accept-Encoding');
        expect(answer.headers['content-type']).toBe('application/json');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.body.length).toBeLessThan(identity.body.length / 3);
        expect(JSON.parse(decode(answer).toString())).toEqual(JSON.parse(identity.body.toString()));
      }
    });

    it('leaves a small answer as it is', async () => {
      const answer = await raw(`${server.url}/api/no/such/call`, { 'Accept-Encoding': BROWSER });
      expect(answer.status).toBe(404);
      expect(answer.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString())).toEqual({ message: expect.any(String) });
    });

    it('streams a CSV export compressed, the same bytes once decoded', async () => {
      const path = '/api/coordinators/students/download';
      const identity = await get(path);
      expect(identity.headers['content-type']).toBe('text/csv; charset=utf-8');
      for (const accept of [BROWSER, 'gzip']) {
        const answer = await get(path, accept);
        expect(answer.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
        // Sent as it is compressed: no length known up front.
        expect(answer.headers['transfer-encoding']).toBe('chunked');
        expect(answer.headers['content-disposition']).toBe('attachment; filename="students.csv"');
        expect(decode(answer).equals(identity.body)).toBe(true);
        expect(answer.body.length).toBeLessThan(identity.body.length / 4);
      }
    });
  });
});
