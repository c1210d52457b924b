/**
 * The routes' half of the screen registry: each registered screen's code, imported when its route
 * is first visited (so a phone downloads only the page it opens), and the props the route gives
 * it. The other half, what the layouts, links and hooks read (path, role, title, sidebar label),
 * is `registry/screens.ts`; this file sits at the top of the package because it imports every
 * screen (scripts/ui-layers.ts). Keyed by the registry's names: TypeScript refuses a registered
 * screen without its loader here, a loader for a name the registry lacks, and props the screen
 * does not take.
 */
import type { ComponentType } from 'react';
import type { ScreenName } from '../registry/screens.ts';

export interface ScreenLoader {
  /** The screen, imported on first use. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry's props are checked by loader()
  load: () => Promise<ComponentType<any>>;
  /** The props this route gives the screen (one screen may serve several routes). */
  props?: object;
}

/** A screen's loader, with the props its route gives it checked against the screen's. */
function loader<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ...props: Record<string, never> extends P ? [props?: P] : [props: P]
): ScreenLoader {
  const [given] = props;
  return given ? { load, props: given } : { load };
}

const Notifications = () =>
  import('../screens/Notifications/NotificationsScreen.tsx').then((m) => m.NotificationsScreen);
const NotificationSettings = () =>
  import('../screens/NotificationSettings/NotificationSettingsScreen.tsx').then(
    (m) => m.NotificationSettingsScreen,
  );
const Unsubscribe = () =>
  import('../screens/Unsubscribe/UnsubscribeScreen.tsx').then((m) => m.UnsubscribeScreen);
const Home = () => import('../screens/Home/HomeScreen.tsx').then((m) => m.HomeScreen);
const Login = () => import('../screens/Login/LoginScreen.tsx').then((m) => m.LoginScreen);
const VerifyEmail = () =>
  import('../screens/VerifyEmail/VerifyEmailScreen.tsx').then((m) => m.VerifyEmailScreen);
const ValidateOtp = () =>
  import('../screens/ValidateOtp/ValidateOtpScreen.tsx').then((m) => m.ValidateOtpScreen);
const Registration = () =>
  import('../screens/Registration/RegistrationScreen.tsx').then((m) => m.RegistrationScreen);
const ResetPassword = () =>
  import('../screens/ResetPassword/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen);
const ChangePassword = () =>
  import('../screens/ChangePassword/ChangePasswordScreen.tsx').then((m) => m.ChangePasswordScreen);
const Signoff = () => import('../screens/Signoff/SignoffScreen.tsx').then((m) => m.SignoffScreen);
const StudentHome = () =>
  import('../screens/StudentHome/StudentHomeScreen.tsx').then((m) => m.StudentHomeScreen);
const WorkDetailsUpload = () =>
  import('../screens/WorkDetailsUpload/WorkDetailsUploadScreen.tsx').then((m) => m.WorkDetailsUploadScreen);
const WeeklyReport = () =>
  import('../screens/WeeklyReport/WeeklyReportScreen.tsx').then((m) => m.WeeklyReportScreen);
const UpdateDetails = () =>
  import('../screens/UpdateDetails/UpdateDetailsScreen.tsx').then((m) => m.UpdateDetailsScreen);
const Contact = () => import('../screens/Contact/ContactScreen.tsx').then((m) => m.ContactScreen);
const LecturerHome = () =>
  import('../screens/LecturerHome/LecturerHomeScreen.tsx').then((m) => m.LecturerHomeScreen);
const MyStudents = () => import('../screens/MyStudents/MyStudentsScreen.tsx').then((m) => m.MyStudentsScreen);
const LecturerEditDetails = () =>
  import('../screens/LecturerEditDetails/LecturerEditDetailsScreen.tsx').then(
    (m) => m.LecturerEditDetailsScreen,
  );
const LecturerForms = () =>
  import('../screens/LecturerForms/LecturerFormsScreen.tsx').then((m) => m.LecturerFormsScreen);
const SupervisedStudents = () =>
  import('../screens/SupervisedStudents/SupervisedStudentsScreen.tsx').then(
    (m) => m.SupervisedStudentsScreen,
  );
const GradeStudents = () =>
  import('../screens/GradeStudents/GradeStudentsScreen.tsx').then((m) => m.GradeStudentsScreen);
const CoordinatorHome = () =>
  import('../screens/CoordinatorHome/CoordinatorHomeScreen.tsx').then((m) => m.CoordinatorHomeScreen);
const EditCoordinatorDetails = () =>
  import('../screens/EditCoordinatorDetails/EditCoordinatorDetailsScreen.tsx').then(
    (m) => m.EditCoordinatorDetailsScreen,
  );
const UploadForm = () => import('../screens/UploadForm/UploadFormScreen.tsx').then((m) => m.UploadFormScreen);
const CreateSupervisor = () =>
  import('../screens/CreateSupervisor/CreateSupervisorScreen.tsx').then((m) => m.CreateSupervisorScreen);
const CreateCoordinator = () =>
  import('../screens/CreateCoordinator/CreateCoordinatorScreen.tsx').then((m) => m.CreateCoordinatorScreen);
const RegisteredSupervisors = () =>
  import('../screens/RegisteredSupervisors/RegisteredSupervisorsScreen.tsx').then(
    (m) => m.RegisteredSupervisorsScreen,
  );
const UndeliveredMail = () =>
  import('../screens/UndeliveredMail/UndeliveredMailScreen.tsx').then((m) => m.UndeliveredMailScreen);
const AssignSupervisors = () =>
  import('../screens/AssignSupervisors/AssignSupervisorsScreen.tsx').then((m) => m.AssignSupervisorsScreen);
const RegisteredStudents = () =>
  import('../screens/RegisteredStudents/RegisteredStudentsScreen.tsx').then(
    (m) => m.RegisteredStudentsScreen,
  );
const SetRegistrationDeadline = () =>
  import('../screens/SetRegistrationDeadline/SetRegistrationDeadlineScreen.tsx').then(
    (m) => m.SetRegistrationDeadlineScreen,
  );
const StudentDetails = () =>
  import('../screens/StudentDetails/StudentDetailsScreen.tsx').then((m) => m.StudentDetailsScreen);
const SupervisorLogbook = () =>
  import('../screens/SupervisorLogbook/SupervisorLogbookScreen.tsx').then((m) => m.SupervisorLogbookScreen);
const WeeklyReports = () =>
  import('../screens/WeeklyReports/WeeklyReportsScreen.tsx').then((m) => m.WeeklyReportsScreen);
const EditStudent = () =>
  import('../screens/EditStudent/EditStudentScreen.tsx').then((m) => m.EditStudentScreen);
const CollateGrades = () =>
  import('../screens/CollateGrades/CollateGradesScreen.tsx').then((m) => m.CollateGradesScreen);
const BatchGrading = () =>
  import('../screens/BatchGrading/BatchGradingScreen.tsx').then((m) => m.BatchGradingScreen);
const StudentsAtRisk = () =>
  import('../screens/StudentsAtRisk/StudentsAtRiskScreen.tsx').then((m) => m.StudentsAtRiskScreen);
const TotalWeeklyReport = () =>
  import('../screens/TotalWeeklyReport/TotalWeeklyReportScreen.tsx').then((m) => m.TotalWeeklyReportScreen);

export const SCREEN_LOADERS = {
  // Public pages
  home: loader(Home),
  studentLogin: loader(Login, { role: 'student' }),
  lecturerLogin: loader(Login, { role: 'supervisor' }),
  coordinatorLogin: loader(Login, { role: 'coordinator' }),

  // Student registration and password reset
  verifyStudent: loader(VerifyEmail, { purpose: 'registration' }),
  verifyStudentPass: loader(VerifyEmail, { purpose: 'changePassword' }),
  verifyStudentPassAlt: loader(VerifyEmail, { purpose: 'changePassword' }),
  validateOtp: loader(ValidateOtp),
  register: loader(Registration),
  changePassword: loader(ResetPassword, { role: 'student' }),
  signoff: loader(Signoff),

  // Student area
  studentDashboard: loader(StudentHome),
  studentUpload: loader(WorkDetailsUpload),
  studentReport: loader(WeeklyReport),
  studentChangePassword: loader(ChangePassword, { role: 'student' }),
  studentUpdateDetails: loader(UpdateDetails),
  studentContact: loader(Contact),
  studentMessage: loader(Contact),

  // Supervisor area
  lecturerHome: loader(LecturerHome),
  lecturerStudents: loader(MyStudents),
  lecturerChangePassword: loader(ChangePassword, { role: 'supervisor' }),
  lecturerEditDetails: loader(LecturerEditDetails),
  lecturerForms: loader(LecturerForms),
  lecturerInspection: loader(SupervisedStudents, { list: 'inspection' }),
  lecturerGradeInspection: loader(GradeStudents, { type: 'inspection' }),
  lecturerDefence: loader(SupervisedStudents, { list: 'defense' }),
  lecturerGradeDefence: loader(GradeStudents, { type: 'defense' }),
  lecturerLogbook: loader(SupervisorLogbook),
  lecturerVerify: loader(VerifyEmail, { purpose: 'changePassword', role: 'supervisor' }),
  lecturerResetPassword: loader(ResetPassword, { role: 'supervisor' }),

  // Coordinator area
  coordinatorHome: loader(CoordinatorHome),
  coordinatorChangePassword: loader(ChangePassword, { role: 'coordinator' }),
  coordinatorEditDetails: loader(EditCoordinatorDetails),
  coordinatorUploadForm: loader(UploadForm),
  coordinatorCreateSupervisor: loader(CreateSupervisor),
  coordinatorCreateCoordinator: loader(CreateCoordinator),
  coordinatorSupervisors: loader(RegisteredSupervisors),
  coordinatorUndeliveredMail: loader(UndeliveredMail),
  coordinatorStudentsAtRisk: loader(StudentsAtRisk),
  coordinatorAssignInspector: loader(AssignSupervisors, { kind: 'inspection' }),
  coordinatorAssignDefence: loader(AssignSupervisors, { kind: 'defense' }),
  coordinatorStudents: loader(RegisteredStudents),
  coordinatorSetRegistration: loader(SetRegistrationDeadline),
  coordinatorStudent: loader(StudentDetails),
  coordinatorWeeklyReports: loader(WeeklyReports),
  coordinatorEditStudent: loader(EditStudent),
  coordinatorCollateGrades: loader(CollateGrades),
  coordinatorBatchGrading: loader(BatchGrading),
  coordinatorTotalWeeklyReport: loader(TotalWeeklyReport),
  studentNotifications: loader(Notifications, { role: 'student' }),
  lecturerNotifications: loader(Notifications, { role: 'supervisor' }),
  coordinatorNotifications: loader(Notifications, { role: 'coordinator' }),
  studentNotificationSettings: loader(NotificationSettings, { role: 'student' }),
  lecturerNotificationSettings: loader(NotificationSettings, { role: 'supervisor' }),
  coordinatorNotificationSettings: loader(NotificationSettings, { role: 'coordinator' }),
  unsubscribe: loader(Unsubscribe),
} satisfies Record<ScreenName, ScreenLoader>;
