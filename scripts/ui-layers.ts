/**
 * The layers of `packages/ui`, and the check that its import graph keeps them
 * (`scripts/ui-layers.test.ts` runs it on the package and on probe files that break it).
 *
 * Bottom to top; a file imports only from its own layer or the ones below it, and the graph of
 * imports (static, dynamic and type-only alike) has no cycle:
 *
 *   tokens      design tokens
 *   services    the services context: client, sessions, storage, timing, files, clock
 *   registry    the screens' metadata: path, role, title, sidebar label; `pathTo`, `ScreenLink`,
 *               `ScreenOf` (drawn by whatever the routes provide), `usePageIsCurrent`
 *   components  primitives (fields, buttons, tables, the navigation bar)
 *   kit hooks   `kit/*.ts(x)`: one hook per machine kind and the helpers screens share
 *   layouts     a role area's frame (its Logout through the kit's `useLogout`), the public frame
 *   kit parts   `kit/<Part>/`: the templates and fields that compose layouts and hooks
 *   screens     one folder per screen; none imports another's (lint: `siwes/own-screen-only`)
 *   routes      the lazy loaders of the screens and the route table built from them and the registry
 *
 * The registry sits low because the navigation bar, the sidebars and the paged lists read it; the
 * loaders sit on top because they import every screen. Stories, tests, `testing/`, `journeys/`
 * and `visual/` are not layered: they may import any layer (a story renders a screen with the routes).
 * docs/adding-a-screen.md says the same for people.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface UiLayer {
  name: string;
  /** Whether a file (its path below `packages/ui/src`, with `/`) belongs to the layer. */
  holds: (path: string) => boolean;
}

const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);

export const UI_LAYERS: readonly UiLayer[] = [
  { name: 'tokens', holds: under('tokens') },
  { name: 'services', holds: under('services') },
  { name: 'registry', holds: under('registry') },
  { name: 'components', holds: under('components') },
  { name: 'kit hooks', holds: (path) => /^kit\/[^/]+$/.test(path) },
  { name: 'layouts', holds: under('layouts') },
  { name: 'kit parts', holds: (path) => /^kit\/[^/]+\/.+$/.test(path) },
  { name: 'screens', holds: under('screens') },
  { name: 'routes', holds: under('routes') },
];

/** What is not layered: stories, tests and what only they use. */
export function isUnlayered(path: string): boolean {
  return /\.(stories|test)\.tsx?$/.test(path) || /^(testing|journeys|visual)\//.test(path);
}

/** `packages/ui/src`. */
export const UI_SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../packages/ui/src');

/** The package's TypeScript sources, by their path below `src` (with `/`). */
export function readUiSources(root: string = UI_SOURCE): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        files.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return files;
}

export interface UiImport {
  from: string;
  to: string;
  /** As written in the source. */
  specifier: string;
}

/** A specifier's file below `src`, if it names one of the package's own TypeScript files. */
function resolveInside(from: string, specifier: string, files: ReadonlyMap<string, string>): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = posix.normalize(posix.join(posix.dirname(from), specifier));
  else if (specifier.startsWith('@siwes/ui/')) target = specifier.slice('@siwes/ui/'.length);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Every import between the package's layered files: `import`, `export … from`, `import()`, `import type`. */
export function uiImports(files: ReadonlyMap<string, string>): UiImport[] {
  const imports: UiImport[] = [];
  for (const [from, text] of files) {
    if (isUnlayered(from)) continue;
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const to = resolveInside(from, specifier, files);
      if (to && !isUnlayered(to)) imports.push({ from, to, specifier });
    }
  }
  return imports;
}

function layerOf(path: string): number {
  return UI_LAYERS.findIndex((layer) => layer.holds(path));
}

/** The cycles of the graph: one path round each strongly connected set of files. */
function cyclesOf(imports: readonly UiImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = new Set<string>();
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.add(member);
    } while (member !== file);
    if (members.size > 1 || next.get(file)?.includes(file)) cycles.push(loopThrough(file, members, next));
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** A shortest way from `start` back to itself inside one strongly connected set. */
function loopThrough(start: string, members: Set<string>, next: Map<string, string[]>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of next.get(file) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * What breaks the layering, one sentence each: a file in no layer, an import up to a higher
 * layer, a cycle. Empty when the package keeps its layers.
 */
export function layeringProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const path of files.keys()) {
    if (!isUnlayered(path) && layerOf(path) < 0) {
      problems.push(`${path} sits in no layer of packages/ui (scripts/ui-layers.ts lists them)`);
    }
  }
  const imports = uiImports(files);
  for (const { from, to, specifier } of imports) {
    const [own, target] = [layerOf(from), layerOf(to)];
    if (own >= 0 && target > own) {
      problems.push(
        `${from} (${UI_LAYERS[own]!.name}) imports '${specifier}' from a higher layer (${UI_LAYERS[target]!.name})`,
      );
    }
  }
  for (const cycle of cyclesOf(imports)) problems.push(`import cycle: ${cycle.join(' -> ')}`);
  return problems;
}
