/**
 * Before the first journey: the portal's builds (each built once and reused while its sources are
 * unchanged, scripts/portal-build.ts), then the mock build served on the fake's port for the
 * `fake` projects. The real servers are the workers' own (fixtures.ts).
 */
import type { FullConfig } from '@playwright/test';
import { preview } from 'vite';
import { BUILD_DIRS, ensurePortalBuilds, PORTAL } from '../../../scripts/portal-build.ts';
import type { JourneyOptions } from './fixtures.ts';

export default async function globalSetup(config: FullConfig) {
  await ensurePortalBuilds(['production', 'mock'], console.log);
  const fakeUrl = config.projects.find(
    (project) => (project.use as Partial<JourneyOptions>).target === 'fake',
  )?.use.baseURL;
  if (!fakeUrl) return;
  const { hostname, port } = new URL(fakeUrl);
  const server = await preview({
    root: PORTAL,
    mode: 'mock',
    logLevel: 'warn',
    build: { outDir: BUILD_DIRS.mock },
    preview: { host: hostname, port: Number(port), strictPort: true, open: false },
  });
  return () => server.close();
}
