/**
 * Where a student is in registering: a line over each page's heading, and the heading's
 * description, so a screen reader says it with the heading the focus lands on. The three pages
 * keep the spec's own headings (Verify Email, Validate OTP, Registration).
 */
export const REGISTRATION_STEPS = {
  verify: 'Step 1 of 3: verify your email',
  code: 'Step 2 of 3: enter the code',
  details: 'Step 3 of 3: your details',
} as const;
