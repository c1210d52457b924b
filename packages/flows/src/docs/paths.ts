import { fileURLToPath } from 'node:url';

/** docs/flows.md at the repository root, where the generated diagrams live. */
export const FLOWS_DOC_PATH = fileURLToPath(new URL('../../../../docs/flows.md', import.meta.url));
