import styles from './SkipLink.module.css';

/** The id of the layouts' `<main>`, where the page's own content starts. */
export const MAIN_ID = 'main';

/**
 * Moves the keyboard focus to the page's main heading (the first h1 in `<main>`; `<main>` itself
 * when there is none), made focusable by script only (`tabIndex = -1`) so Tab never stops on it.
 */
export function focusMainHeading(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * "Skip to main content": the first thing Tab reaches on every page, shown only while it has the
 * focus; it takes the keyboard past the navigation bar and the sidebar to the page's heading.
 * Without script (a prerendered page not yet started) it is a plain link to `#main`.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={styles.skip}
      onClick={(event) => {
        event.preventDefault();
        focusMainHeading();
      }}
    >
      Skip to main content
    </a>
  );
}
