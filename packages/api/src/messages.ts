/**
 * Every message of spec section 8, spelled exactly as the spec spells them (including the
 * space in 'Profile Update Successful !'). Screens, the CLI and the server import them from here.
 */
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
  /** The supervisor reset flow's success message is the same text as details updated. */
  supervisorResetSuccessful: 'Details Updated Successfully!',
} as const;

export type MessageKey = keyof typeof MESSAGES;
