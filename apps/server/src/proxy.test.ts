/**
 * Per-address limits behind real HTTP proxies (issue 31, finding 1). Each proxy here is a small
 * Node HTTP proxy started in the test that writes X-Forwarded-For as a real one does: nginx's
 * `$proxy_add_x_forwarded_for` and AWS's load balancer append the address that called them; a
 * balancer set to overwrite replaces the header; Google Cloud's appends the caller and then
 * itself. Clients call from their own loopback addresses (127.0.0.2, 127.0.0.3) and write
 * X-Forwarded-For themselves, a new value each time, as the outside probe did: the server must
 * key its limits on the address the trusted proxies saw, `SIWES_TRUST_PROXY` entries from the
 * right, so the forger is limited after its five failures and the other client is not.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, engines, startTestServer } from './testing/harness.ts';

/** How a proxy writes X-Forwarded-For, given what it received and the address that called it. */
type Shape = (received: string | undefined, caller: string) => string;

/** nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`; AWS ALB's default. */
const appends: Shape = (received, caller) => (received ? `${received}, ${caller}` : caller);
/** A balancer set to overwrite the header with the address that called it. */
const overwrites: Shape = (_received, caller) => caller;
/** Google Cloud's external Application Load Balancer: the caller, then its own address. */
const appendsCallerAndItself: Shape = (received, caller) => `${appends(received, caller)}, 198.51.100.7`;

interface Proxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A proxy in front of `target`: it passes the request on (Host included, as nginx does with
 * `proxy_set_header Host $host`) with X-Forwarded-For written by `shape`, from `localAddress`.
 */
async function startProxy(target: string, shape: Shape, localAddress?: string): Promise<Proxy> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const received = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': shape(
        Array.isArray(received) ? received.join(', ') : received,
        request.socket.remoteAddress ?? '',
      ),
    };
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        ...(localAddress && { localAddress }),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}

/** A failed sign-in from `localAddress` through `url`, with an X-Forwarded-For the client wrote itself. */
function failedSignIn(url: string, localAddress: string, forged: string): Promise<number> {
  const body = JSON.stringify({
    email: `nobody.${forged}@siwes.test`,
    password: 'not the password at all',
    type: 'student',
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forged },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const FAILURES_ALLOWED = 5;

/** The set-ups deploy.md describes: the proxies in front, outermost first, and the trust to set. */
const SET_UPS: { name: string; proxies: Shape[]; trustProxy: number }[] = [
  {
    name: 'nginx appending ($proxy_add_x_forwarded_for), SIWES_TRUST_PROXY=1',
    proxies: [appends],
    trustProxy: 1,
  },
  { name: 'a load balancer that overwrites, SIWES_TRUST_PROXY=1', proxies: [overwrites], trustProxy: 1 },
  {
    name: 'a load balancer then nginx, both appending, SIWES_TRUST_PROXY=2',
    proxies: [appends, appends],
    trustProxy: 2,
  },
  {
    name: "Google Cloud's balancer (caller and itself), SIWES_TRUST_PROXY=2",
    proxies: [appendsCallerAndItself],
    trustProxy: 2,
  },
];

for (const engine of engines) {
  describe(`per-address limits behind proxies on ${engine}`, () => {
    for (const setUp of SET_UPS) {
      it(
        `limits a client that writes its own X-Forwarded-For, and only that client: ${setUp.name}`,
        { timeout: 60_000 },
        async () => {
          const server = await startTestServer(engine, {
            seed: 'none',
            trustProxy: setUp.trustProxy,
            rateLimits: {
              ...GENEROUS_LIMITS,
              loginFailuresPerAddress: { limit: FAILURES_ALLOWED, windowSeconds: 900 },
            },
          });
          const proxies: Proxy[] = [];
          try {
            // Started from the server outwards; an outer proxy calls the inner one from an address of its own.
            let front = server.url;
            for (const [index, shape] of [...setUp.proxies].reverse().entries()) {
              const proxy = await startProxy(front, shape, index > 0 ? `127.0.0.${10 + index}` : undefined);
              proxies.push(proxy);
              front = proxy.url;
            }

            const forger: number[] = [];
            for (let i = 1; i <= FAILURES_ALLOWED + 2; i += 1) {
              forger.push(await failedSignIn(front, '127.0.0.2', `203.0.113.${i}`));
            }
            expect(forger).toEqual([...Array<number>(FAILURES_ALLOWED).fill(401), 429, 429]);
            // Another client behind the same proxies keeps its own count.
            expect(await failedSignIn(front, '127.0.0.3', '203.0.113.1')).toBe(401);
          } finally {
            for (const proxy of proxies) await proxy.close();
            await server.stop();
          }
        },
      );
    }
  });
}
