/**
 * Vitest's global set-up for the unit project: one throwaway PostgreSQL cluster for the whole run,
 * started before the first test file and stopped after the last. Each test file (in a worker of its
 * own) makes fresh databases in it through `postgresCluster()` (harness.ts): a database per
 * server, never a cluster per file. Without PostgreSQL's binaries nothing starts, and the harness
 * registers SQLite only.
 */
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's cluster's `postgres` database, or '' without PostgreSQL. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    project.provide('postgresAdminUrl', '');
    return;
  }
  const cluster = await startPostgres(bin);
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
