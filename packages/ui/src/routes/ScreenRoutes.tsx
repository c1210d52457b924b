/**
 * The registry as routes: the portal's route table and the journey stories' routes come from the
 * registry's list (registry/screens.ts) and the screens' loaders (loaders.ts).
 */
import { lazy, useDeferredValue, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import type { LoginType } from '@siwes/api';
import { NavigationProgress } from '../components/NavigationProgress/NavigationProgress.tsx';
import { focusMainHeading, MAIN_ID } from '../components/SkipLink/SkipLink.tsx';
import { PageIsCurrent, useScreenTitle } from '../registry/currentPage.ts';
import { ScreenSlot, type DrawScreen } from '../registry/ScreenLink.tsx';
import { routerPath, screenAt, SCREEN_LIST, SCREENS, type ScreenName } from '../registry/screens.ts';
import { ROLE_AREAS } from '../registry/roleAreas.ts';
import { SCREEN_LOADERS } from './loaders.ts';

/** One lazy component per screen, made once, so a route keeps its screen mounted across renders. */
const LAZY_SCREENS = {} as Record<ScreenName, ComponentType<object>>;
for (const { name } of SCREEN_LIST) {
  const { load } = SCREEN_LOADERS[name];
  LAZY_SCREENS[name] = lazy(async () => ({ default: await load() }));
}

/**
 * A registered screen with its route's props. Keyed by its name: React takes two lazy screens
 * that load the same component (the three logins) for one and would keep the first one's state
 * on the other's page: the role a login signs in as, or the inspection list's rows and notices on
 * the defence list's page.
 */
const drawScreen: DrawScreen = (name) => {
  const Screen = LAZY_SCREENS[name];
  return <Screen key={name} {...SCREEN_LOADERS[name].props} />;
};

/** Lets `ScreenOf` draw registered screens inside it: the routes' pages, Storybook's stories. */
export function ScreenSlotProvider({ children }: { children: ReactNode }) {
  return <ScreenSlot value={drawScreen}>{children}</ScreenSlot>;
}

/** A registered screen as its route shows it, naming the browser tab after it. */
export function ScreenElement({ name }: { name: ScreenName }) {
  useScreenTitle(SCREENS[name].title);
  return drawScreen(name);
}

export interface ScreenRoutesOptions {
  /** Wraps a role's page: the portal shows that role's login without its session. */
  guard?: (role: LoginType, page: ReactNode) => ReactNode;
}

/** Every registered screen as a route, exact and case-sensitive; any other path shows the home page. */
export function screenRoutes({ guard }: ScreenRoutesOptions = {}): RouteObject[] {
  const routes = SCREEN_LIST.map((screen) => {
    const page = <ScreenElement name={screen.name} />;
    return {
      path: routerPath(screen.path),
      caseSensitive: true,
      element: screen.role && guard ? guard(screen.role, page) : page,
    };
  });
  return [...routes, { path: '*', element: <ScreenElement name="home" /> }];
}

/**
 * After an in-app navigation, once the new page is drawn, takes the keyboard focus to its main
 * heading, so Tab goes on from the page rather than from the top of the window (a page's old
 * link, removed with it, had left the focus nowhere). The first page of a visit keeps the
 * browser's own start; a page that put the focus somewhere in its own content on purpose (its
 * effects run before this one) keeps it. A new path is a new page: a change of the query string
 * alone (a paged table keeping its page or search there) or of the hash (the skip link) is the
 * same page, and moves nothing.
 */
function useFocusOnArrival(location: Location): void {
  const page = location.pathname;
  const seen = useRef(page);
  useEffect(() => {
    if (seen.current === page) return;
    seen.current = page;
    const active = document.activeElement;
    const main = document.getElementById(MAIN_ID);
    if (active && active !== document.body && main?.contains(active)) return;
    focusMainHeading();
  }, [page]);
}

export interface RoutedPage {
  /** The page of the location being shown. */
  page: ReactNode;
  /** The path of the page being shown (the previous one while the next is on its way). */
  pathname: string;
  /** Whether a followed link's page is on its way, the previous page still showing. */
  pending: boolean;
}

/**
 * The page the routes give for the current location, drawn in the background: while the next
 * page's code loads the previous page stays (rather than a blank spinner), `pending` says so,
 * and its location is the one the page and its links read (`usePageIsCurrent`). Wants a router
 * whose location updates are urgent (`useTransitions={false}`): under a router that makes them
 * transitions, `pending` never shows. Moves the focus to the new page's heading on arrival.
 */
export function useRoutedPage(routes: RouteObject[]): RoutedPage {
  const location = useLocation();
  const shown = useDeferredValue(location);
  const pending = shown !== location;
  const routed = useRoutes(routes, shown);
  const page = (
    <ScreenSlotProvider>
      <PageIsCurrent value={!pending}>{routed}</PageIsCurrent>
    </ScreenSlotProvider>
  );
  useFocusOnArrival(shown);
  return { page, pathname: shown.pathname, pending };
}

/** The registry's routes as the portal shows them, for stories that walk through several screens. */
export function ScreenRoutes(props: ScreenRoutesOptions) {
  const { page, pending } = useRoutedPage(screenRoutes(props));
  return (
    <>
      <NavigationProgress pending={pending} />
      {page}
    </>
  );
}

/**
 * Starts fetching the code of the screen an address will show (that role's login instead when
 * `signedIn` says the role has no session; the home page for an unknown address), so it comes
 * with the framework's own code rather than once React first renders the route. On a slow phone
 * the page arrives sooner, and the work of asking for its files is done before the first paint
 * rather than in a long task after it. A failure is left for the route to show when it renders.
 */
export function preloadScreenAt(pathname: string, signedIn: (role: LoginType) => boolean): void {
  const screen = screenAt(pathname) ?? { ...SCREENS.home, name: 'home' as const };
  const name = screen.role && !signedIn(screen.role) ? ROLE_AREAS[screen.role].login : screen.name;
  SCREEN_LOADERS[name].load().catch(() => undefined);
}
