import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker, type OfflineOptions } from './service-worker.ts';
import { precompress, prerenderPages, type PrerenderedPage } from './vite-plugins.ts';
import { ICON_FILES, MANIFEST_FILES, webAppManifests } from './web-app-manifests.ts';

const require = createRequire(import.meta.url);

/**
 * In `mock` mode (the portal on the fake, for end-to-end tests without a server) the build needs
 * MSW's worker script beside it. Production builds never include it.
 */
function emitMockWorker(): Plugin {
  return {
    name: 'siwes-emit-mock-worker',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source });
    },
  };
}

/** The public pages, written as HTML by the production build (vite-plugins.ts). */
const PRERENDERED: PrerenderedPage[] = [
  { path: '/', file: 'index.html', screen: 'screens/Home/HomeScreen.tsx' },
  { path: '/studentlogin', file: 'studentlogin.html', screen: 'screens/Login/LoginScreen.tsx' },
  { path: '/lecturerlogin', file: 'lecturerlogin.html', screen: 'screens/Login/LoginScreen.tsx' },
  { path: '/coordinatorlogin', file: 'coordinatorlogin.html', screen: 'screens/Login/LoginScreen.tsx' },
];

/**
 * What the service worker keeps, so these open with no network after one visit (issue 25): the
 * public pages and the student's home, Work Details and Weekly Report, with the web app manifests
 * and icons. Other roles' screens are not kept: they need the network, and say so.
 */
const OFFLINE: OfflineOptions = {
  pages: PRERENDERED,
  screens: [
    'screens/Home/HomeScreen.tsx',
    'screens/Login/LoginScreen.tsx',
    'screens/StudentHome/StudentHomeScreen.tsx',
    'screens/WorkDetailsUpload/WorkDetailsUploadScreen.tsx',
    'screens/WeeklyReport/WeeklyReportScreen.tsx',
  ],
  publicFiles: [...MANIFEST_FILES, ...ICON_FILES],
};

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    webAppManifests(),
    ...(mode === 'development' ? [msw({ mode: 'worker-only' })] : []),
    ...(mode === 'mock' ? [emitMockWorker()] : []),
    ...(mode === 'production' ? [prerenderPages(PRERENDERED), serviceWorker(OFFLINE)] : []),
    precompress(),
  ],
  define: {
    // Dead-code elimination removes the fake from production builds.
    __SIWES_FAKE_API__: JSON.stringify(mode === 'development' || mode === 'mock'),
  },
  envPrefix: 'VITE_',
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
}));
