/**
 * What a page knows of itself from the routes: its title in the browser tab, and whether it is
 * the page at the router's address or one staying on screen while the next loads (ADR 013).
 */
import { createContext, useContext, useLayoutEffect } from 'react';

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

/** Whether the page drawn is its address's: false while it stays on screen for the next one. */
export const PageIsCurrent = createContext(true);

/**
 * Whether the page drawn is the one at the router's address: false while it stays on screen
 * with the next page on its way (ADR 013), when its own location is no longer the address.
 * A page that rewrites its address (a paged table keeping its page there) waits meanwhile, so it
 * never puts itself back over the page the user is going to. True outside the routes
 * (`useRoutedPage` provides it).
 */
export function usePageIsCurrent(): boolean {
  return useContext(PageIsCurrent);
}
