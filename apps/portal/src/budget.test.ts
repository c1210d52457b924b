/**
 * First-load budgets of the production build (issue 5), measured as gzipped bytes of the
 * JavaScript a route needs: the entry, the lazily loaded screen for that route, and everything
 * they import statically. Sizes, not times: a slow phone pays for bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KB = 1024;
const BUDGET = { home: 110 * KB, login: 130 * KB, chunk: 60 * KB };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = new URL('..', import.meta.url).pathname;
let outDir: string;
let manifest: Manifest;

function gz(file: string): number {
  return gzipSync(readFileSync(join(outDir, file))).length;
}

/** The chunk key and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function keyOf(srcEnding: string): string {
  const key = Object.keys(manifest).find((k) => k.endsWith(srcEnding));
  if (!key) throw new Error(`No chunk for ${srcEnding} in the build`);
  return key;
}

/** Gzipped JS bytes for a route: the entry's closure plus its screen's closure. */
function routeBytes(screenSrc: string): number {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry chunk');
  const keys = new Set([...closure(entry), ...closure(keyOf(screenSrc))]);
  return [...keys].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
}

function jsText(keys: Iterable<string>): string {
  return [...keys].map((k) => readFileSync(join(outDir, manifest[k]!.file), 'utf8')).join('\n');
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'siwes-portal-build-'));
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('production build budgets', () => {
  it('loads at most 110 KB of gzipped JavaScript for /', () => {
    expect(routeBytes('screens/Home/HomeScreen.tsx')).toBeLessThanOrEqual(BUDGET.home);
  });

  it('loads at most 130 KB of gzipped JavaScript for each login page', () => {
    expect(routeBytes('screens/Login/LoginScreen.tsx')).toBeLessThanOrEqual(BUDGET.login);
  });

  it('has no chunk over 60 KB gzipped besides the framework entry', () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!.file;
    const big = Object.values(manifest)
      .filter((c) => c.file.endsWith('.js') && c.file !== entry)
      .map((c) => ({ file: c.file, bytes: gz(c.file) }))
      .filter((c) => c.bytes > BUDGET.chunk);
    expect(big).toEqual([]);
  });

  it('keeps states, LGAs and banks out of the home and login pages', () => {
    const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
    for (const screen of ['screens/Home/HomeScreen.tsx', 'screens/Login/LoginScreen.tsx']) {
      const code = jsText(new Set([...closure(entry), ...closure(keyOf(screen))]));
      expect(code, screen).not.toContain('Ibeju-Lekki');
      expect(code, screen).not.toContain('Zenith Bank');
    }
  });

  it('contains no MSW and no zod', () => {
    const code = jsText(Object.keys(manifest).filter((k) => manifest[k]!.file.endsWith('.js')));
    expect(code).not.toMatch(/mockServiceWorker|Mock Service Worker|msw/i);
    expect(code).not.toContain('ZodError');
  });
});
