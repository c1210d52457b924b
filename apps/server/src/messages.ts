/**
 * The server's own texts for refusals. The spec shows none; the screens show them as sent
 * (spec section 8: `errors`, else `message`). They match the MSW fake's texts so a screen
 * reads the same against either. Success texts come from MESSAGES in `@siwes/api`.
 */
import { MIN_SEARCH_LENGTH, OTP_COUNTDOWN_SECONDS } from '@siwes/api';

export const SERVER_MESSAGES = {
  notSignedIn: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  invalidRequest: 'Some fields are missing or invalid.',
  invalidJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many attempts. Please wait a while and try again.',
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
  registrationClosed: 'Registration has closed.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Request a new code.',
  wrongOldPassword: 'Your old password is incorrect.',
  noCompany: 'Submit your work details before your weekly reports.',
  studentNotFound: 'Student not found.',
  supervisorNotFound: 'Supervisor not found.',
  coordinatorNotFound: 'Coordinator not found.',
  formNotFound: 'Form not found.',
  notYourStudent: 'This student is not assigned to you.',
  onlyOwnDetails: 'You can only view or update your own details.',
  pdfOnly: 'Only PDF files can be uploaded.',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  searchTooShort: `Search needs at least ${MIN_SEARCH_LENGTH} characters.`,
  invalidDate: 'Enter a valid date and time.',
  inspectionDateSet: 'Inspection date set successfully.',
  defenseDateSet: 'Defence date set successfully.',
  emailRequired: 'An email query parameter is required.',
  readOnlyStudentFields: 'Student code, matric number, email and phone number cannot be edited.',
  cannotSortBy: (field: string) => `Students cannot be sorted by "${field}".`,
  scoreOutOfRange: (label: string, max: number) => `The ${label} score must be between 0 and ${max}.`,
} as const;
