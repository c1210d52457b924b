/**
 * Compressed answers for phones that pay per megabyte: brotli when the caller accepts it, else
 * gzip, else the bytes as they are. The portal's files come compressed from its build
 * (static.ts picks the copy); everything else that is text and above COMPRESS_MIN_BYTES (JSON,
 * CSV, an index.html edited after the build) is compressed here as it is sent, streamed, so a
 * large CSV never waits whole in its compressed form. An answer that already has a
 * Content-Encoding is never compressed again.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, Next } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type Encoding = 'br' | 'gzip';

/** Below this, the headers and the compressor's own framing eat most of what would be saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli's quality for answers compressed as they are sent: 11 (the build's) costs 10 to 50 times as much for 5-10 % fewer bytes. */
const LIVE_BROTLI_QUALITY = 5;

/** The encodings the caller accepts, best first: by their q, brotli before gzip when equal. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0;
  const quality = (encoding: Encoding) =>
    accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
  return (['br', 'gzip'] as const)
    .map((encoding, order) => ({ encoding, q: quality(encoding), order }))
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((e) => e.encoding);
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType));
}

/** Adds Accept-Encoding to a Vary header value (keeping what is there). */
export function varyOnEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

function compressor(encoding: Encoding, sizeHint: number): Duplex {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
        },
      })
    : createGzip({ level: 6 });
}

/** The body streamed through the encoding's compressor, chunk by chunk. */
export function compressStream(body: Uint8Array, encoding: Encoding): ReadableStream<Uint8Array> {
  const { readable, writable } = Duplex.toWeb(compressor(encoding, body.byteLength));
  const writer = writable.getWriter();
  // 64 KiB slices: the compressor gets to work (and the socket to send) before the end is fed.
  void (async () => {
    try {
      for (let at = 0; at < body.byteLength; at += 65_536) {
        await writer.write(body.subarray(at, at + 65_536));
      }
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
    }
  })();
  return readable as ReadableStream<Uint8Array>;
}

const NO_BODY = new Set([204, 206, 304]);

/**
 * Middleware: compresses text answers of COMPRESS_MIN_BYTES and more for callers that accept
 * brotli or gzip. A caller that accepts neither (a load test, a script) costs nothing extra: its
 * answer is not read here. API answers are `no-store`, so no cache ever holds one variant for another.
 */
export async function compression(c: Context, next: Next): Promise<void> {
  await next();
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  if (!encoding || c.req.method === 'HEAD') return;
  const res = c.res;
  if (NO_BODY.has(res.status) || res.headers.has('Content-Encoding')) return;
  if (!isCompressible(res.headers.get('Content-Type'))) return;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
  if (!res.body) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  if (body.byteLength < COMPRESS_MIN_BYTES) {
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  headers.set('Content-Encoding', encoding);
  headers.set('Vary', varyOnEncoding(headers.get('Vary')));
  // Cleared first: Hono's setter would otherwise copy the old answer's headers (its length) over.
  c.res = undefined;
  c.res = new Response(compressStream(body, encoding), { status: res.status, headers });
}
