/**
 * The browser entry must carry no zod: the client takes the schemas as types only.
 * A second build of the contract entry proves the check would see zod if it were there.
 */
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { fileURLToPath } from 'node:url';

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'entry' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

/** Marks zod 4 leaves in any bundle that includes it. */
const ZOD_MARKS = [/\$ZodType/, /_zod\b/, /ZodError/];

describe('browser bundle', () => {
  it('has the client but no zod', { timeout: 60_000 }, async () => {
    const code = await bundle('./index.ts');
    expect(code).toContain('createClient');
    expect(code).toContain('/api/coordinators/weeklyReportScore/csv');
    for (const mark of ZOD_MARKS) expect(code).not.toMatch(mark);
  });

  it('would notice zod: the contract entry has it', { timeout: 60_000 }, async () => {
    const code = await bundle('./contract/index.ts');
    for (const mark of ZOD_MARKS) expect(code).toMatch(mark);
  });
});
