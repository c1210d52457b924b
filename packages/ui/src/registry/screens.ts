/**
 * The screen registry: the one list of the portal's screens (spec section 2). Each entry gives
 * the route's exact path (`{id}` marks a parameter), who may open it, its page title and its
 * label in the role's sidebar. The portal's route table and guards, each role's sidebar, the
 * navigation bar's highlight, the links between pages, Storybook's router and the journey
 * stories all read it. It imports no screen: each screen's code and the props its route gives it
 * are the routes' (`routes/loaders.ts`, under the same name), so the layouts, components and
 * hooks that read this list sit below the screens (scripts/ui-layers.ts). Adding a screen is an
 * entry here and its loader there (docs/adding-a-screen.md).
 *
 * Sidebar links appear in the order of this list; a role with many pages (the coordinator) has
 * them under headings (`group`), in the order of SIDEBAR_GROUPS.
 */
import { matchPath } from 'react-router';
import { fillPath, LOGBOOK, NOTIFICATIONS, type LoginType } from '@siwes/api';

/** Where a page sits in the public navigation bar (its highlight). */
export type Section = 'home' | 'students' | 'supervisors' | 'coordinator';

/** The headings a sidebar's links sit under, in this order (the coordinator's 15 pages; issues 34 and 26). */
export const SIDEBAR_GROUPS = ['Cohort', 'Grading', 'Accounts', 'Settings'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export interface ScreenDefinition {
  /** The spec's path, matched exactly and case-sensitively; `{id}` marks a parameter. */
  path: string;
  /** The signed-in role the page needs (without it, that role's login shows); absent for public pages. */
  role?: LoginType;
  /** The browser tab's title while the page is shown. */
  title: string;
  /** The label of the page's link in its role's sidebar; absent for pages not in the sidebar. */
  sidebar?: string;
  /** The heading its sidebar link sits under; none for a link above the headings (the home). */
  group?: SidebarGroup;
  /** The navigation bar's highlight; defaults to the role's section, or home. */
  section?: Section;
}

export const SCREENS = {
  // Public pages
  home: { path: '/', title: 'Home' },
  studentLogin: {
    path: '/studentlogin',
    title: 'Student Login',
    section: 'students',
  },
  lecturerLogin: {
    path: '/lecturerlogin',
    title: 'Lecturer Login',
    section: 'supervisors',
  },
  coordinatorLogin: {
    path: '/coordinatorlogin',
    title: 'Coordinator Login',
    section: 'coordinator',
  },

  // Student registration and password reset
  verifyStudent: {
    path: '/verifyStudent',
    title: 'Verify Email',
    section: 'students',
  },
  verifyStudentPass: {
    path: '/verifyStudentPass',
    title: 'Verify Email',
    section: 'students',
  },
  /** The spelling the spec's login link uses; both work. */
  verifyStudentPassAlt: {
    path: '/VerifyStudentPass',
    title: 'Verify Email',
    section: 'students',
  },
  validateOtp: {
    path: '/validateOtp',
    title: 'Validate OTP',
    section: 'students',
  },
  register: {
    path: '/Register',
    title: 'Registration',
    section: 'students',
  },
  changePassword: {
    path: '/changePassword',
    title: 'Change Password',
    section: 'students',
  },
  /** The workplace supervisor's page for a week, opened from the sign-off email (no account). */
  signoff: {
    path: `${LOGBOOK.signoffPage}/{token}`,
    title: 'Sign a Logbook Week',
  },

  // Student area
  studentDashboard: {
    path: '/students/dashboard',
    role: 'student',
    title: "Student's Home",
    sidebar: "Student's Home",
  },
  studentUpload: {
    path: '/students/upload',
    role: 'student',
    title: 'Work Details Upload',
    sidebar: 'Work Details',
  },
  studentReport: {
    path: '/students/report',
    role: 'student',
    title: 'Weekly Report Upload',
    sidebar: 'Weekly Report',
  },
  studentChangePassword: {
    path: '/students/changepassword',
    role: 'student',
    title: 'Change Password',
    sidebar: 'Change Password',
  },
  studentUpdateDetails: {
    path: '/students/updateDetails',
    role: 'student',
    title: 'Update Details',
    sidebar: 'Update Details',
  },
  studentContact: {
    path: '/students/contact',
    role: 'student',
    title: 'Contact',
    sidebar: 'Contact',
  },
  /** The same screen at the spec's second address; one sidebar link serves both. */
  studentMessage: {
    path: '/students/message',
    role: 'student',
    title: 'Contact',
  },

  // Supervisor area
  lecturerHome: {
    path: '/lecturers/index',
    role: 'supervisor',
    title: "Lecturer's Home",
    sidebar: "Lecturer's Home",
  },
  /** Not in the spec (issue 34, point 6): each of the supervisor's students once, with where they stand. */
  lecturerStudents: {
    path: '/lecturers/students',
    role: 'supervisor',
    title: 'My Students',
    sidebar: 'My Students',
  },
  lecturerChangePassword: {
    path: '/lecturers/changepassword',
    role: 'supervisor',
    title: 'Change Password',
    sidebar: 'Change Password',
  },
  lecturerEditDetails: {
    path: '/lecturers/editdetails',
    role: 'supervisor',
    title: 'Edit Details',
    sidebar: 'Edit Details',
  },
  lecturerForms: {
    path: '/lecturers/forms',
    role: 'supervisor',
    title: 'View Inspection/Defence Forms',
    sidebar: 'Inspection/Defence Forms',
  },
  lecturerInspection: {
    path: '/lecturers/inspection',
    role: 'supervisor',
    title: 'Student Inspection List',
    sidebar: 'Student Inspection List',
  },
  lecturerGradeInspection: {
    path: '/lecturers/gradeinspection',
    role: 'supervisor',
    title: 'Grade Inspection',
    sidebar: 'Grade Inspection',
  },
  lecturerDefence: {
    path: '/lecturers/defence',
    role: 'supervisor',
    title: 'Student Defence List',
    sidebar: 'Student Defence List',
  },
  lecturerGradeDefence: {
    path: '/lecturers/gradedefence',
    role: 'supervisor',
    title: 'Grade Defence',
    sidebar: 'Grade Defence',
  },
  /** `{id}` is the student's code, as the inspection and defence lists link to it (issue 24). */
  lecturerLogbook: {
    path: '/lecturers/logbook/{id}',
    role: 'supervisor',
    title: 'Student Logbook',
  },
  lecturerVerify: {
    path: '/lecturers/verify',
    title: 'Verify Email',
    section: 'supervisors',
  },
  lecturerResetPassword: {
    path: '/lecturer/changePassword',
    title: 'Change Password',
    section: 'supervisors',
  },

  // Coordinator area
  coordinatorHome: {
    path: '/coordinator/index',
    role: 'coordinator',
    title: "Coordinator's Home",
    sidebar: "Coordinator's Home",
  },
  coordinatorChangePassword: {
    path: '/coordinator/changepassword',
    role: 'coordinator',
    title: 'Change Password',
    sidebar: 'Change Password',
    group: 'Settings',
  },
  coordinatorEditDetails: {
    path: '/coordinator/editdetails',
    role: 'coordinator',
    title: 'Edit Details',
    sidebar: 'Edit Details',
    group: 'Settings',
  },
  coordinatorUploadForm: {
    path: '/coordinator/uploadform',
    role: 'coordinator',
    title: 'Upload Form',
    sidebar: 'Upload Form',
    group: 'Settings',
  },
  coordinatorCreateSupervisor: {
    path: '/coordinator/createsupervisor',
    role: 'coordinator',
    title: 'Create Supervisor',
    sidebar: 'Create Supervisor',
    group: 'Accounts',
  },
  coordinatorCreateCoordinator: {
    path: '/coordinator/createcoordinator',
    role: 'coordinator',
    title: 'Create Coordinator',
    sidebar: 'Create Coordinator',
    group: 'Accounts',
  },
  coordinatorSupervisors: {
    path: '/coordinator/supervisors',
    role: 'coordinator',
    title: 'Registered Supervisors',
    sidebar: 'Registered Supervisors',
    group: 'Accounts',
  },
  /** Issue 26: the mail refused for good, so that a typo in an address is found. */
  coordinatorUndeliveredMail: {
    path: '/coordinator/undeliveredmail',
    role: 'coordinator',
    title: 'Undelivered Mail',
    sidebar: 'Undelivered Mail',
    group: 'Accounts',
  },
  coordinatorAssignInspector: {
    path: '/coordinator/assigninspector',
    role: 'coordinator',
    title: 'Assign Inspection Supervisors',
    sidebar: 'Assign Inspection Supervisors',
    group: 'Cohort',
  },
  coordinatorAssignDefence: {
    path: '/coordinator/assigndefence',
    role: 'coordinator',
    title: 'Assign Defence Supervisors',
    sidebar: 'Assign Defence Supervisors',
    group: 'Cohort',
  },
  coordinatorStudents: {
    path: '/coordinator/students',
    role: 'coordinator',
    title: 'Registered Students',
    sidebar: 'Registered Students',
    group: 'Cohort',
  },
  coordinatorSetRegistration: {
    path: '/coordinator/setregistration',
    role: 'coordinator',
    title: 'Set Registration Deadline',
    sidebar: 'Set Registration Deadline',
    group: 'Settings',
  },
  coordinatorStudent: {
    path: '/coordinator/student/{id}',
    role: 'coordinator',
    title: 'Student Details',
  },
  /** `{id}` is the student's code, as Student Details links to it. */
  coordinatorWeeklyReports: {
    path: '/coordinator/student/weeklyreports/{id}',
    role: 'coordinator',
    title: 'Weekly Reports',
  },
  coordinatorEditStudent: {
    path: '/coordinator/edit/student/{id}',
    role: 'coordinator',
    title: 'Edit Student Details',
  },
  coordinatorCollateGrades: {
    path: '/coordinator/collategrades',
    role: 'coordinator',
    title: 'Collate Grades',
    sidebar: 'Collate Grades',
    group: 'Grading',
  },
  coordinatorBatchGrading: {
    path: '/coordinator/batchgrading',
    role: 'coordinator',
    title: 'Batch Grading',
    sidebar: 'Batch Grading',
    group: 'Grading',
  },
  /**
   * The spec's menu calls this page "Collate Grades" too; the sidebar says which is which: under
   * Grading, "Weekly Report Totals" (this one totals the weekly reports; Collate Grades collates
   * the final grades).
   */
  coordinatorTotalWeeklyReport: {
    path: '/coordinator/totalweeklyreport',
    role: 'coordinator',
    title: 'Students Total Weekly Report',
    sidebar: 'Weekly Report Totals',
    group: 'Grading',
  },
  // Our addition (issue 29): the students falling behind, with the reasons.
  coordinatorStudentsAtRisk: {
    path: '/coordinator/studentsatrisk',
    role: 'coordinator',
    title: 'Students at Risk',
    sidebar: 'Students at Risk',
    group: 'Cohort',
  },

  // Notifications (issue 26): each role's list (the bell opens it) and choices; the public
  // page of an unsubscribe link.
  studentNotifications: { path: '/students/notifications', role: 'student', title: 'Notifications' },
  studentNotificationSettings: {
    path: '/students/notifications/settings',
    role: 'student',
    title: 'Notification Settings',
  },
  lecturerNotifications: { path: '/lecturers/notifications', role: 'supervisor', title: 'Notifications' },
  lecturerNotificationSettings: {
    path: '/lecturers/notifications/settings',
    role: 'supervisor',
    title: 'Notification Settings',
  },
  coordinatorNotifications: {
    path: '/coordinator/notifications',
    role: 'coordinator',
    title: 'Notifications',
  },
  coordinatorNotificationSettings: {
    path: '/coordinator/notifications/settings',
    role: 'coordinator',
    title: 'Notification Settings',
  },
  unsubscribe: { path: `${NOTIFICATIONS.unsubscribePage}/{token}`, title: 'Stop Emails' },
} satisfies Record<string, ScreenDefinition>;

export type ScreenName = keyof typeof SCREENS;

/** Every screen with its name, in registry order. */
export const SCREEN_LIST: ReadonlyArray<ScreenDefinition & { name: ScreenName }> = (
  Object.keys(SCREENS) as ScreenName[]
).map((name) => ({ ...SCREENS[name], name }));

/** The path of a screen, its `{id}` filled: `pathTo('coordinatorStudent', { id })`. */
export function pathTo(name: ScreenName, params: Record<string, string | number> = {}): string {
  return fillPath(SCREENS[name].path, params);
}

/** A registry path as react-router spells it: `/coordinator/student/{id}` → `/coordinator/student/:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The registered screen an address shows, if any (exact, case-sensitive, as the routes match). */
export function screenAt(pathname: string): (ScreenDefinition & { name: ScreenName }) | undefined {
  return SCREEN_LIST.find((screen) =>
    matchPath({ path: routerPath(screen.path), caseSensitive: true, end: true }, pathname),
  );
}

/** What a link to a student's page may carry: the student's name, for a page that has only the code. */
export interface StudentLinkState {
  name?: string;
}
