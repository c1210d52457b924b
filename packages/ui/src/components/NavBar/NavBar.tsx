import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pathTo, screenAt, type Section } from '../../registry/screens.ts';
import { sectionOfScreen } from '../../registry/roleAreas.ts';
import styles from './NavBar.module.css';

export type { Section };

export const PUBLIC_LINKS: ReadonlyArray<{ section: Section; label: string; to: string }> = [
  { section: 'home', label: 'Home', to: pathTo('home') },
  { section: 'students', label: 'Students', to: pathTo('studentLogin') },
  { section: 'supervisors', label: 'Supervisors', to: pathTo('lecturerLogin') },
  { section: 'coordinator', label: 'Coordinator', to: pathTo('coordinatorLogin') },
];

/** Which section of the site a path belongs to, for the navigation bar's highlight (the registry says). */
export function sectionOf(pathname: string): Section {
  const screen = screenAt(pathname);
  return screen ? sectionOfScreen(screen) : 'home';
}

export interface NavBarProps {
  /** Overrides the section worked out from the current path. */
  current?: Section;
  /** Start with the small-screen menu open. */
  defaultOpen?: boolean;
  /**
   * Inside a signed-in area: on a small screen the public links and their Menu button are left
   * out, so the area's own menu is the only one (issue 34); from 48rem they show as ever.
   */
  inArea?: boolean;
  /** What a signed-in area adds at the bar's end, on every screen size (the notifications bell). */
  actions?: ReactNode;
}

/**
 * The public navigation bar: the logo to `/`, and Home, Students, Supervisors and Coordinator.
 * The current section is highlighted and marked `aria-current`. On small screens the links fold
 * behind a menu button that says whether it is expanded; Escape closes the open menu and returns
 * the focus to that button. Inside a signed-in area (`inArea`) a small screen shows only the logo:
 * the area's sidebar is the one menu there.
 */
export function NavBar({ current, defaultOpen = false, inArea = false, actions }: NavBarProps) {
  const { pathname } = useLocation();
  const active = current ?? sectionOf(pathname);
  const [open, setOpen] = useState(defaultOpen);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  /** Escape closes the open menu from anywhere in it, and the keyboard goes back to its button. */
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <header className={[styles.bar, inArea && styles.inArea].filter(Boolean).join(' ')}>
      <nav className={styles.inner} aria-label="Main" onKeyDown={closeOnEscape}>
        <Link to="/" className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            IT
          </span>
          SIWES Portal<span className="visually-hidden"> home</span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <ul id={menuId} className={`${styles.menu} ${open ? styles.open : ''}`}>
          {PUBLIC_LINKS.map((link) => (
            <li key={link.section}>
              <Link
                to={link.to}
                className={`${styles.link} ${link.section === active ? styles.current : ''}`}
                aria-current={link.section === active ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {actions && <div className={styles.actions}>{actions}</div>}
      </nav>
    </header>
  );
}
