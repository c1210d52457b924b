import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompress, prerenderPages, type PrerenderedPage } from './vite-plugins.ts';

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

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    ...(mode === 'development' ? [msw({ mode: 'worker-only' })] : []),
    ...(mode === 'mock' ? [emitMockWorker()] : []),
    ...(mode === 'production' ? [prerenderPages(PRERENDERED)] : []),
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
