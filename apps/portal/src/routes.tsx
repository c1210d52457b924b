/**
 * The route table (spec section 2): every screen of the registry (`@siwes/ui`'s one list of
 * screens), matched exactly and case-sensitively, each role's pages behind that role's guard;
 * any unknown path shows the home page.
 *
 * The portal routes declaratively (`BrowserRouter`, `useRoutes`): it has no loaders or actions,
 * and the data router's code was 18 KB of gzipped JavaScript in every page's first load.
 * The router's location updates are urgent (`useTransitions={false}`, start.tsx) and the page is
 * drawn from a deferred copy of the location (`useRoutedPage`): the previous page stays while the
 * next one's code loads, and the bar at the top says a page is on its way (ADR 013).
 */
import { Component, type ReactNode } from 'react';
import { type RouteObject } from 'react-router';
import { NavigationProgress } from '@siwes/ui/components/NavigationProgress/NavigationProgress.tsx';
import { RequireRole } from '@siwes/ui/routes/RequireRole.tsx';
import { screenRoutes, useRoutedPage } from '@siwes/ui/routes/ScreenRoutes.tsx';
import { AppError } from './AppError.tsx';
import { useManifestLink } from './manifestLink.ts';

export const routes: RouteObject[] = screenRoutes({
  guard: (role, page) => <RequireRole role={role}>{page}</RequireRole>,
});

/**
 * The page for the current location, with the bar that shows while the next one is on its way;
 * a page that throws while rendering shows the error screen.
 */
export function PortalRoutes() {
  const { page, pathname, pending } = useRoutedPage(routes);
  useManifestLink(pathname);
  return (
    <>
      <NavigationProgress pending={pending} />
      <PageErrorBoundary pathname={pathname}>{page}</PageErrorBoundary>
    </>
  );
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  pathname: string;
}

/**
 * Shows the spec's error screen, never a stack trace, when a page throws while rendering (or
 * says the network is gone, or a new version is ready, when its code could not be had); going to
 * another path tries again.
 */
class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <AppError error={this.state.error} /> : this.props.children;
  }
}
