/**
 * The production build's service worker (issue 25; docs/decisions/020-service-worker-of-our-own.md):
 * `sw.js` at the build's root is one line giving the worker its version and the files it keeps
 * (`self.SIWES_BUILD = {...}`), then the worker's code (src/sw/serviceWorker.ts), bundled on its
 * own. What it keeps: the public pages, the shell, the code and styles every page starts with,
 * and the offline screens' (the student's home, Work Details, Weekly Report) with what they load
 * later, but no other role's screens. The version is a digest of every kept file and of the
 * worker, so any change to them is a new version, and nothing else is.
 *
 * `stampServiceWorker` writes that line again from what the build folder holds now: after a
 * deployer edits the built pages (the API's address), `npm run -w @siwes/portal stamp` makes the
 * installed portals take the edit as a new version.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { SHELL_PATH, type ServiceWorkerBuild } from './src/sw/precache.ts';
import type { Manifest } from './vite-plugins.ts';

/** Where the worker is written in the build, and where the page registers it (src/offline/updates.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';

export interface OfflineOptions {
  /** The prerendered pages' addresses and files (`/` is `index.html`). */
  pages: ReadonlyArray<{ path: string; file: string }>;
  /** The screens kept for offline, by the end of their source path. */
  screens: readonly string[];
  /** Files of the public folder kept too (the web app manifests and their icons). */
  publicFiles: readonly string[];
}

const SCREEN = /\/screens\/[^/]+\/[^/]+Screen\.tsx$/;

/**
 * The URL paths the worker keeps: the pages, the shell, and every chunk (with its styles and
 * assets) that start-up or an offline screen imports, statically or later (the LGA lists, the
 * outbox), except other screens.
 */
export function precacheFiles(manifest: Manifest, options: OfflineOptions): string[] {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const dep of manifest[key].imports ?? []) add(dep);
    for (const later of manifest[key].dynamicImports ?? []) if (!SCREEN.test(later)) add(later);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  add(entry);
  for (const screen of options.screens) {
    const key = Object.keys(manifest).find((k) => k.endsWith(screen));
    if (!key) throw new Error(`No chunk for ${screen} in the build`);
    add(key);
  }
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  }
  return [
    ...options.pages.map((page) => page.path),
    SHELL_PATH,
    ...options.publicFiles.map((file) => `/${file}`),
    ...[...files].sort(),
  ];
}

/** The build's file for a kept URL path, as the server maps them (apps/server/src/static.ts). */
function fileOf(dir: string, path: string): string {
  if (path === '/') return join(dir, 'index.html');
  if (!/\.[A-Za-z0-9]+$/.test(path)) return join(dir, `${path}.html`);
  return join(dir, path);
}

const STAMP = /^self\.SIWES_BUILD = .*\n/;

/**
 * Writes the worker's first line from the build folder: the files its line lists now, and a
 * version that digests them and the worker's code. Returns what it wrote.
 */
export async function stampServiceWorker(dir: string): Promise<ServiceWorkerBuild> {
  const path = join(dir, SERVICE_WORKER_FILE);
  const source = await readFile(path, 'utf8');
  const line = STAMP.exec(source);
  if (!line) throw new Error(`${path} has no build line`);
  const code = source.slice(line[0].length);
  const { files } = JSON.parse(
    line[0].replace(/^self\.SIWES_BUILD = /, '').replace(/;\n$/, ''),
  ) as ServiceWorkerBuild;
  const digest = createHash('sha256').update(code);
  for (const file of files) digest.update(file).update(await readFile(fileOf(dir, file)));
  const stamped: ServiceWorkerBuild = { version: digest.digest('hex').slice(0, 16), files };
  await writeFile(path, `self.SIWES_BUILD = ${JSON.stringify(stamped)};\n${code}`);
  return stamped;
}

/**
 * Bundles the worker on its own (one classic script, as every browser runs a service worker)
 * and writes it with its build line, once the build's pages are written; before the compressed
 * copies are made (`precompress` runs after it).
 */
export function serviceWorker(options: OfflineOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'siwes-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const output = await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          build: {
            write: false,
            copyPublicDir: false,
            minify: true,
            target: 'es2022',
            rolldownOptions: {
              input: join(root, 'src/sw/serviceWorker.ts'),
              output: { format: 'iife', entryFileNames: SERVICE_WORKER_FILE },
            },
          },
        });
        const results = Array.isArray(output) ? output : [output];
        const chunk = results
          .flatMap((result) => ('output' in result ? result.output : []))
          .find((item) => item.type === 'chunk');
        if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker did not build');
        const files = precacheFiles(manifest, options);
        const line = `self.SIWES_BUILD = ${JSON.stringify({ version: '', files } satisfies ServiceWorkerBuild)};\n`;
        await writeFile(join(outDir, SERVICE_WORKER_FILE), line + chunk.code);
        await stampServiceWorker(outDir);
      },
    },
  };
}
