/**
 * Where a request comes from and what it was addressed to: the client's address behind a
 * configured number of trusted proxies (per-address limits key on it), the Host it was sent to
 * (a DNS-rebinding page sends its own name), and the Origin of the page that sent a write.
 * docs/security.md ("Proxies, hosts and origins") explains each choice.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerConfig } from './config.ts';

/** The most proxies SIWES_TRUST_PROXY may name. */
export const MAX_PROXY_HOPS = 10;
const PROXY_WORDS: Partial<Record<string, number>> = { true: 1, yes: 1, on: 1, false: 0, no: 0, off: 0 };

/**
 * SIWES_TRUST_PROXY: how many proxies in front append to X-Forwarded-For. A whole number from
 * 0 to 10; `true`, `yes` and `on` are 1 (the one proxy the variable's first values meant),
 * `false`, `no` and `off` are 0.
 */
export function proxyHopsFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const text = value.trim().toLowerCase();
  const word = PROXY_WORDS[text];
  if (word !== undefined) return word;
  if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  throw new Error(
    `SIWES_TRUST_PROXY must be how many proxies in front append to X-Forwarded-For, 0 to ${MAX_PROXY_HOPS} (1 for nginx or one load balancer), got "${value}"`,
  );
}

/** The TCP peer: the client itself, or the nearest proxy. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The entry of a comma-separated `X-Forwarded-*` header that the trusted proxies vouch for:
 * `hops` from the right. Each proxy that appends (nginx's `$proxy_add_x_forwarded_for`, most
 * load balancers) adds the address it was called from at the right, so the rightmost `hops`
 * entries were written by proxies; everything to their left, the client may have written
 * itself. A shorter list (a balancer that overwrites, or a call that reached an inner proxy
 * directly) gives its leftmost entry, the one the first proxy on the way wrote.
 */
export function trustedForwarded(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - hops)] || undefined;
}

/** The client's address: `trustProxy` hops into X-Forwarded-For behind trusted proxies, else the socket's. */
export function clientAddress(c: Context, trustProxy: number): string {
  return trustedForwarded(c.req.header('x-forwarded-for'), trustProxy) ?? socketAddress(c) ?? 'unknown';
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the caller is on this machine: its socket's address is loopback, and so is every
 * X-Forwarded-For entry (a proxy on this machine forwards other machines' calls).
 */
export function fromLoopback(c: Context): boolean {
  const socket = socketAddress(c);
  if (!socket || !LOOPBACK.test(socket)) return false;
  const forwarded = c.req.header('x-forwarded-for');
  return !forwarded || forwarded.split(',').every((entry) => LOOPBACK.test(entry.trim()));
}

/** The name part of a Host value, lower case, IPv6 literals with their brackets (`[::1]`). */
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/** Names that always mean this machine: a page on the web cannot take them by DNS. */
const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** The Host value as the public origin's URL would write it (a default port dropped). */
function normalHost(host: string, scheme: string): string | undefined {
  try {
    return new URL(`${scheme}//${host.trim()}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether the server answers a request addressed to this Host. A DNS-rebinding page (a name
 * the attacker owns, pointed at 127.0.0.1 after the page loaded) sends its own name as Host,
 * and its Origin matches that Host, so the Host is what tells it apart:
 *
 * - production answers only the public origin's host (`SIWES_PUBLIC_ORIGIN`, which production
 *   requires);
 * - development and test also answer the loopback names (`localhost`, `127.0.0.1`, `[::1]`,
 *   any port) and any IP address written as such (a phone on the LAN opens
 *   `http://192.168.1.5:3000`): a rebinding page can only send a DNS name, never an address.
 *
 * The health check (`/healthz`) is answered to any Host, for load balancers that address
 * servers by IP (see `requestHost`).
 */
export function hostAllowed(
  host: string | undefined,
  config: Pick<ServerConfig, 'env' | 'publicOrigin'>,
): boolean {
  if (!host) return false;
  if (config.publicOrigin) {
    const origin = new URL(config.publicOrigin);
    if (normalHost(host, origin.protocol) === origin.host) return true;
  }
  if (config.env === 'production') return false;
  const name = hostName(host);
  return LOOPBACK_NAMES.has(name) || IPV4.test(name) || (name.startsWith('[') && name.endsWith(']'));
}

/**
 * The Host a request was addressed to; a caller that sends none (HTTP/1.0) is taken as
 * addressing the name in its URL, which Node's adapter makes `localhost` (a browser always
 * sends one).
 */
export function requestHost(c: Context): string {
  return c.req.header('host') ?? new URL(c.req.url).host;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a state-changing call's Origin (when the browser sent one) is the portal's own:
 * `SIWES_PUBLIC_ORIGIN` when set, else the origin the request was addressed to (its Host, or
 * X-Forwarded-Host and X-Forwarded-Proto behind trusted proxies). Callers that send no Origin
 * (the CLI, scripts) are not browsers and carry no one else's cookies.
 */
export function originAllowed(
  c: Context,
  config: Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>,
): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined || !STATE_CHANGING.has(c.req.method)) return true;
  if (config.publicOrigin) return origin === config.publicOrigin;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false;
  }
  const forwardedHost = trustedForwarded(c.req.header('x-forwarded-host'), config.trustProxy);
  const host = forwardedHost || requestHost(c);
  if (sent.host !== host.toLowerCase()) return false;
  const forwardedProto = trustedForwarded(c.req.header('x-forwarded-proto'), config.trustProxy);
  // Without a proxy saying otherwise the scheme is not checked: a TLS terminator in front may not say.
  return !forwardedProto || sent.protocol === `${forwardedProto.toLowerCase()}:`;
}

/**
 * The origin links in mail point at: `SIWES_PUBLIC_ORIGIN` when set, else the origin this request
 * was addressed to (its Host, or X-Forwarded-Host and X-Forwarded-Proto behind trusted proxies).
 */
export function linkOrigin(c: Context, config: Pick<ServerConfig, 'publicOrigin' | 'trustProxy'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = trustedForwarded(c.req.header('x-forwarded-host'), config.trustProxy) || requestHost(c);
  const proto = trustedForwarded(c.req.header('x-forwarded-proto'), config.trustProxy);
  return `${proto ? `${proto.toLowerCase()}:` : new URL(c.req.url).protocol}//${host}`;
}
