import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightFileTimes, timeTable, vitestFileTimes } from './test-summary.ts';

const root = '/repo';
const vitest = {
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    { name: `${root}/apps/server/src/a.test.ts`, startTime: 0, endTime: 4000, assertionResults: [{}, {}] },
    { name: `${root}/packages/ui/src/B.stories.tsx`, startTime: 0, endTime: 1500, assertionResults: [{}] },
  ],
};
const playwright = {
  config: { rootDir: `${root}/apps/portal/e2e` },
  stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
  suites: [
    {
      file: 'sessions.spec.ts',
      specs: [
        {
          file: 'sessions.spec.ts',
          tests: [
            { projectName: 'server', results: [{ duration: 2000 }] },
            { projectName: 'fake', results: [{ duration: 1000 }] },
          ],
        },
      ],
    },
  ],
};

describe('the test summary', () => {
  it("gives each file's layer, tests and time, end-to-end files per project", () => {
    expect(vitestFileTimes(vitest, root)).toEqual([
      { layer: 'unit', file: 'apps/server/src/a.test.ts', tests: 2, seconds: 4 },
      { layer: 'stories', file: 'packages/ui/src/B.stories.tsx', tests: 1, seconds: 1.5 },
    ]);
    expect(playwrightFileTimes(playwright, root)).toEqual([
      {
        layer: 'end to end',
        file: 'apps/portal/e2e/sessions.spec.ts (server)',
        tests: 1,
        seconds: 2,
      },
      { layer: 'end to end', file: 'apps/portal/e2e/sessions.spec.ts (fake)', tests: 1, seconds: 1 },
    ]);
  });

  it('lists each layer with its totals, then its slowest files first', () => {
    expect(
      timeTable([
        ...playwrightFileTimes(playwright, root),
        ...vitestFileTimes(vitest, root),
        { layer: 'unit', file: 'c.test.ts', tests: 1, seconds: 9 },
      ]),
    ).toEqual([
      'unit: 3 tests in 2 files, 13 s of file time',
      '     9.0 s  c.test.ts (1)',
      '     4.0 s  apps/server/src/a.test.ts (2)',
      'stories: 1 tests in 1 files, 2 s of file time',
      '     1.5 s  packages/ui/src/B.stories.tsx (1)',
      'end to end: 2 tests in 2 files, 3 s of file time',
      '     2.0 s  apps/portal/e2e/sessions.spec.ts (server) (1)',
      '     1.0 s  apps/portal/e2e/sessions.spec.ts (fake) (1)',
    ]);
  });

  describe('its closing line and exit code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'siwes-summary-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const run = (...files: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync(process.execPath, [join(import.meta.dirname, 'test-summary.ts'), ...files], {
            encoding: 'utf8',
            stdio: 'pipe',
          }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string };
        return { code: failed.status, out: failed.stdout };
      }
    };

    it('ends with the counts of every report, and passes when all passed', () => {
      writeFileSync(join(dir, 'v.json'), JSON.stringify(vitest));
      writeFileSync(join(dir, 'p.json'), JSON.stringify(playwright));
      const { code, out } = run(join(dir, 'v.json'), join(dir, 'p.json'));
      expect(out.trim().split('\n').at(-1)).toBe('Tests: 5 passed, 0 failed');
      expect(code).toBe(0);
    });

    it('fails on a failed test or a missing report', () => {
      writeFileSync(join(dir, 'f.json'), JSON.stringify({ ...vitest, numFailedTests: 1 }));
      expect(run(join(dir, 'f.json')).code).toBe(1);
      expect(run(join(dir, 'v.json'), join(dir, 'missing.json')).code).toBe(1);
    });
  });
});
