/**
 * What the production build adds for phones on slow networks: the public pages as finished HTML
 * (prerenderPages) and a brotli and a gzip copy of every text file (precompress), which the
 * server sends instead of the file (apps/server/src/static.ts).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE } from './src/prerendered.ts';

/** A public page written as HTML at build time. */
export interface PrerenderedPage {
  path: string;
  /** Its file in the build: the server answers `/x` with `x.html` and `/` with `index.html`. */
  file: string;
  /** The screen module the page shows, so its code is fetched with the page and its CSS inlined. */
  screen: string;
}

/** The page every other path gets (the role areas, unknown paths): the portal with an empty root. */
export const SHELL_FILE = 'app.html';

/** A chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest key and every chunk it imports statically, in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * Renders each page of `pages` with src/prerender.tsx (built for Node first) into the built
 * index.html, with the CSS it needs inline (no stylesheet request before the first paint) and
 * all the code it starts with preloaded, its screen's included. The template, with the start-up
 * code preloaded, becomes SHELL_FILE.
 */
export function prerenderPages(pages: readonly PrerenderedPage[]): Plugin {
  let root = '';
  return {
    name: 'siwes-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle({ dir }) {
      if (!dir) return;
      const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = await readFile(join(dir, 'index.html'), 'utf8');
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      // What every page starts with: the entry and the framework it imports on start (main.tsx).
      const entryChunks = closure(manifest, entry);
      for (const started of manifest[entry]?.dynamicImports ?? []) closure(manifest, started, entryChunks);
      const preload = (keys: Iterable<string>, filter: (file: string) => boolean) =>
        [...keys]
          .map((k) => manifest[k]!.file)
          .filter(filter)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
      // Built for Node beside the sources, so its imports of react and the rest resolve.
      const ssrDir = await mkdtemp(join(root, '.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const shellPreloads = preload(entryChunks, (file) => !template.includes(`/${file}"`));
        await writeFile(join(dir, SHELL_FILE), template.replace('</head>', `${shellPreloads}</head>`));
        for (const page of pages) {
          const key = Object.keys(manifest).find((k) => k.endsWith(page.screen));
          if (!key) throw new Error(`${page.path}: no chunk for ${page.screen} in the build`);
          const chunks = new Set([...entryChunks, ...closure(manifest, key)]);
          const css = [...new Set([...chunks].flatMap((k) => manifest[k]?.css ?? []))];
          const styles = await Promise.all(css.map((file) => readFile(join(dir, file), 'utf8')));
          // The CSS is inline, so the first paint waits for no request. A disabled link per file
          // (never fetched) tells the portal's code that the file is already in the page.
          const present = css.map((file) => `<link rel="stylesheet" disabled href="/${file}">`);
          // All the code the page starts with is fetched with it, not import by import.
          const code = preload([...chunks], (file) => !template.includes(`/${file}"`));
          const html = template
            .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
            .replace('</head>', `${code}<style>${styles.join('')}</style>${present.join('')}</head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" ${PRERENDERED_ATTRIBUTE}>${await renderPage(page.path)}</div>`,
            );
          if (!html.includes(`<div id="root" ${PRERENDERED_ATTRIBUTE}><`)) {
            throw new Error(`${page.path}: index.html has no empty #root`);
          }
          await writeFile(join(dir, page.file), html);
        }
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/** The build's compressed copies, by file name ending: brotli's and gzip's best, paid once here. */
export const COMPRESSED_COPIES = {
  '.br': (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes a brotli and a gzip copy beside every text file of the build (`x.js.br`, `x.js.gz`), once
 * every other plugin has written its files. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'siwes-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      outDir = dir ?? '';
    },
    // Last, once every other plugin has written its files (the service worker among them).
    closeBundle: { sequential: true, order: 'post', handler: compressAll },
  };

  async function compressAll() {
    if (outDir) await compressFolder(outDir);
  }
}

/**
 * Writes a brotli and a gzip copy beside every text file of a build folder; a copy that would not
 * be smaller is not written. Run again after files change (a service worker stamped anew).
 */
export async function compressFolder(outDir: string): Promise<void> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && TEXT_FILES.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(join(outDir, '.vite')));
  await compressFiles(files);
}

/** Writes a brotli and a gzip copy beside each file, where smaller. */
export async function compressFiles(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.flatMap((file) =>
      Object.entries(COMPRESSED_COPIES).map(async ([suffix, compress]) => {
        const data = await readFile(file);
        const compressed = await compress(data);
        if (compressed.length < data.length) await writeFile(file + suffix, compressed);
      }),
    ),
  );
}
