/** Every portal route of spec section 2, in one place: screens link with these, the portal routes with them. */
export const PATHS = {
  home: '/',
  studentLogin: '/studentlogin',
  lecturerLogin: '/lecturerlogin',
  coordinatorLogin: '/coordinatorlogin',
  verifyStudent: '/verifyStudent',
  verifyStudentPass: '/verifyStudentPass',
  /** The spelling the spec's login link uses; both work. */
  verifyStudentPassAlt: '/VerifyStudentPass',
  validateOtp: '/validateOtp',
  register: '/Register',
  changePassword: '/changePassword',
  studentDashboard: '/students/dashboard',
  studentUpload: '/students/upload',
  studentReport: '/students/report',
  studentChangePassword: '/students/changepassword',
  studentUpdateDetails: '/students/updateDetails',
  studentContact: '/students/contact',
  studentMessage: '/students/message',
  lecturerHome: '/lecturers/index',
  lecturerChangePassword: '/lecturers/changepassword',
  lecturerEditDetails: '/lecturers/editdetails',
  lecturerForms: '/lecturers/forms',
  lecturerInspection: '/lecturers/inspection',
  lecturerGradeInspection: '/lecturers/gradeinspection',
  lecturerDefence: '/lecturers/defence',
  lecturerGradeDefence: '/lecturers/gradedefence',
  lecturerVerify: '/lecturers/verify',
  lecturerResetPassword: '/lecturer/changePassword',
  coordinatorHome: '/coordinator/index',
} as const;

export type PathName = keyof typeof PATHS;
