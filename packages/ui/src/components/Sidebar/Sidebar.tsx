import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import styles from './Sidebar.module.css';

export interface SidebarLink {
  to: string;
  label: string;
  /** The heading the link sits under; links without one come first, above the headings. */
  group?: string;
}

/** The links without a heading, then each heading with its links, in the order first met. */
function byGroup(links: readonly SidebarLink[]): {
  loose: SidebarLink[];
  groups: Array<[string, SidebarLink[]]>;
} {
  const loose: SidebarLink[] = [];
  const groups = new Map<string, SidebarLink[]>();
  for (const link of links) {
    if (!link.group) loose.push(link);
    else groups.set(link.group, [...(groups.get(link.group) ?? []), link]);
  }
  return { loose, groups: [...groups] };
}

export interface SidebarProps {
  /** The area's name, e.g. `Student`, `Lecturer`, `Coordinator`. */
  title: string;
  links: readonly SidebarLink[];
  onLogout: () => void;
  /** Start collapsed (phones), when the sidebar keeps its own state. */
  defaultCollapsed?: boolean;
  /** Folded or not, when the caller keeps the state (the area layout folds it on narrow pages). */
  collapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  className?: string;
  /** Disables Logout while it is in flight. */
  loggingOut?: boolean;
}

/**
 * A role area's sidebar: its links, the current page marked (`aria-current="page"`), and a Logout
 * item. Links given a `group` sit under that heading, a list of its own named by it (the
 * coordinator's Cohort, Grading, Accounts and Settings). It collapses behind a button that says
 * whether it is expanded, "Menu" (on a phone it is the only menu: the area layout hides the
 * site's public links there). Escape inside the open list folds it and gives the keyboard back to
 * the button, as the site's menu does.
 *
 * A layout that always shows the list (the area layout beside the page, from 48rem) hides the
 * button and shows the list whatever its state, through the parts' `data-part` attributes
 * (`toggle`, `list`); the list folds by a `data-collapsed` attribute, not `hidden`, so that such
 * a layout's CSS can show it.
 */
export function Sidebar({
  title,
  links,
  onLogout,
  defaultCollapsed = false,
  collapsed: controlled,
  onCollapsedChange,
  loggingOut = false,
  className,
}: SidebarProps) {
  const [own, setOwn] = useState(defaultCollapsed);
  const collapsed = controlled ?? own;
  const setCollapsed = (next: boolean) => {
    setOwn(next);
    onCollapsedChange?.(next);
  };
  const listId = useId();
  const { loose, groups } = byGroup(links);
  const item = (link: SidebarLink) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={styles.link}>
        {link.label}
      </NavLink>
    </li>
  );
  const toggle = useRef<HTMLButtonElement>(null);
  // Only where the button is there to open it again (a layout may hide it and show the list).
  const foldOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || collapsed || !toggle.current?.checkVisibility()) return;
    event.preventDefault();
    setCollapsed(true);
    toggle.current.focus();
  };
  return (
    <nav
      className={[styles.sidebar, className].filter(Boolean).join(' ')}
      aria-label={`${title} menu`}
      onKeyDown={foldOnEscape}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <button
          type="button"
          ref={toggle}
          className={styles.toggle}
          data-part="toggle"
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setCollapsed(!collapsed)}
        >
          <span aria-hidden="true">{collapsed ? '☰' : '✕'}</span> {collapsed ? 'Menu' : 'Close menu'}
        </button>
      </div>
      <ul id={listId} className={styles.list} data-part="list" data-collapsed={collapsed || undefined}>
        {loose.map(item)}
        {groups.map(([group, grouped], index) => (
          <li key={group} className={styles.group}>
            <h3 className={styles.groupTitle} id={`${listId}-${index}`}>
              {group}
            </h3>
            <ul className={styles.groupList} aria-labelledby={`${listId}-${index}`}>
              {grouped.map(item)}
            </ul>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={onLogout} disabled={loggingOut}>
            {loggingOut ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
