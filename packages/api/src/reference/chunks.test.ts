/**
 * The browser must not download the bank list or the states and LGAs with its first chunk.
 * This builds the reference module as the portal's bundler does (Vite) and looks at the output.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

async function buildReference(): Promise<Chunk[]> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      rolldownOptions: {
        input: fileURLToPath(new URL('./index.ts', import.meta.url)),
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((item): item is Chunk => item.type === 'chunk');
}

const gzipKb = (code: string) => Math.round(gzipSync(code).length / 102.4) / 10;

describe('lazy reference lists', () => {
  it('keeps banks and LGAs out of the entry chunk, each in a chunk of its own', async () => {
    const chunks = await buildReference();
    const entry = chunks.find((chunk) => chunk.isEntry);
    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    expect(entry).toBeDefined();
    if (!entry) return;

    // The small academic lists travel with the entry; the large lists do not.
    expect(entry.code).toContain('Information Resource Management');
    expect(entry.code).not.toContain('Kaura Namoda');
    expect(entry.code).not.toContain('Moniepoint Microfinance Bank');

    const statesChunk = lazy.find((chunk) => chunk.code.includes('Kaura Namoda'));
    const banksChunk = lazy.find((chunk) => chunk.code.includes('Moniepoint Microfinance Bank'));
    expect(statesChunk).toBeDefined();
    expect(banksChunk).toBeDefined();
    expect(statesChunk).not.toBe(banksChunk);
    expect(entry.dynamicImports).toHaveLength(2);

    // What it costs, printed for docs/reference-data.md.
    console.info(
      `reference chunks (gzip): entry ${gzipKb(entry.code)} KB, ` +
        `states ${gzipKb(statesChunk?.code ?? '')} KB, banks ${gzipKb(banksChunk?.code ?? '')} KB`,
    );
  });
});
