/**
 * The screen registry: the one list of the portal's screens (spec section 2). Each entry gives
 * the route's exact path (`{id}` marks a parameter), who may open it, its page title, its label
 * in the role's sidebar, and the screen itself, imported lazily so a phone downloads only the
 * page it opens. The portal's route table and guards, each role's sidebar, the navigation bar's
 * highlight, Storybook's router and the journey stories all read it: adding a screen is one entry
 * here (docs/adding-a-screen.md).
 *
 * Sidebar links appear in the order of this list.
 */
import type { ComponentType } from 'react';
import { fillPath, type LoginType } from '@siwes/api';

/** Where a page sits in the public navigation bar (its highlight). */
export type Section = 'home' | 'students' | 'supervisors' | 'coordinator';

export interface ScreenDefinition {
  /** The spec's path, matched exactly and case-sensitively; `{id}` marks a parameter. */
  path: string;
  /** The signed-in role the page needs (without it, that role's login shows); absent for public pages. */
  role?: LoginType;
  /** The browser tab's title while the page is shown. */
  title: string;
  /** The label of the page's link in its role's sidebar; absent for pages not in the sidebar. */
  sidebar?: string;
  /** The navigation bar's highlight; defaults to the role's section, or home. */
  section?: Section;
  /**
   * The screen, imported when the route is first visited. A path whose screen is not built yet
   * has none: links to it can be made, and the route shows the home page meanwhile.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's props are checked by screen()
  load?: () => Promise<ComponentType<any>>;
  /** The props this route gives the screen (one screen may serve several routes). */
  props?: object;
}

type CheckedDefinition<P> = Omit<ScreenDefinition, 'load' | 'props'> & {
  load?: () => Promise<ComponentType<P>>;
} & (Record<string, never> extends P ? { props?: P } : { props: P });

/** An entry, with the props it gives checked against the screen's. */
function screen<P extends object = Record<string, never>>(
  definition: CheckedDefinition<P>,
): ScreenDefinition {
  return definition as ScreenDefinition;
}

const Home = () => import('../screens/Home/HomeScreen.tsx').then((m) => m.HomeScreen);
const Login = () => import('../screens/Login/LoginScreen.tsx').then((m) => m.LoginScreen);
const VerifyEmail = () =>
  import('../screens/VerifyEmail/VerifyEmailScreen.tsx').then((m) => m.VerifyEmailScreen);
const ResetPassword = () =>
  import('../screens/ResetPassword/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen);
const ChangePassword = () =>
  import('../screens/ChangePassword/ChangePasswordScreen.tsx').then((m) => m.ChangePasswordScreen);
const SupervisedStudents = () =>
  import('../screens/SupervisedStudents/SupervisedStudentsScreen.tsx').then(
    (m) => m.SupervisedStudentsScreen,
  );
const GradeStudents = () =>
  import('../screens/GradeStudents/GradeStudentsScreen.tsx').then((m) => m.GradeStudentsScreen);
const AssignSupervisors = () =>
  import('../screens/AssignSupervisors/AssignSupervisorsScreen.tsx').then((m) => m.AssignSupervisorsScreen);
const Contact = () => import('../screens/Contact/ContactScreen.tsx').then((m) => m.ContactScreen);

export const SCREENS = {
  // Public pages
  home: screen({ path: '/', title: 'Home', load: Home }),
  studentLogin: screen({
    path: '/studentlogin',
    title: 'Student Login',
    section: 'students',
    load: Login,
    props: { role: 'student' },
  }),
  lecturerLogin: screen({
    path: '/lecturerlogin',
    title: 'Lecturer Login',
    section: 'supervisors',
    load: Login,
    props: { role: 'supervisor' },
  }),
  coordinatorLogin: screen({
    path: '/coordinatorlogin',
    title: 'Coordinator Login',
    section: 'coordinator',
    load: Login,
    props: { role: 'coordinator' },
  }),

  // Student registration and password reset
  verifyStudent: screen({
    path: '/verifyStudent',
    title: 'Verify Email',
    section: 'students',
    load: VerifyEmail,
    props: { purpose: 'registration' },
  }),
  verifyStudentPass: screen({
    path: '/verifyStudentPass',
    title: 'Verify Email',
    section: 'students',
    load: VerifyEmail,
    props: { purpose: 'changePassword' },
  }),
  /** The spelling the spec's login link uses; both work. */
  verifyStudentPassAlt: screen({
    path: '/VerifyStudentPass',
    title: 'Verify Email',
    section: 'students',
    load: VerifyEmail,
    props: { purpose: 'changePassword' },
  }),
  validateOtp: screen({
    path: '/validateOtp',
    title: 'Validate OTP',
    section: 'students',
    load: () => import('../screens/ValidateOtp/ValidateOtpScreen.tsx').then((m) => m.ValidateOtpScreen),
  }),
  register: screen({
    path: '/Register',
    title: 'Registration',
    section: 'students',
    load: () => import('../screens/Registration/RegistrationScreen.tsx').then((m) => m.RegistrationScreen),
  }),
  changePassword: screen({
    path: '/changePassword',
    title: 'Change Password',
    section: 'students',
    load: ResetPassword,
    props: { role: 'student' },
  }),

  // Student area
  studentDashboard: screen({
    path: '/students/dashboard',
    role: 'student',
    title: "Student's Home",
    sidebar: "Student's Home",
    load: () => import('../screens/StudentHome/StudentHomeScreen.tsx').then((m) => m.StudentHomeScreen),
  }),
  studentUpload: screen({
    path: '/students/upload',
    role: 'student',
    title: 'Work Details Upload',
    sidebar: 'Work Details',
    load: () =>
      import('../screens/WorkDetailsUpload/WorkDetailsUploadScreen.tsx').then(
        (m) => m.WorkDetailsUploadScreen,
      ),
  }),
  studentReport: screen({
    path: '/students/report',
    role: 'student',
    title: 'Weekly Report Upload',
    sidebar: 'Weekly Report',
    load: () => import('../screens/WeeklyReport/WeeklyReportScreen.tsx').then((m) => m.WeeklyReportScreen),
  }),
  studentChangePassword: screen({
    path: '/students/changepassword',
    role: 'student',
    title: 'Change Password',
    sidebar: 'Change Password',
    load: ChangePassword,
    props: { role: 'student' },
  }),
  studentUpdateDetails: screen({
    path: '/students/updateDetails',
    role: 'student',
    title: 'Update Details',
    sidebar: 'Update Details',
    load: () => import('../screens/UpdateDetails/UpdateDetailsScreen.tsx').then((m) => m.UpdateDetailsScreen),
  }),
  studentContact: screen({
    path: '/students/contact',
    role: 'student',
    title: 'Contact',
    sidebar: 'Contact',
    load: Contact,
  }),
  /** The same screen at the spec's second address; one sidebar link serves both. */
  studentMessage: screen({
    path: '/students/message',
    role: 'student',
    title: 'Contact',
    load: Contact,
  }),

  // Supervisor area
  lecturerHome: screen({
    path: '/lecturers/index',
    role: 'supervisor',
    title: "Lecturer's Home",
    sidebar: "Lecturer's Home",
    load: () => import('../screens/LecturerHome/LecturerHomeScreen.tsx').then((m) => m.LecturerHomeScreen),
  }),
  lecturerChangePassword: screen({
    path: '/lecturers/changepassword',
    role: 'supervisor',
    title: 'Change Password',
    sidebar: 'Change Password',
    load: ChangePassword,
    props: { role: 'supervisor' },
  }),
  lecturerEditDetails: screen({
    path: '/lecturers/editdetails',
    role: 'supervisor',
    title: 'Edit Details',
    sidebar: 'Edit Details',
    load: () =>
      import('../screens/LecturerEditDetails/LecturerEditDetailsScreen.tsx').then(
        (m) => m.LecturerEditDetailsScreen,
      ),
  }),
  lecturerForms: screen({
    path: '/lecturers/forms',
    role: 'supervisor',
    title: 'View Inspection/Defence Forms',
    sidebar: 'Inspection/Defence Forms',
    load: () => import('../screens/LecturerForms/LecturerFormsScreen.tsx').then((m) => m.LecturerFormsScreen),
  }),
  lecturerInspection: screen({
    path: '/lecturers/inspection',
    role: 'supervisor',
    title: 'Student Inspection List',
    sidebar: 'Student Inspection List',
    load: SupervisedStudents,
    props: { list: 'inspection' },
  }),
  lecturerGradeInspection: screen({
    path: '/lecturers/gradeinspection',
    role: 'supervisor',
    title: 'Grade Inspection',
    sidebar: 'Grade Inspection',
    load: GradeStudents,
    props: { type: 'inspection' },
  }),
  lecturerDefence: screen({
    path: '/lecturers/defence',
    role: 'supervisor',
    title: 'Student Defence List',
    sidebar: 'Student Defence List',
    load: SupervisedStudents,
    props: { list: 'defense' },
  }),
  lecturerGradeDefence: screen({
    path: '/lecturers/gradedefence',
    role: 'supervisor',
    title: 'Grade Defence',
    sidebar: 'Grade Defence',
    load: GradeStudents,
    props: { type: 'defense' },
  }),
  lecturerVerify: screen({
    path: '/lecturers/verify',
    title: 'Verify Email',
    section: 'supervisors',
    load: VerifyEmail,
    props: { purpose: 'changePassword', role: 'supervisor' },
  }),
  lecturerResetPassword: screen({
    path: '/lecturer/changePassword',
    title: 'Change Password',
    section: 'supervisors',
    load: ResetPassword,
    props: { role: 'supervisor' },
  }),

  // Coordinator area
  coordinatorHome: screen({
    path: '/coordinator/index',
    role: 'coordinator',
    title: "Coordinator's Home",
    sidebar: "Coordinator's Home",
    load: () =>
      import('../screens/CoordinatorHome/CoordinatorHomeScreen.tsx').then((m) => m.CoordinatorHomeScreen),
  }),
  coordinatorChangePassword: screen({
    path: '/coordinator/changepassword',
    role: 'coordinator',
    title: 'Change Password',
    sidebar: 'Change Password',
    load: ChangePassword,
    props: { role: 'coordinator' },
  }),
  coordinatorEditDetails: screen({
    path: '/coordinator/editdetails',
    role: 'coordinator',
    title: 'Edit Details',
    sidebar: 'Edit Details',
    load: () =>
      import('../screens/EditCoordinatorDetails/EditCoordinatorDetailsScreen.tsx').then(
        (m) => m.EditCoordinatorDetailsScreen,
      ),
  }),
  coordinatorUploadForm: screen({
    path: '/coordinator/uploadform',
    role: 'coordinator',
    title: 'Upload Form',
    sidebar: 'Upload Form',
    load: () => import('../screens/UploadForm/UploadFormScreen.tsx').then((m) => m.UploadFormScreen),
  }),
  coordinatorCreateSupervisor: screen({
    path: '/coordinator/createsupervisor',
    role: 'coordinator',
    title: 'Create Supervisor',
    sidebar: 'Create Supervisor',
    load: () =>
      import('../screens/CreateSupervisor/CreateSupervisorScreen.tsx').then((m) => m.CreateSupervisorScreen),
  }),
  coordinatorCreateCoordinator: screen({
    path: '/coordinator/createcoordinator',
    role: 'coordinator',
    title: 'Create Coordinator',
    sidebar: 'Create Coordinator',
    load: () =>
      import('../screens/CreateCoordinator/CreateCoordinatorScreen.tsx').then(
        (m) => m.CreateCoordinatorScreen,
      ),
  }),
  coordinatorSupervisors: screen({
    path: '/coordinator/supervisors',
    role: 'coordinator',
    title: 'Registered Supervisors',
    sidebar: 'Registered Supervisors',
    load: () =>
      import('../screens/RegisteredSupervisors/RegisteredSupervisorsScreen.tsx').then(
        (m) => m.RegisteredSupervisorsScreen,
      ),
  }),
  coordinatorAssignInspector: screen({
    path: '/coordinator/assigninspector',
    role: 'coordinator',
    title: 'Assign Inspection Supervisors',
    sidebar: 'Assign Inspection Supervisors',
    load: AssignSupervisors,
    props: { kind: 'inspection' },
  }),
  coordinatorAssignDefence: screen({
    path: '/coordinator/assigndefence',
    role: 'coordinator',
    title: 'Assign Defence Supervisors',
    sidebar: 'Assign Defence Supervisors',
    load: AssignSupervisors,
    props: { kind: 'defense' },
  }),
  coordinatorStudents: screen({
    path: '/coordinator/students',
    role: 'coordinator',
    title: 'Registered Students',
    sidebar: 'Registered Students',
    load: () =>
      import('../screens/RegisteredStudents/RegisteredStudentsScreen.tsx').then(
        (m) => m.RegisteredStudentsScreen,
      ),
  }),
  coordinatorSetRegistration: screen({
    path: '/coordinator/setregistration',
    role: 'coordinator',
    title: 'Set Registration Deadline',
    sidebar: 'Set Registration Deadline',
    load: () =>
      import('../screens/SetRegistrationDeadline/SetRegistrationDeadlineScreen.tsx').then(
        (m) => m.SetRegistrationDeadlineScreen,
      ),
  }),
  coordinatorStudent: screen({
    path: '/coordinator/student/{id}',
    role: 'coordinator',
    title: 'Student Details',
    load: () =>
      import('../screens/StudentDetails/StudentDetailsScreen.tsx').then((m) => m.StudentDetailsScreen),
  }),
  /** `{id}` is the student's code, as Student Details links to it. */
  coordinatorWeeklyReports: screen({
    path: '/coordinator/student/weeklyreports/{id}',
    role: 'coordinator',
    title: 'Weekly Reports',
    load: () => import('../screens/WeeklyReports/WeeklyReportsScreen.tsx').then((m) => m.WeeklyReportsScreen),
  }),
  coordinatorEditStudent: screen({
    path: '/coordinator/edit/student/{id}',
    role: 'coordinator',
    title: 'Edit Student Details',
    load: () => import('../screens/EditStudent/EditStudentScreen.tsx').then((m) => m.EditStudentScreen),
  }),
  coordinatorCollateGrades: screen({
    path: '/coordinator/collategrades',
    role: 'coordinator',
    title: 'Collate Grades',
    sidebar: 'Collate Grades',
    load: () => import('../screens/CollateGrades/CollateGradesScreen.tsx').then((m) => m.CollateGradesScreen),
  }),
  coordinatorBatchGrading: screen({
    path: '/coordinator/batchgrading',
    role: 'coordinator',
    title: 'Batch Grading',
    sidebar: 'Batch Grading',
    load: () => import('../screens/BatchGrading/BatchGradingScreen.tsx').then((m) => m.BatchGradingScreen),
  }),
  /**
   * The spec's menu calls this page "Collate Grades" too; the sidebar says which is which (this
   * one totals the weekly reports; the other collates the final grades).
   */
  coordinatorTotalWeeklyReport: screen({
    path: '/coordinator/totalweeklyreport',
    role: 'coordinator',
    title: 'Students Total Weekly Report',
    sidebar: 'Collate Grades: Weekly Report Totals',
    load: () =>
      import('../screens/TotalWeeklyReport/TotalWeeklyReportScreen.tsx').then(
        (m) => m.TotalWeeklyReportScreen,
      ),
  }),
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

/** What a link to a student's page may carry: the student's name, for a page that has only the code. */
export interface StudentLinkState {
  name?: string;
}

export const loginPath = (role: LoginType) => pathTo(ROLE_AREAS[role].login);
export const homePath = (role: LoginType) => pathTo(ROLE_AREAS[role].home);

/** A role's sidebar: its screens that have a sidebar label, in registry order. */
export function sidebarLinks(role: LoginType): Array<{ to: string; label: string }> {
  return SCREEN_LIST.filter((s) => s.role === role && s.sidebar).map((s) => ({
    to: s.path,
    label: s.sidebar!,
  }));
}
