/**
 * The layers inside packages/ui (scripts/ui-layers.ts): the package keeps them, and probe files
 * that break them (an import up a layer, a cycle, a folder in no layer) are caught, so a loosened
 * check fails here rather than in review.
 */
import { describe, expect, it } from 'vitest';
import { layeringProblems, readUiSources, uiImports } from './ui-layers.ts';

const sources = readUiSources();

/** The package as it is, with probe files added (or replaced). */
function withProbes(probes: Record<string, string>): Map<string, string> {
  return new Map([...sources, ...Object.entries(probes)]);
}

describe('the layers of packages/ui', () => {
  it('reads the import graph of the package', () => {
    const imports = uiImports(sources);
    expect(imports.length).toBeGreaterThan(300);
    // A lazy import counts like any other: the routes load every screen.
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'routes/loaders.ts', to: 'screens/Home/HomeScreen.tsx' }),
    );
  });

  it('has no import up a layer and no cycle', () => {
    expect(layeringProblems(sources)).toEqual([]);
  });

  it.each([
    [
      'a component importing a screen',
      { 'components/Probe/Probe.tsx': "export { HomeScreen } from '../../screens/Home/HomeScreen.tsx';\n" },
      "components/Probe/Probe.tsx (components) imports '../../screens/Home/HomeScreen.tsx' from a higher layer (screens)",
    ],
    [
      'the registry loading a screen lazily',
      { 'registry/probe.ts': "export const load = () => import('../screens/Home/HomeScreen.tsx');\n" },
      "registry/probe.ts (registry) imports '../screens/Home/HomeScreen.tsx' from a higher layer (screens)",
    ],
    [
      'a kit hook importing a layout, by the package name and for a type only',
      {
        'kit/useProbe.ts':
          "import type { AreaLayoutProps } from '@siwes/ui/layouts/AreaLayout/AreaLayout.tsx';\nexport type P = AreaLayoutProps;\n",
      },
      "kit/useProbe.ts (kit hooks) imports '@siwes/ui/layouts/AreaLayout/AreaLayout.tsx' from a higher layer (layouts)",
    ],
    [
      'a screen importing the routes',
      { 'screens/Probe/ProbeScreen.tsx': "export { SCREEN_LOADERS } from '../../routes/loaders.ts';\n" },
      "screens/Probe/ProbeScreen.tsx (screens) imports '../../routes/loaders.ts' from a higher layer (routes)",
    ],
    [
      'a file in no layer',
      { 'helpers/probe.ts': 'export const probe = 1;\n' },
      'helpers/probe.ts sits in no layer of packages/ui (scripts/ui-layers.ts lists them)',
    ],
  ])('refuses %s', (_, probes, problem) => {
    expect(layeringProblems(withProbes(probes))).toEqual([problem]);
  });

  it('refuses a cycle inside one layer, and names its way round', () => {
    const problems = layeringProblems(
      withProbes({
        'components/ProbeA/ProbeA.tsx': "export { b } from '../ProbeB/ProbeB.tsx';\nexport const a = 1;\n",
        'components/ProbeB/ProbeB.tsx': "import { a } from '../ProbeA/ProbeA.tsx';\nexport const b = a;\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^import cycle: components\/Probe(A|B)\/Probe\1\.tsx -> components\/Probe[AB]\/Probe[AB]\.tsx -> components\/Probe\1\/Probe\1\.tsx$/,
    );
  });

  it('refuses a cycle of type-only imports too', () => {
    const problems = layeringProblems(
      withProbes({
        'kit/probeA.ts': "import type { B } from './probeB.ts';\nexport type A = { b?: B };\n",
        'kit/probeB.ts': "import type { A } from './probeA.ts';\nexport type B = { a?: A };\n",
      }),
    );
    expect(problems).toEqual([expect.stringMatching(/^import cycle: kit\/probe[AB]\.ts -> /)]);
  });

  it('lets stories, tests and their helpers import any layer', () => {
    expect(
      layeringProblems(
        withProbes({
          'components/Probe/Probe.stories.tsx': "import { SCREEN_LOADERS } from '../../routes/loaders.ts';\n",
          'kit/probe.test.ts': "import { HomeScreen } from '../screens/Home/HomeScreen.tsx';\n",
          'testing/probe.ts': "export { ScreenRoutes } from '../routes/ScreenRoutes.tsx';\n",
        }),
      ),
    ).toEqual([]);
  });

  it('lets a layer import its own layer and the ones below', () => {
    expect(
      layeringProblems(
        withProbes({
          'kit/Probe/Probe.tsx':
            "import { AreaLayout } from '../../layouts/AreaLayout/AreaLayout.tsx';\nimport { useLoad } from '../useLoad.ts';\nexport { AreaLayout, useLoad };\n",
        }),
      ),
    ).toEqual([]);
  });
});
