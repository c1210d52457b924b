/**
 * Which web app manifest a page links (issue 25): the one of the area it belongs to, so "Add to
 * Home screen" on a lecturer's page gives an icon that opens the lecturer's home, and on a
 * student's page (or a public one) the student's home. The build writes them
 * (web-app-manifests.ts); index.html links the student's, and this moves the link as the reader
 * moves between areas.
 */
import { useEffect } from 'react';
import { screenAt } from '@siwes/ui/registry/screens.ts';
import { sectionOfScreen } from '@siwes/ui/registry/roleAreas.ts';
import { ROLE_APPS } from '../web-app-manifests.ts';

/** The manifest of the area `pathname` belongs to (the students' for public pages). */
export function manifestFor(pathname: string): string {
  const screen = screenAt(pathname);
  const section = screen ? sectionOfScreen(screen) : 'home';
  const app = ROLE_APPS.find((candidate) => candidate.section === section) ?? ROLE_APPS[0];
  return `/${app.file}`;
}

/** Points the page's manifest link at its area's manifest. */
export function useManifestLink(pathname: string): void {
  useEffect(() => {
    const link = document.querySelector('link[rel="manifest"]');
    const href = manifestFor(pathname);
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [pathname]);
}
