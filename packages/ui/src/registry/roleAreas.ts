/**
 * Each role's places, read from the screen registry (`screens.ts`): its login page and home, its
 * sidebar's title and links, and the navigation bar's highlight for a page. Kept apart from the
 * registry's list so that adding a screen touches only that list.
 */
import type { LoginType } from '@siwes/api';
import {
  pathTo,
  SCREEN_LIST,
  SIDEBAR_GROUPS,
  type ScreenDefinition,
  type ScreenName,
  type Section,
  type SidebarGroup,
} from './screens.ts';

const SECTION_OF_ROLE: Record<LoginType, Section> = {
  student: 'students',
  supervisor: 'supervisors',
  coordinator: 'coordinator',
};

export function sectionOfScreen(definition: ScreenDefinition): Section {
  return definition.section ?? (definition.role ? SECTION_OF_ROLE[definition.role] : 'home');
}

/** Each role's places: its login page, its home, its sidebar's title and the login's heading. */
export interface RoleArea {
  role: LoginType;
  loginTitle: string;
  areaTitle: string;
  login: ScreenName;
  home: ScreenName;
}

export const ROLE_AREAS: Record<LoginType, RoleArea> = {
  student: {
    role: 'student',
    loginTitle: 'Student Login',
    areaTitle: 'Student',
    login: 'studentLogin',
    home: 'studentDashboard',
  },
  supervisor: {
    role: 'supervisor',
    loginTitle: 'Lecturer Login',
    areaTitle: 'Lecturer',
    login: 'lecturerLogin',
    home: 'lecturerHome',
  },
  coordinator: {
    role: 'coordinator',
    loginTitle: 'Coordinator Login',
    areaTitle: 'Coordinator',
    login: 'coordinatorLogin',
    home: 'coordinatorHome',
  },
};

export const loginPath = (role: LoginType) => pathTo(ROLE_AREAS[role].login);
export const homePath = (role: LoginType) => pathTo(ROLE_AREAS[role].home);

/**
 * A role's sidebar: its screens that have a sidebar label, those without a heading first, then
 * each heading's in the order of SIDEBAR_GROUPS, each in registry order.
 */
export function sidebarLinks(role: LoginType): Array<{ to: string; label: string; group?: SidebarGroup }> {
  const rank = (group: SidebarGroup | undefined) => (group ? SIDEBAR_GROUPS.indexOf(group) + 1 : 0);
  return SCREEN_LIST.filter((s) => s.role === role && s.sidebar)
    .map((s) => ({ to: s.path, label: s.sidebar!, ...(s.group && { group: s.group }) }))
    .sort((a, b) => rank(a.group) - rank(b.group));
}

/** Each role's notifications page and settings page (issue 26). */
export const NOTIFICATION_SCREENS = {
  student: { list: 'studentNotifications', settings: 'studentNotificationSettings' },
  supervisor: { list: 'lecturerNotifications', settings: 'lecturerNotificationSettings' },
  coordinator: { list: 'coordinatorNotifications', settings: 'coordinatorNotificationSettings' },
} as const satisfies Record<LoginType, { list: ScreenName; settings: ScreenName }>;
