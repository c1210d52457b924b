/**
 * Stamps a production build's service worker anew from what the build folder holds now, and
 * compresses it again: after a deployer edits the built pages (the API's address, docs/portal.md),
 * installed portals then take the edit as a new version (docs/deploy.md).
 *
 *   npm run -w @siwes/portal stamp             the build in apps/portal/dist
 *   node apps/portal/scripts/stamp.ts DIR      a build elsewhere
 */
import { join, resolve } from 'node:path';
import { SERVICE_WORKER_FILE, stampServiceWorker } from '../service-worker.ts';
import { compressFiles } from '../vite-plugins.ts';

const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
const stamped = await stampServiceWorker(dir);
await compressFiles([join(dir, SERVICE_WORKER_FILE)]);
console.log(
  `${join(dir, SERVICE_WORKER_FILE)}: version ${stamped.version}, ${stamped.files.length} files kept offline`,
);
