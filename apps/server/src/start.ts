/**
 * `npm start` (the root script): builds the portal when its build is missing or older than
 * its sources, then starts the server (main.ts). SIWES_SKIP_PORTAL_BUILD=1 skips the check.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const portal = join(root, 'apps/portal');
const builtIndex = join(portal, 'dist/index.html');
const SOURCES = [
  'apps/portal/src',
  'apps/portal/index.html',
  'packages/ui/src',
  'packages/flows/src',
  'packages/api/src',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function portalBuildIsStale(): boolean {
  if (!existsSync(join(portal, 'package.json'))) return false;
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestChange(join(root, source)) > built);
}

// A cluster's workers run this file too (SIWES_WORKERS): the primary has already checked.
if (cluster.isPrimary && process.env.SIWES_SKIP_PORTAL_BUILD !== '1' && portalBuildIsStale()) {
  console.log('Building the portal (its build is missing or older than its sources)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@siwes/portal'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The portal build failed; starting the API without a fresh portal.');
  }
}

await import('./main.ts');
