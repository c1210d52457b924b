/**
 * The fake's logbook (issue 24), on the same rules as the server (@siwes/api/rules): weeks and
 * their states, sign-off links, sign-offs, comments and reopenings, kept in the fake's database.
 */
import type { LoginType, LogbookPage, SignoffView, Student } from '@siwes/api';
import { LATE_ENTRY_POLICY, LOGBOOK, SERVER_MESSAGES } from '@siwes/api';
import {
  assignedTo,
  commentProblem,
  lateEntryFlags,
  logbookPageWindow,
  readOnlyUntil,
  reopenProblem,
  reportWeek,
  signoffExpiry,
  signoffLinkState,
  signoffMail,
  signoffTotals,
  weekDigest,
  weekEditable,
  weekState,
  type ReportDays,
  type SignoffTotals,
} from '@siwes/api/rules';
import {
  entryTimesOf,
  findStudent,
  nextId,
  reportsOf,
  sendMail,
  writtenWeeksOf,
  type FakeDb,
  type FakeSignoff,
  type FakeSignoffRequest,
} from '../db.ts';
import { fail, refuseField } from '../http.ts';
import { notifyStudent } from './notifications.ts';

const NO_DAYS: ReportDays = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };
const latest = (times: string[]) => times.sort().at(-1);
const ofWeek = (studentId: string, weekStart: string) => (r: { studentId: string; weekStart: string }) =>
  r.studentId === studentId && r.weekStart === weekStart;

/** A week's last sign-off and reopening, as `weekState` reads them. */
export function weekFacts(db: FakeDb, studentId: string, weekStart: string) {
  const week = ofWeek(studentId, weekStart);
  return {
    weekStart,
    currentWeekStart: reportWeek(db.now()).weekStart,
    signedAt: latest(db.logbook.signoffs.filter(week).map((s) => s.signedAt)),
    reopenedAt: latest(db.logbook.reopenings.filter(week).map((r) => r.at)),
  };
}

/** A student's signed and waiting weeks and last sign-off (the coordinator's totals). */
export function signoffTotalsOf(db: FakeDb, studentId: string): SignoffTotals {
  const { signoffs, reopenings, requests } = db.logbook;
  const now = db.now();
  const weeks = new Set(
    [...signoffs, ...reopenings, ...requests]
      .filter((r) => r.studentId === studentId)
      .map((r) => r.weekStart),
  );
  return signoffTotals(
    [...weeks].map((weekStart) => ({
      ...weekFacts(db, studentId, weekStart),
      linkWaiting: requests.some(
        (r) => ofWeek(studentId, weekStart)(r) && signoffLinkState(r, now).kind === 'sign',
      ),
    })),
  );
}

export function daysOf(db: FakeDb, studentId: string, weekStart: string): ReportDays {
  const report = reportsOf(db, studentId).find((r) => r.weekStart === weekStart);
  return report
    ? {
        monday: report.monday,
        tuesday: report.tuesday,
        wednesday: report.wednesday,
        thursday: report.thursday,
        friday: report.friday,
      }
    : { ...NO_DAYS };
}

/** One page of a student's logbook, newest week first. */
export function logbookPage(
  db: FakeDb,
  student: Student,
  query: { page?: number; limit?: number },
): LogbookPage {
  const id = student._id;
  const { logbook } = db;
  const mine = <T extends { studentId: string }>(list: T[]) => list.filter((r) => r.studentId === id);
  const weeks = [
    ...new Set([
      ...reportsOf(db, id).map((r) => r.weekStart),
      ...mine(logbook.signoffs).map((s) => s.weekStart),
      ...mine(logbook.reopenings).map((r) => r.weekStart),
    ]),
  ]
    .sort()
    .reverse();
  const { offset, limit } = logbookPageWindow(query);
  const now = db.now().toISOString();
  const flags = lateEntryFlags(writtenWeeksOf(db, id), LATE_ENTRY_POLICY);
  return {
    student: { _id: id, name: student.name, studentCode: student.studentCode, course: student.course ?? '' },
    totalWeeks: weeks.length,
    weeks: weeks.slice(offset, offset + limit).map((weekStart) => {
      const week = ofWeek(id, weekStart);
      const state = weekState(weekFacts(db, id, weekStart));
      const signOff = logbook.signoffs.filter(week).sort((a, b) => b.signedAt.localeCompare(a.signedAt))[0];
      const waiting = logbook.requests.find(
        (r) => week(r) && !r.revokedAt && !r.signedAt && r.expiresAt > now,
      );
      return {
        weekStart,
        ...daysOf(db, id, weekStart),
        state,
        editable: weekEditable(state),
        signOff: signOff ? signOffOf(signOff) : null,
        pendingSignoff:
          waiting && state !== 'signed'
            ? { sentTo: waiting.sentTo, requestedAt: waiting.createdAt, expiresAt: waiting.expiresAt }
            : null,
        comments: logbook.comments
          .filter(week)
          .map(({ _id, author, role, text, createdAt }) => ({ _id, author, role, text, createdAt })),
        reopenings: logbook.reopenings
          .filter(week)
          .map(({ by, role, reason, at }) => ({ by, role, reason, at })),
        entryTimes: entryTimesOf(db, id, weekStart),
        ...(flags.get(weekStart) ?? { lateDays: [], burst: null }),
      };
    }),
  };
}

function signOffOf(s: FakeSignoff) {
  return { name: s.name, signedAt: s.signedAt, comment: s.comment, image: s.image, digest: s.digest };
}

/** A student by id or code the supervisor inspects or defends: the student, or the refusal. */
export function assignedStudent(
  db: FakeDb,
  supervisorId: string | undefined,
  idOrCode: string,
): Student | Response {
  const student = findStudent(db, idOrCode);
  if (!student) return fail(404, SERVER_MESSAGES.studentNotFound);
  const mine =
    assignedTo(student, 'inspection', supervisorId) || assignedTo(student, 'defense', supervisorId);
  return mine ? student : fail(403, SERVER_MESSAGES.notYourStudent);
}

/** The name of the supervisor or coordinator acting. */
function staffName(db: FakeDb, role: LoginType, id: string | undefined): string {
  const person = (role === 'supervisor' ? db.supervisors : db.coordinators).find((p) => p._id === id);
  return person ? `${person.firstName} ${person.lastName}` : '';
}

export function commentOnWeek(
  db: FakeDb,
  author: { role: LoginType; id: string | undefined },
  student: Student,
  body: { weekStart: string; text: string },
  origin: string,
) {
  const problem = commentProblem(body.weekStart, reportWeek(db.now()).weekStart);
  if (problem) return refuseField({ field: 'weekStart', problem });
  const comment = {
    _id: nextId(db, 'comment'),
    author: staffName(db, author.role, author.id),
    role: author.role,
    text: body.text,
    createdAt: db.now().toISOString(),
  };
  db.logbook.comments.push({ ...comment, studentId: student._id, weekStart: body.weekStart });
  const { weekStart, text } = body;
  notifyStudent(db, student, { event: 'weekCommented', weekStart, author: comment.author, text }, origin);
  return comment;
}

export function reopenWeek(
  db: FakeDb,
  by: { role: LoginType; id: string | undefined },
  student: Student,
  body: { weekStart: string; reason: string },
  origin: string,
): Response | undefined {
  const problem = reopenProblem(weekFacts(db, student._id, body.weekStart));
  if (problem === SERVER_MESSAGES.weekAlreadyOpen) return fail(409, problem);
  if (problem) return refuseField({ field: 'weekStart', problem });
  const name = staffName(db, by.role, by.id);
  db.logbook.reopenings.push({
    studentId: student._id,
    weekStart: body.weekStart,
    by: name,
    role: by.role,
    reason: body.reason,
    at: db.now().toISOString(),
  });
  const facts = { event: 'weekReopened', weekStart: body.weekStart, by: name, reason: body.reason } as const;
  notifyStudent(db, student, facts, origin);
  return undefined;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A new link for a student's week (the older unused one revoked), mailed to the workplace supervisor. */
export function createSignoffRequest(db: FakeDb, student: Student, weekStart: string, origin: string) {
  const now = db.now();
  for (const r of db.logbook.requests.filter(ofWeek(student._id, weekStart))) {
    if (!r.revokedAt && !r.signedAt) r.revokedAt = now.toISOString();
  }
  const request: FakeSignoffRequest = {
    id: nextId(db, 'signoff'),
    token: randomToken(),
    studentId: student._id,
    weekStart,
    sentTo: student.workplaceSupervisor?.email ?? '',
    createdAt: now.toISOString(),
    expiresAt: signoffExpiry(now),
    revokedAt: null,
    signedAt: null,
  };
  db.logbook.requests.push(request);
  const link = `${origin}${LOGBOOK.signoffPage}/${request.token}`;
  sendMail(db, request.sentTo, signoffMail(student.name, weekStart, link, request.expiresAt));
  return request;
}

/** The request behind a link, or the sentence it is refused with. */
export function requestByToken(db: FakeDb, token: string) {
  const request = db.logbook.requests.find((r) => r.token === token);
  if (!request) return fail(404, SERVER_MESSAGES.signoffLinkInvalid);
  const state = signoffLinkState(request, db.now());
  if (state.kind === 'refused') return fail(state.status, state.message);
  return { request, signed: state.kind === 'signed' };
}

/** What a link shows. */
export async function signoffView(db: FakeDb, request: FakeSignoffRequest): Promise<SignoffView> {
  const student = findStudent(db, request.studentId);
  const signOff = db.logbook.signoffs.find((s) => s.requestId === request.id);
  const days = signOff?.days ?? daysOf(db, request.studentId, request.weekStart);
  return {
    student: {
      name: student?.name ?? '',
      course: student?.course ?? '',
      company: student?.company?.name ?? '',
    },
    supervisorName: student?.workplaceSupervisor?.name ?? '',
    week: { weekStart: request.weekStart, ...days },
    digest: signOff?.digest ?? (await weekDigest(request.studentId, request.weekStart, days)),
    expiresAt: signOff ? null : request.expiresAt,
    signOff: signOff ? signOffOf(signOff) : null,
    readOnlyUntil: signOff ? readOnlyUntil(signOff.signedAt) : null,
  };
}
