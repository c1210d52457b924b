/**
 * The registration form as the stories fill it in: Registration's own stories, its bank name's,
 * and the new student's journey.
 */
import type { HttpHandler } from 'msw';
import { createClient } from '@siwes/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_SUMMARY_TITLE } from '../components/ErrorSummary/ErrorSummary.tsx';
import { codeFromTheFake } from './fakeApi.ts';
import { recordRequests } from './stories.ts';

/** A student's registration as the stories type it. */
export interface RegistrationEntry {
  firstName: string;
  middleName: string;
  lastName: string;
  sex: 'Male' | 'Female';
  phone: string;
  /** Faculty, department and course, chosen in turn; left out, none is chosen. */
  course?: { faculty: string; department: string; course: string };
  level: '100' | '200' | '300' | '400';
  matricNo: string;
  accountNumber: string;
  sortCode: string;
  password: string;
}

/** Fills every field of the registration form but the bank name. Returns the canvas. */
export async function fillRegistration(canvasElement: HTMLElement, entry: RegistrationEntry) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First Name'), entry.firstName);
  await userEvent.type(canvas.getByLabelText('Middle Name'), entry.middleName);
  await userEvent.type(canvas.getByLabelText('Last Name'), entry.lastName);
  await userEvent.selectOptions(canvas.getByLabelText('Sex'), entry.sex);
  await userEvent.type(canvas.getByLabelText('Phone Number'), entry.phone);
  if (entry.course) {
    await userEvent.selectOptions(canvas.getByLabelText('Faculty'), entry.course.faculty);
    await userEvent.selectOptions(canvas.getByLabelText('Department'), entry.course.department);
    await userEvent.selectOptions(canvas.getByLabelText('Course'), entry.course.course);
  }
  await userEvent.selectOptions(canvas.getByLabelText('Level'), entry.level);
  await userEvent.type(canvas.getByLabelText('Matric Number'), entry.matricNo);
  await userEvent.type(canvas.getByLabelText('Account Number'), entry.accountNumber);
  await userEvent.type(canvas.getByLabelText('Sort Code'), entry.sortCode);
  await userEvent.type(canvas.getByLabelText('Password'), entry.password);
  return canvas;
}

/** Searches the bank list, once it is in, and picks the bank named. */
export async function chooseBank(canvasElement: HTMLElement, search: string, name: string) {
  const canvas = within(canvasElement);
  const bank = canvas.getByRole('combobox', { name: 'Bank Name' });
  await waitFor(() => expect(bank).toBeEnabled());
  await userEvent.type(bank, search);
  await userEvent.click(canvas.getByRole('option', { name }));
}

/** The new student the registration stories register. */
export const REGISTERING = { email: 'new.student@university.edu.ng', password: 'Register-journey-2026' };

/** The verifyOTP answer /validateOtp keeps, for an email. */
function verificationOf(email: string) {
  return JSON.stringify({
    message: 'OTP verified successfully.',
    data: { email, purpose: 'registration', verified: true },
  });
}

/** Services after /validateOtp: the email kept in session storage, its verification in local storage. */
export const VERIFIED = {
  sessionStorage: { userEmail: REGISTERING.email },
  localStorage: { verification: verificationOf(REGISTERING.email) },
};

/** Makes the fake itself accept the email as verified, as /verifyStudent and /validateOtp would have. */
export async function verifyWithTheFake(email = REGISTERING.email) {
  const token = await codeFromTheFake(email, 'registration');
  await createClient({ baseUrl: '' }).verifyOtp({ email, token });
}

/** Fills every field but the bank name, as the new student; the cascade to a course when `withCourse`. */
export function fillForm(
  canvasElement: HTMLElement,
  { withCourse = true, password = REGISTERING.password } = {},
) {
  return fillRegistration(canvasElement, {
    firstName: 'Amaka',
    middleName: 'Ifeoma',
    lastName: 'Obi',
    sex: 'Female',
    phone: '08031234567',
    ...(withCourse
      ? {
          course: {
            faculty: 'Computing and Engineering Sciences',
            department: 'Computer Science',
            course: 'Computer Technology',
          },
        }
      : {}),
    level: '300',
    matricNo: 'CTE/2023/777',
    accountNumber: '0123456789',
    sortCode: '058152036',
    password,
  });
}

let recorded: unknown[] = [];

/** A story's `beforeEach` that records what Register sends (`sentRegistrations()`). */
export function recordRegistrations({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  const recorder = recordRequests('register');
  msw.use(recorder.handler);
  recorded = recorder.bodies;
}

/** What Register sent, in the stories that record it. */
export const sentRegistrations = (): unknown[] => recorded;

/** The form's error summary, once it shows (the box that takes the focus). */
export function summaryOf(canvasElement: HTMLElement): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { name: ERROR_SUMMARY_TITLE });
  return heading.closest<HTMLElement>('[tabindex]')!;
}

/**
 * After a refused Register: the summary has the focus and links to the field with this sentence;
 * following the link focuses the field (given).
 */
export async function followSummaryTo(canvasElement: HTMLElement, sentence: string, field: HTMLElement) {
  const summary = summaryOf(canvasElement);
  await waitFor(() => expect(summary).toHaveFocus());
  await userEvent.click(within(summary).getByRole('link', { name: sentence }));
  await expect(field).toHaveFocus();
}
