/**
 * The web app manifests (issue 25): "Add to Home screen" gives an icon that opens the portal full
 * screen at the role's home. One manifest per role, from one definition here, written into the
 * build (and served by `npm run dev`): `manifest.webmanifest` (students, linked from every page
 * at first), `lecturer.webmanifest` and `coordinator.webmanifest`; the portal links the one of
 * the area a page belongs to (src/manifestLink.ts).
 */
import type { Plugin } from 'vite';

/** The icons of every manifest, drawn by scripts/icons.ts into public/icons. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Each role's app: the site's section it serves, its manifest's file, names and home. */
export const ROLE_APPS = [
  {
    section: 'students',
    file: 'manifest.webmanifest',
    name: 'SIWES Portal',
    shortName: 'SIWES',
    home: '/students/dashboard',
  },
  {
    section: 'supervisors',
    file: 'lecturer.webmanifest',
    name: 'SIWES Portal for lecturers',
    shortName: 'SIWES Lecturer',
    home: '/lecturers/index',
  },
  {
    section: 'coordinator',
    file: 'coordinator.webmanifest',
    name: 'SIWES Portal for the coordinator',
    shortName: 'SIWES Coordinator',
    home: '/coordinator/index',
  },
] as const;

export type RoleApp = (typeof ROLE_APPS)[number];

export function manifestOf(app: RoleApp) {
  return {
    id: app.home,
    name: app.name,
    short_name: app.shortName,
    description:
      'SIWES placement portal: register your placement, report every weekday, follow your inspection, defence and grades.',
    lang: 'en',
    start_url: app.home,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#0b3d2a',
    icons: MANIFEST_ICONS,
  };
}

/** Every manifest's file, for the service worker's list of files kept offline. */
export const MANIFEST_FILES = ROLE_APPS.map((app) => app.file);
export const ICON_FILES = [...MANIFEST_ICONS.map((icon) => icon.src.slice(1)), 'icons/apple-touch-icon.png'];

export function webAppManifests(): Plugin {
  return {
    name: 'siwes-web-app-manifests',
    generateBundle() {
      for (const app of ROLE_APPS) {
        this.emitFile({
          type: 'asset',
          fileName: app.file,
          source: JSON.stringify(manifestOf(app), null, 2),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const app = ROLE_APPS.find((candidate) => request.url === `/${candidate.file}`);
        if (!app) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(JSON.stringify(manifestOf(app)));
      });
    },
  };
}
