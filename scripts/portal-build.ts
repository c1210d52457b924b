/**
 * The portal builds the tests use, each made once and reused while what it is built from is
 * unchanged:
 * - `production` (apps/portal/dist): the build whose budgets apps/portal/src/budget.test.ts checks
 *   and which the end-to-end journeys' real servers serve;
 * - `mock` (apps/portal/dist-mock): the mock build, whose API is the fake in a service worker.
 *
 * A build leaves a stamp beside its files: a hash of everything it is built from (the portal, the
 * packages it bundles, the lockfile, the `VITE_` variables). A build whose stamp matches is kept;
 * any other is built again. `npm test` builds both before its first test.
 *
 * @example node scripts/portal-build.ts production mock
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type PortalBuild = 'production' | 'mock';

const ROOT = join(import.meta.dirname, '..');
export const PORTAL = join(ROOT, 'apps/portal');
export const BUILD_DIRS: Record<PortalBuild, string> = {
  production: join(PORTAL, 'dist'),
  mock: join(PORTAL, 'dist-mock'),
};
/** The stamp a build leaves in its folder. */
const STAMP = '.built-from';

/** What the portal's builds read: its own files and the packages it bundles (never their outputs). */
const SOURCES = ['apps/portal', 'packages/api', 'packages/flows', 'packages/ui', 'mocks'];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-mock', 'e2e', 'bench', '.vite']);
const ALSO_READ = ['package.json', 'package-lock.json', 'tsconfig.json'];

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.prerender-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, found);
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** The hash of everything `build` is built from. */
export function sourceHash(build: PortalBuild): string {
  const hash = createHash('sha256').update(`${build}\n`);
  const files = [
    ...SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir))),
    ...ALSO_READ.map((file) => join(ROOT, file)),
  ].sort();
  for (const file of files) hash.update(`${relative(ROOT, file)}\n`).update(readFileSync(file));
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value ?? ''}\n`);
  }
  return hash.digest('hex');
}

function isCurrent(build: PortalBuild, hash: string): boolean {
  const stamp = join(BUILD_DIRS[build], STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

/**
 * Builds each of `builds` whose folder does not hold a current build, one after the other, and
 * returns their folders. Production code is bundled whatever NODE_ENV the caller runs under (Vitest
 * sets `test`, which would bundle React's development build).
 */
export async function ensurePortalBuilds(
  builds: readonly PortalBuild[],
  log: (line: string) => void = () => {},
): Promise<Record<PortalBuild, string>> {
  const stale = builds
    .map((build) => [build, sourceHash(build)] as const)
    .filter(([b, h]) => !isCurrent(b, h));
  if (stale.length > 0) {
    const { build: viteBuild } = await import('vite');
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      for (const [build, hash] of stale) {
        const started = Date.now();
        await viteBuild({
          root: PORTAL,
          mode: build,
          logLevel: 'warn',
          build: { outDir: BUILD_DIRS[build], emptyOutDir: true },
        });
        writeFileSync(join(BUILD_DIRS[build], STAMP), hash);
        log(`Built the portal's ${build} build in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      }
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  return BUILD_DIRS;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const builds = (asked.length > 0 ? asked : ['production', 'mock']) as PortalBuild[];
  const unknown = builds.filter((build) => !(build in BUILD_DIRS));
  if (unknown.length > 0) {
    console.error(`Unknown build ${unknown.join(', ')}: production or mock.`);
    process.exit(2);
  }
  await ensurePortalBuilds(builds, console.log);
}
