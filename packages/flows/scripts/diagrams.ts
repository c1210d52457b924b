/**
 * Regenerates the diagrams in docs/flows.md from the machines' definitions (between the
 * generated markers; the prose around them is kept). A unit test fails when the file is stale.
 *
 *   npm run -w @siwes/flows diagrams
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogue } from '../src/catalogue.ts';
import { updateFlowsDocument } from '../src/docs/mermaid.ts';
import { FLOWS_DOC_PATH } from '../src/docs/paths.ts';

const current = readFileSync(FLOWS_DOC_PATH, 'utf8');
const next = updateFlowsDocument(current, catalogue);
if (next === current) {
  console.log('docs/flows.md is up to date.');
} else {
  writeFileSync(FLOWS_DOC_PATH, next);
  console.log(`docs/flows.md updated: ${catalogue.length} machines.`);
}
