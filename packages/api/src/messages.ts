/**
 * Every message of spec section 8, spelled exactly as the spec spells them (including the
 * space in 'Profile Update Successful !'). Screens, the CLI and the server import them from here.
 */
import {
  LOGBOOK,
  MIN_SEARCH_LENGTH,
  OTP_COUNTDOWN_SECONDS,
  type OtpPurpose,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';

export const MESSAGES = {
  // Failures and fallbacks
  loginFailed: 'Login failed. Please try again.',
  genericError: 'An error occurred',
  resendFailed: 'Failed to resend OTP. Please try again.',
  fetchError: 'Error fetching data',
  assignInspectorError: 'Error assigning inspector',
  searchError: 'Error searching students',
  fetchStudentsError: 'Error fetching students',
  loadFailed: 'Failed to load data',
  exportFailed: 'Failed to export CSV. Please try again.',
  invalidPage: 'Please enter a valid page number.',
  unexpectedError: 'Unexpected Application Error!',
  /** Not in the spec: the spec's supervisor and coordinator logins failed silently on a network error. */
  networkError: 'Could not reach the server. Check your connection and try again.',
  /** Not in the spec: the spec's client had no timeout. */
  timeoutError: 'The server took too long to answer. Please try again.',
  /** Not in the spec: a call the caller cancelled (e.g. the screen was left). */
  abortedError: 'The request was cancelled.',

  // Successes
  registrationSuccessful: 'Registration Successful!',
  otpValidated: 'OTP Validated Successfully, please wait while we redirect you',
  otpResent: 'OTP has been resent successfully!',
  detailsUpdated: 'Details Updated Successfully!',
  workUploaded: 'Work Upload Successful!',
  profileUpdated: 'Profile Update Successful !',
  reportUploaded: 'Report Upload Successful!',
  passwordChangeSuccessful: 'Password Change Successful!',
  passwordChangedSuccessfully: 'Password Changed Successfully!',
  assigned: 'Assigned Successfully!',
  graded: 'Graded Successfully!',
  formUploaded: 'Form Uploaded Successfully!',
  deleted: 'Deleted Successfully!',
  accountCreated: 'Account Created Successfully!',
  deadlineSet: 'Deadline Set Successfully!',
  collated: 'Collated Successfully!',
  /** Not in the spec: the logbook's successes (issue 24). */
  signoffRequested: 'Sign-off requested. The link is on its way to your workplace supervisor.',
  weekSigned: 'Signed. Thank you.',
  commentAdded: 'Comment added.',
  weekReopened: 'Week reopened.',
  /** The supervisor reset flow's success message is the same text as details updated. */
  supervisorResetSuccessful: 'Details Updated Successfully!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * The texts of refusals and of answers the spec does not show, the same from the real server and
 * the MSW fake, so a screen reads the same against either (spec section 8: screens show `errors`,
 * else `message`).
 */
export const SERVER_MESSAGES = {
  notSignedIn: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  invalidRequest: 'Some fields are missing or invalid.',
  invalidJson: 'The request body is not valid JSON.',
  /** A JSON call whose body was sent as something else (a cross-site form posts text/plain). */
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  /** A multipart call (form upload) whose body is not multipart/form-data. */
  multipartOnly: 'Send the form as multipart/form-data.',
  /** A state-changing call whose Origin header names another site. */
  foreignOrigin: 'This request came from another site and was refused.',
  /** A request addressed to a name this server does not answer to (421): a DNS-rebinding page, or a proxy that does not pass the Host on. */
  foreignHost: 'This server does not answer to that address.',
  tooDeep: 'The request body is nested too deeply.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many attempts. Please wait a while and try again.',
  /** A sign-in or code check refused while the account's back-off runs (Retry-After says how long). */
  backOff: (seconds: number) =>
    `Too many failed attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  invalidCredentials: 'Invalid email or password.',
  loginSuccessful: 'Login Successful',
  loggedOut: 'Logged out successfully.',
  otpSent: 'OTP sent to your email.',
  otpVerified: 'OTP verified successfully.',
  otpMissing: 'No code was sent to this email. Request a new one.',
  otpExpired: 'This code has expired. Request a new one.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpLocked: 'Too many wrong codes. Request a new one.',
  otpTooSoon: (seconds: number) =>
    `A code was sent less than ${Math.round(OTP_COUNTDOWN_SECONDS / 60)} minutes ago. Please wait ${seconds} seconds before requesting a new one.`,
  emailTaken: 'An account with this email already exists.',
  matricTaken: 'A student with this matric number already exists.',
  notVerified: 'Verify your email before registering.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`,
  /** Shown beside the password field when the server finds it on its list of common or breached passwords. */
  passwordCommon:
    'This password is too common or too easy to guess. Choose another one: a few unrelated words work well.',
  registrationClosed: 'Registration has closed.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Request a new code.',
  wrongOldPassword: 'Your old password is incorrect.',
  noCompany: 'Submit your work details before your weekly reports.',
  endBeforeResumption: 'The termination date cannot be before the resumption date.',
  /** A resumption date sent alone that falls after the termination date already stored. */
  resumptionAfterEnd: 'The resumption date cannot be after the termination date.',
  studentNotFound: 'Student not found.',
  supervisorNotFound: 'Supervisor not found.',
  /** Our addition (issue 34): a student `assignSupervisors` leaves alone unless told to replace. */
  alreadyAssigned: (name: string) => `Already assigned to ${name}. Choose to replace to move them.`,
  /** Our addition (issue 34): `assignSupervisors` when some students were refused. */
  assignedSome: (done: number, total: number) =>
    `Assigned ${done} of ${total}. The others could not be assigned: see each one's reason.`,
  /** Our addition (issue 34): `assignSupervisors` naming a student twice. */
  studentNamedTwice: 'Name each student once.',
  coordinatorNotFound: 'Coordinator not found.',
  formNotFound: 'Form not found.',
  notYourStudent: 'This student is not assigned to you.',
  onlyOwnDetails: 'You can only view or update your own details.',
  pdfOnly: 'Only PDF files can be uploaded.',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  searchTooShort: `Search needs at least ${MIN_SEARCH_LENGTH} characters.`,
  invalidDate: 'Enter a valid date and time.',
  invalidInstant:
    'Enter a date as YYYY-MM-DD, or a date and time as YYYY-MM-DDTHH:mm (Lagos time) or with an offset, e.g. 2026-07-01T10:00+01:00.',
  invalidDay: 'Enter a date as YYYY-MM-DD.',
  scorePrecision: 'Enter the score with at most two decimal places.',
  scoreNegative: 'A score cannot be below 0.',
  noNul: 'must not contain NUL characters',
  illFormed: 'must be valid Unicode text (no lone surrogates)',
  inspectionDateSet: 'Inspection date set successfully.',
  defenseDateSet: 'Defence date set successfully.',
  emailRequired: 'An email query parameter is required.',
  readOnlyStudentFields: 'Student code, matric number, email and phone number cannot be edited.',
  /** A coordinator's edit naming a course that is not on the reference list. */
  courseNotListed: 'Choose a course from the list of courses.',
  /** A coordinator's edit naming a faculty that is not on the reference list. */
  facultyNotListed: 'Choose a faculty from the list of schools.',
  /** A coordinator's edit whose faculty is not the school of the student's course. */
  facultyOfCourse: (course: string, school: string) =>
    `${course} is taught in ${school}, so the faculty must be ${school}.`,
  /** A registration naming a department that is not on the reference list. */
  departmentNotListed: 'Choose a department from the list of departments.',
  /** A registration whose department is not the one the course is listed under. */
  departmentOfCourse: (course: string, department: string) =>
    `${course} is listed under ${department}, so the department must be ${department}.`,
  /** A registration whose faculty is not the school of the department. */
  facultyOfDepartment: (department: string, school: string) =>
    `${department} is in ${school}, so the faculty must be ${school}.`,
  // The logbook (issue 24)
  weekSignedLocked: 'This week has been signed by your workplace supervisor and can no longer be changed.',
  weekClosed: 'This week has ended and is closed. Ask your supervisor or the coordinator to open it.',
  weekAhead: 'You cannot write a week that has not started yet.',
  notAMonday: 'Enter the week by its Monday, as YYYY-MM-DD.',
  weekEmpty: 'Write at least one day of this week before asking for sign-off.',
  weekAlreadySigned: 'This week is already signed.',
  weekAlreadyOpen: 'This week is already open to the student.',
  commentBlank: 'Write the comment before sending it.',
  reasonBlank: 'Give the reason for reopening this week.',
  noWorkplaceSupervisor: "Add your workplace supervisor's email in Work Details before asking for sign-off.",
  signoffLinkInvalid: 'This sign-off link is not valid. Check that the whole link was copied from the email.',
  signoffLinkExpired: 'This sign-off link has expired. Ask the student to send a new one.',
  signoffLinkReplaced: 'This sign-off link was replaced by a newer one. Use the link in the latest email.',
  signoffWeekChanged: 'The student changed this week after you opened it. Reload the page to read it again.',
  imageTooLarge: `The image is larger than ${LOGBOOK.maxImageBytes / 1024 / 1024} MB.`,
  imageNotPicture: 'The image must be a PNG or JPEG picture.',
  imageNotBase64: 'The image must be sent as base64 (or a data: URL of a PNG or JPEG).',
  cannotSortBy: (field: string) => `Students cannot be sorted by "${field}".`,
  scoreOutOfRange: (label: string, max: number) => `The ${label} score must be between 0 and ${max}.`,
} as const;

/**
 * The subject of the mail that carries a one-time code, by what the code is for, so a student
 * who asked for a password reset is not told it is a registration code (the server and the fake).
 */
export const CODE_MAIL_SUBJECTS = {
  registration: 'Your SIWES registration code',
  changePassword: 'Your SIWES password reset code',
} as const satisfies Record<OtpPurpose, string>;

/** The subject of the mail that carries a sign-off link. */
export const SIGNOFF_MAIL_SUBJECT = 'Please sign a SIWES logbook week';
