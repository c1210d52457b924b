// The UI kit's public surface. Screens (added by later issues) are exported here too.
export { Button, type ButtonProps } from './components/Button/Button.tsx';
export { Combobox, type ComboboxProps } from './components/Combobox/Combobox.tsx';
export {
  DataTable,
  displayValue,
  type Column,
  type DataTableProps,
  type SortOrder,
  type SortState,
} from './components/DataTable/DataTable.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog.tsx';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen/ErrorScreen.tsx';
export { FileField, formatBytes, type FileFieldProps } from './components/FileField/FileField.tsx';
export { Footer, type FooterProps } from './components/Footer/Footer.tsx';
export {
  NavBar,
  PUBLIC_LINKS,
  sectionOf,
  type NavBarProps,
  type Section,
} from './components/NavBar/NavBar.tsx';
export { Notice, type NoticeProps } from './components/Notice/Notice.tsx';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.tsx';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField.tsx';
export { NewPasswordField } from './components/NewPasswordField/NewPasswordField.tsx';
export { NO_OPTIONS, Select, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { Sidebar, type SidebarLink, type SidebarProps } from './components/Sidebar/Sidebar.tsx';
export {
  PageLoading,
  Spinner,
  type PageLoadingProps,
  type SpinnerProps,
} from './components/Spinner/Spinner.tsx';
export {
  DateField,
  DateTimeField,
  TextField,
  type TextFieldProps,
} from './components/TextField/TextField.tsx';
export { DayField, type DayFieldProps } from './components/DayField/DayField.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { colorTokens, contrastRatio } from './tokens/tokens.ts';
export * from './services/index.ts';
export * from './registry/screens.ts';
export * from './registry/ScreenRoutes.tsx';
export * from './kit/index.ts';
export { HomeScreen } from './screens/Home/HomeScreen.tsx';
export { LoginScreen, type LoginScreenProps } from './screens/Login/LoginScreen.tsx';
export { StudentHomeScreen } from './screens/StudentHome/StudentHomeScreen.tsx';
export { LecturerHomeScreen } from './screens/LecturerHome/LecturerHomeScreen.tsx';
export { CoordinatorHomeScreen } from './screens/CoordinatorHome/CoordinatorHomeScreen.tsx';
export {
  VerifyEmailScreen,
  VERIFY_EMAIL_LEAD,
  nextPathAfterVerify,
  type VerifyEmailScreenProps,
} from './screens/VerifyEmail/VerifyEmailScreen.tsx';
export { ValidateOtpScreen } from './screens/ValidateOtp/ValidateOtpScreen.tsx';
export {
  RegistrationScreen,
  type RegistrationScreenProps,
} from './screens/Registration/RegistrationScreen.tsx';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './screens/ResetPassword/ResetPasswordScreen.tsx';
export {
  ChangePasswordScreen,
  type ChangePasswordScreenProps,
} from './screens/ChangePassword/ChangePasswordScreen.tsx';
export { RegisteredStudentsScreen } from './screens/RegisteredStudents/RegisteredStudentsScreen.tsx';
export { EditCoordinatorDetailsScreen } from './screens/EditCoordinatorDetails/EditCoordinatorDetailsScreen.tsx';
export { UploadFormScreen, CHOOSE_A_FILE } from './screens/UploadForm/UploadFormScreen.tsx';
export { CreateSupervisorScreen } from './screens/CreateSupervisor/CreateSupervisorScreen.tsx';
export { CreateCoordinatorScreen } from './screens/CreateCoordinator/CreateCoordinatorScreen.tsx';
export {
  SetRegistrationDeadlineScreen,
  LAGOS_TIME_HINT,
  NOT_A_TIME,
  pastDeadlineQuestion,
} from './screens/SetRegistrationDeadline/SetRegistrationDeadlineScreen.tsx';
export { RegisteredSupervisorsScreen } from './screens/RegisteredSupervisors/RegisteredSupervisorsScreen.tsx';
export {
  AssignSupervisorsScreen,
  type AssignSupervisorsScreenProps,
  type SupervisorList,
} from './screens/AssignSupervisors/AssignSupervisorsScreen.tsx';
export { StudentDetailsScreen } from './screens/StudentDetails/StudentDetailsScreen.tsx';
export { WeeklyReportsScreen } from './screens/WeeklyReports/WeeklyReportsScreen.tsx';
export { EditStudentScreen, capitalise, NOTHING_CHANGED } from './screens/EditStudent/EditStudentScreen.tsx';
export { CollateGradesScreen } from './screens/CollateGrades/CollateGradesScreen.tsx';
export { BatchGradingScreen } from './screens/BatchGrading/BatchGradingScreen.tsx';
export { TotalWeeklyReportScreen } from './screens/TotalWeeklyReport/TotalWeeklyReportScreen.tsx';
export {
  WorkDetailsUploadScreen,
  CHOOSE_LGA,
  CHOOSE_STATE,
} from './screens/WorkDetailsUpload/WorkDetailsUploadScreen.tsx';
export {
  WeeklyReportScreen,
  DAYS_AHEAD_NOTE,
  KEPT_ON_DEVICE,
  NOTHING_TO_SEND,
  REFUSED_KEPT,
  sendingNotice,
  sentByItselfNotice,
  waitingNotice,
} from './screens/WeeklyReport/WeeklyReportScreen.tsx';
export { UpdateDetailsScreen } from './screens/UpdateDetails/UpdateDetailsScreen.tsx';
export {
  ContactScreen,
  CONTACT_FAILED,
  DEMO_CONTACT,
  NO_FUND_OFFICES,
} from './screens/Contact/ContactScreen.tsx';
export { PublicLayout, type PublicLayoutProps } from './layouts/PublicLayout/PublicLayout.tsx';
export {
  AreaLayout,
  STAFF_OFFLINE,
  STUDENT_OFFLINE,
  type AreaLayoutProps,
} from './layouts/AreaLayout/AreaLayout.tsx';
export { FormCard, FormLinks, OtpField, type FormCardProps } from './layouts/FormCard/FormCard.tsx';
export {
  DetailGrid,
  DetailList,
  formatDate,
  type Detail,
  type DetailListProps,
} from './components/DetailList/DetailList.tsx';
export { LoadGate, seenOfflineNotice, type LoadGateProps } from './components/LoadGate/LoadGate.tsx';
export { LecturerEditDetailsScreen } from './screens/LecturerEditDetails/LecturerEditDetailsScreen.tsx';
export {
  FORM_DOWNLOAD_FAILED,
  FORM_SAVED,
  LecturerFormsScreen,
} from './screens/LecturerForms/LecturerFormsScreen.tsx';
export {
  SupervisedStudentsScreen,
  type SupervisedList,
  type SupervisedStudentsScreenProps,
} from './screens/SupervisedStudents/SupervisedStudentsScreen.tsx';
export {
  GradeStudentsScreen,
  type GradeStudentsScreenProps,
} from './screens/GradeStudents/GradeStudentsScreen.tsx';
