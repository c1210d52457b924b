/**
 * The registry as the pages below the routes use it: a link to a registered screen, and another
 * registered screen shown in a page's place. Neither imports a screen: `ScreenOf` draws what the
 * routes (`routes/ScreenRoutes.tsx`) put in `ScreenSlot`, so the screens' code stays above every
 * page that names one (scripts/ui-layers.ts).
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { pathTo, SCREENS, type ScreenName } from './screens.ts';

export interface ScreenLinkProps extends Omit<LinkProps, 'to'> {
  to: ScreenName;
  /** The values of the path's `{id}` parameters. */
  params?: Record<string, string | number>;
  /** A query string for the page (`?status=not-graded`): a list opened filtered. */
  search?: string;
}

/** A link to a registered screen, its path parameters filled: `<ScreenLink to="coordinatorStudent" params={{ id }}>`. */
export function ScreenLink({ to, params, search = '', ...link }: ScreenLinkProps) {
  return <Link to={`${pathTo(to, params)}${search}`} {...link} />;
}

/** Draws a registered screen with its route's props: what the routes provide to `ScreenOf`. */
export type DrawScreen = (name: ScreenName) => ReactNode;

/** The routes' way of drawing a registered screen; the routes, and Storybook's router, provide it. */
export const ScreenSlot = createContext<DrawScreen | null>(null);

/**
 * Another registered screen shown in this route's place, at this route's address, naming the tab
 * after it: /Register shows the Verify Email screen until the email is verified (spec section 2).
 */
export function ScreenOf({ name }: { name: ScreenName }) {
  const draw = useContext(ScreenSlot);
  const { title } = SCREENS[name];
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (!draw) throw new Error(`ScreenOf("${name}") is drawn by the routes: render it inside ScreenRoutes`);
  return draw(name);
}
