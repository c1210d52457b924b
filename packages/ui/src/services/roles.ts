/**
 * Each role's places in the portal: its login page, its home, its sidebar. The sidebar lists the
 * screens that exist; later issues add theirs here and a route in the portal.
 */
import type { LoginType } from '@siwes/api';
import { PATHS } from './paths.ts';

export interface RoleArea {
  role: LoginType;
  /** The login page's heading. */
  loginTitle: string;
  loginPath: string;
  homePath: string;
  /** The sidebar's title. */
  areaTitle: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

export const ROLE_AREAS: Record<LoginType, RoleArea> = {
  student: {
    role: 'student',
    loginTitle: 'Student Login',
    loginPath: PATHS.studentLogin,
    homePath: PATHS.studentDashboard,
    areaTitle: 'Student',
    links: [{ to: PATHS.studentDashboard, label: "Student's Home" }],
  },
  supervisor: {
    role: 'supervisor',
    loginTitle: 'Lecturer Login',
    loginPath: PATHS.lecturerLogin,
    homePath: PATHS.lecturerHome,
    areaTitle: 'Lecturer',
    links: [{ to: PATHS.lecturerHome, label: "Lecturer's Home" }],
  },
  coordinator: {
    role: 'coordinator',
    loginTitle: 'Coordinator Login',
    loginPath: PATHS.coordinatorLogin,
    homePath: PATHS.coordinatorHome,
    areaTitle: 'Coordinator',
    links: [{ to: PATHS.coordinatorHome, label: "Coordinator's Home" }],
  },
};
