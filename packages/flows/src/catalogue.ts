/**
 * Every machine of the package with the spec section it implements: the coverage report and
 * the generated diagrams in docs/flows.md both read this list, so a machine left out of it is
 * neither measured nor drawn.
 */
import type { AnyStateMachine } from 'xstate';
import { loginMachine } from './login.machine.ts';
import { logoutMachine } from './logout.machine.ts';
import { verifyEmailMachine } from './verifyEmail.machine.ts';
import { otpMachine } from './otp.machine.ts';
import { passwordResetMachine } from './passwordReset.machine.ts';
import { formSubmissionMachine } from './formSubmission.machine.ts';
import { loadMachine } from './load.machine.ts';
import { pagedListMachine } from './pagedList.machine.ts';
import { rowActionMachine, rowActionsMachine } from './rowActions.machine.ts';
import { collateMachine } from './collate.machine.ts';
import { editStudentMachine } from './editStudent.machine.ts';
import { courseCascadeMachine } from './courseCascade.machine.ts';
import { exportCsvMachine } from './exportCsv.machine.ts';
import { batchGradingMachine } from './batchGrading.machine.ts';
import { stateLgaMachine } from './stateLga.machine.ts';
import { reportOutboxMachine } from './reportOutbox.machine.ts';
import { appUpdateMachine } from './appUpdate.machine.ts';
import { signoffMachine } from './signoff.machine.ts';
import { commentBoxMachine } from './commentBox.machine.ts';

export interface CatalogueEntry {
  machine: AnyStateMachine;
  title: string;
  /** The spec sections (and issue item) it implements. */
  spec: string;
  summary: string;
}

export const catalogue: CatalogueEntry[] = [
  {
    machine: loginMachine,
    title: 'Login',
    spec: 'Spec §4 (login per role), §8 (login failures); issue 4 item 1',
    summary: 'One definition for the student, supervisor and coordinator logins.',
  },
  {
    machine: logoutMachine,
    title: 'Logout',
    spec: 'Spec §4 (logout), §6 (each role clears only its own state); issue 4 item 1',
    summary: "Posts, then clears that role's session and goes to its login, even when the call fails.",
  },
  {
    machine: verifyEmailMachine,
    title: 'Verify email',
    spec: 'Spec §2 (/verifyStudent, /verifyStudentPass, /lecturers/verify), §3 (stored values); issue 4 item 2',
    summary:
      'Sends the code, keeps the email in session storage, moves on to the OTP or change-password page; when a new code must wait, goes on with the one already sent.',
  },
  {
    machine: otpMachine,
    title: 'OTP countdown, resend and validation',
    spec: 'Spec §2 (/validateOtp), §4 (OTP page), §8 (resend messages), §9 (300 s, 3 s); issue 4 item 3',
    summary: 'Three parallel regions: the countdown, the resend notice and the code.',
  },
  {
    machine: courseCascadeMachine,
    title: 'Registration: faculty, department and course',
    spec: 'Spec §2 (/Register), §3 (reference lists), §5 (cascade); issue 4 item 4',
    summary:
      "The faculty, department and course selects: each choice opens the next one's options and clears the ones below it. The form's submission and its 2 s redirect are the form submission machine's.",
  },
  {
    machine: passwordResetMachine,
    title: 'Student and supervisor password reset',
    spec: 'Spec §2 (/changePassword, /lecturer/changePassword), §4 (password resets); issue 4 items 5 and 6',
    summary:
      'Checks the password rule first, verifies the code for a reset token (kept until a change succeeds, so a refused password retries only the change), changes the password with it, then goes to the login page.',
  },
  {
    machine: formSubmissionMachine,
    title: 'Form submission',
    spec: 'Spec §4 (every form), §8 (messages), §9 (3 s notices, 2 s and 3 s redirects); issue 4 item 7',
    summary:
      'Idle, submitting, success (staying, clearing its notice, or redirecting) and failure; a new attempt the form stops before sending dismisses the last answer.',
  },
  {
    machine: loadMachine,
    title: 'Load',
    spec: 'Spec §4 (lists and detail pages), §8 (load failures); issue 4 item 8',
    summary: "Loading, then loaded or failed (the server's message replaces the content), with retry.",
  },
  {
    machine: pagedListMachine,
    title: 'Paged list',
    spec: 'Spec §2 (student tables, weekly totals), §4 (sorting), §5 (search, jump to page), §9 (page size 10, 3 characters); issue 4 item 9',
    summary:
      "Server paging, sort toggle, search from 3 characters (its results sorted in the browser, the search kept), reset, jump-to-page validation; opens at (and `RESTORE`s to) the page, sort or search its address kept, checked first, and shows the last page for one past it. Issue 34: a list may take the server's filters (`filterKeys`, `SET_FILTERS`: the assignment tables' `unassigned`, `state`, `company`, `course`) and a page size the user chooses (`pageSizes`, `SET_PAGE_SIZE`), both in its address; a search and the filters end each other.",
  },
  {
    machine: rowActionsMachine,
    title: 'Row actions: the table',
    spec: 'Spec §2 (assign, set date, grade, delete rows), §4 (row notices); issue 4 item 10',
    summary: 'Spawns one row-action actor per row the first time it is acted on.',
  },
  {
    machine: rowActionMachine,
    title: 'Row actions: one row',
    spec: 'Spec §4 (row notices clear after 3 s), §9; issue 4 item 10',
    summary:
      "One row's call with its own spinner, notice and error; it keeps the payload of its last success (the date just set) for the row to show.",
  },
  {
    machine: collateMachine,
    title: 'Collate',
    spec: 'Spec §2 (collate grades, student details), §4 (collate buttons), §9 (3 s); issue 4 item 11',
    summary: "All students or one; 'Collated Successfully!' for 3 s, then idle.",
  },
  {
    machine: editStudentMachine,
    title: 'Edit student',
    spec: 'Spec §2 (/coordinator/edit/student/{id}), §4 (edit student), §5 (only changed fields), §7 (PATCH body); issue 4 item 12; issue 24',
    summary:
      "Load, edit, send only the changes, show the server's message. The values start as the current ones (`currentEditValues`; issue 34) and become the saved ones after a success, so the form's fields hold what they edit; `studentChanges` sends a field only when its value is not blank and differs from the current one (spaces at either end aside). Choosing a course sets the faculty to the course's school, so the faculty is sent exactly when it changes with the course; `facultyAndDepartment` says what the page shows beside the course. Issue 24 adds the workplace supervisor (`workplaceSupervisor.name` … `.phone`), sent as the body's `workplaceSupervisor` object with only the fields changed; a refusal keeps the server's sentence per field it named in `fieldErrors` (by the body's name, `workplaceSupervisor.email`), each until that field is edited, and the text under the form then says what the server says overall (`refusal`).",
  },
  {
    machine: exportCsvMachine,
    title: 'Export CSV',
    spec: 'Spec §7 (CSV downloads), §8 (export alert), §9 (file names); issue 4 item 13',
    summary: 'In progress, done (the file handed to the caller) or failed with the alert text.',
  },
  {
    machine: batchGradingMachine,
    title: 'Batch grading',
    spec: 'Spec §2 (/coordinator/batchgrading), §5 (numeric inputs), §8 (Graded Successfully!); issue 4 item 14',
    summary:
      'Keeps the grades typed on any page, checks them against the policy, sends only the changed ones with their progress, reports per row and names the rows that failed.',
  },
  {
    machine: stateLgaMachine,
    title: 'State and LGA',
    spec: 'Spec §3 (states and LGAs), §5 (the LGA list depends on the state), §8 (fetch failures only logged)',
    summary: "Loads the states, then the chosen state's LGAs; changing the state clears the LGA.",
  },
  {
    machine: reportOutboxMachine,
    title: 'Weekly reports waiting on the phone',
    spec: 'Spec §5 (weekly report); issue 25 item 3 (sent when the signal returns)',
    summary:
      'Sends the reports the student asked to send once the network lets it: at start when online, on the `online` event or Background Sync, again after a while when the network never answered.',
  },
  {
    machine: appUpdateMachine,
    title: 'A new version of the portal',
    spec: 'Issue 25 item 4 (updates that arrive)',
    summary: 'Runs the version the page started with until the user reloads into the one waiting.',
  },
  {
    machine: signoffMachine,
    title: 'Signing a week by its link',
    spec: 'Issue 24 items 2 and 7 (the public sign-off page)',
    summary:
      "Loads the week a link is for; signs it with the digest the page showed (a comment, a typed name, a stamp or none), then shows it signed. An expired, replaced or wrong link says the server's sentence; a refusal keeps the form, and a week changed since is read again.",
  },
  {
    machine: commentBoxMachine,
    title: "A week's comment box (and a reopening's reason)",
    spec: 'Issue 24 items 3, 4 and 7 (the supervisor and the coordinator comment and reopen)',
    summary:
      "Typing, sending, then sent (the box empties) or refused with the server's sentence beside the field; a call that never reached the server keeps the text, offline, to send again.",
  },
];
