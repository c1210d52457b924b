/**
 * The registry as routes and links: the portal's route table, the journey stories' routes and
 * every link to a patterned path come from here.
 */
import {
  createContext,
  lazy,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Link,
  matchPath,
  useLocation,
  useRoutes,
  type LinkProps,
  type Location,
  type RouteObject,
} from 'react-router';
import type { LoginType } from '@siwes/api';
import { NavigationProgress } from '../components/NavigationProgress/NavigationProgress.tsx';
import { focusMainHeading, MAIN_ID } from '../components/SkipLink/SkipLink.tsx';
import {
  pathTo,
  ROLE_AREAS,
  routerPath,
  SCREEN_LIST,
  SCREENS,
  type ScreenDefinition,
  type ScreenName,
} from './screens.ts';

/** One lazy component per built screen, made once, so a route keeps its screen mounted across renders. */
const LAZY_SCREENS = Object.fromEntries(
  SCREEN_LIST.flatMap((screen) => {
    const load = screen.load;
    return load ? [[screen.name, lazy(async () => ({ default: await load() }))]] : [];
  }),
) as Partial<Record<ScreenName, ComponentType<object>>>;

/** What a route whose screen is not built yet would show; routes skip such entries, so it never does. */
function NotBuilt(): never {
  throw new Error('This screen is not built yet');
}

/**
 * Names the browser tab after a route's screen, so the title says where a screen-reader user
 * landed. A layout effect: a screen shown in the route's place (`ScreenOf`) runs after it and
 * names the tab after itself.
 */
export function useScreenTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * A registered screen with its route's props, naming the browser tab after it. Keyed by its name:
 * React takes two lazy screens that load the same component (the three logins) for one and would
 * keep the first one's state on the other's page: the role a login signs in as, or the inspection
 * list's rows and notices on the defence list's page.
 */
export function ScreenElement({ name }: { name: ScreenName }) {
  const definition = SCREENS[name];
  const Screen = LAZY_SCREENS[name] ?? NotBuilt;
  useScreenTitle(definition.title);
  return <Screen key={name} {...definition.props} />;
}

/**
 * Another registered screen shown in this route's place, at this route's address: /Register
 * shows the Verify Email screen until the email is verified (spec section 2).
 */
export function ScreenOf({ name }: { name: ScreenName }) {
  const definition = SCREENS[name];
  const Screen = LAZY_SCREENS[name] ?? NotBuilt;
  useEffect(() => {
    document.title = definition.title;
  }, [definition.title]);
  return <Screen key={name} {...definition.props} />;
}

export interface ScreenRoutesOptions {
  /** Wraps a role's page: the portal shows that role's login without its session. */
  guard?: (role: LoginType, page: ReactNode) => ReactNode;
}

/** Every built screen as a route, exact and case-sensitive; any other path shows the home page. */
export function screenRoutes({ guard }: ScreenRoutesOptions = {}): RouteObject[] {
  const routes = SCREEN_LIST.filter((screen) => screen.load).map((screen) => {
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

/** Whether the page drawn is its address's: false while it stays on screen for the next one. */
const PageIsCurrent = createContext(true);

/**
 * Whether the page drawn is the one at the router's address: false while it stays on screen
 * with the next page on its way (ADR 013), when its own location is no longer the address.
 * A page that rewrites its address (a paged table keeping its page there) waits meanwhile, so it
 * never puts itself back over the page the user is going to. True outside `useRoutedPage`.
 */
export function usePageIsCurrent(): boolean {
  return useContext(PageIsCurrent);
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
 * and its location is the one the page and its links read. Wants a router whose location
 * updates are urgent (`useTransitions={false}`): under a router that makes them transitions,
 * `pending` never shows. Moves the focus to the new page's heading on arrival.
 */
export function useRoutedPage(routes: RouteObject[]): RoutedPage {
  const location = useLocation();
  const shown = useDeferredValue(location);
  const pending = shown !== location;
  const routed = useRoutes(routes, shown);
  const page = <PageIsCurrent value={!pending}>{routed}</PageIsCurrent>;
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

/** The registered screen an address shows, if any (exact, case-sensitive, as the routes match). */
export function screenAt(pathname: string): (ScreenDefinition & { name: ScreenName }) | undefined {
  return SCREEN_LIST.find((screen) =>
    matchPath({ path: routerPath(screen.path), caseSensitive: true, end: true }, pathname),
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
  SCREENS[name].load?.().catch(() => undefined);
}

export interface ScreenLinkProps extends Omit<LinkProps, 'to'> {
  to: ScreenName;
  /** The values of the path's `{id}` parameters. */
  params?: Record<string, string | number>;
}

/** A link to a registered screen, its path parameters filled: `<ScreenLink to="coordinatorStudent" params={{ id }}>`. */
export function ScreenLink({ to, params, ...link }: ScreenLinkProps) {
  return <Link to={pathTo(to, params)} {...link} />;
}
