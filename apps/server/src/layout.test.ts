/**
 * Where a call lives (docs/server.md, "Where a call lives"): each of the contract's calls has
 * its route in one file under routes/, and that route calls one service, of the call's own
 * name, from services/. So "what does assignInspectionSupervisor do" is one name to search for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { NOTIFICATION_ROUTES, routeKeys, type RouteKey } from '@siwes/api';
import { describe, expect, it } from 'vitest';

const routesDir = new URL('./routes/', import.meta.url);
const routeFiles = readdirSync(routesDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(new URL(name, routesDir), 'utf8') }));

/** The services a route file imports, by the name it imports them under (`import * as x`). */
function serviceNamespaces(text: string): Set<string> {
  return new Set([...text.matchAll(/import \* as (\w+) from '\.\.\/services\/\w+\.ts'/g)].map((m) => m[1]!));
}

/**
 * The notification calls (issue 26) are five per role, made by one factory in
 * routes/notifications.ts (`[keys.list]: …`): each kind of call there calls one service, the
 * same for the three roles.
 */
const NOTIFICATION_SERVICES = {
  list: 'listNotifications',
  read: 'markRead',
  readAll: 'markAllRead',
  getPreferences: 'getPreferences',
  setPreferences: 'setPreferences',
} as const;
const notificationKind = new Map<RouteKey, keyof typeof NOTIFICATION_SERVICES>(
  Object.values(NOTIFICATION_ROUTES).flatMap((calls) =>
    Object.entries(calls).map(([kind, key]) => [key as RouteKey, kind as keyof typeof NOTIFICATION_SERVICES]),
  ),
);

describe('each notification call: its kind, in the factory, calls the one service of that kind', () => {
  const text = routeFiles.find((f) => f.name === 'notifications.ts')!.text;
  it.each(Object.entries(NOTIFICATION_SERVICES))('%s', (kind, service) => {
    // From this kind's key to the next one (or the end of the factory's object).
    const body = text
      .split('[keys.')
      .find((chunk) => chunk.startsWith(`${kind}]`))
      ?.split(' as unknown as')[0];
    expect(body, kind).toBeDefined();
    expect([...body!.matchAll(/\bnotifications\.(\w+)\(/g)].map((m) => m[1])).toEqual([service]);
  });
});

describe('each call: its route calls the service of its name', () => {
  it.each([...routeKeys].filter((key) => !notificationKind.has(key)))('%s', (key) => {
    const found = routeFiles.flatMap(({ name, text }) => {
      const body = new RegExp(`\\n  async ${key}\\(.*?\\n  \\},?\\n`, 's').exec(text)?.[0];
      return body ? [{ name, body, services: serviceNamespaces(text) }] : [];
    });
    expect(found.map((f) => f.name)).toHaveLength(1);
    const [{ body, services }] = found as [(typeof found)[number]];
    const calls = [...body.matchAll(/\b(\w+)\.(\w+)\(/g)]
      .filter(([, namespace]) => services.has(namespace!))
      .map(([, , name]) => name);
    expect(calls).toEqual([key]);
  });
});
