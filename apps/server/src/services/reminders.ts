/**
 * Reminders on a schedule (issue 26), in Lagos time: a student with no entry for last week
 * (Monday morning), a workplace supervisor with weeks waiting for sign-off (at most twice a
 * week), an institution supervisor with defences passed ungraded (weekly), the coordinators
 * before the registration deadline (once per deadline). Each kind may be switched off by the
 * deployer (config `reminders`, SIWES_REMINDERS).
 *
 * Any server runs the schedule (the upkeep); a reminder leaves once per kind, person and period
 * however many servers run it and across restarts: `sendReminders` inserts its claim in
 * `reminders_sent` (unique on kind, person, period) and, in the same transaction, tells the
 * person through `notifyMany` (notifications.ts: the portal entry, and the mail as they chose,
 * with its unsubscribe link), so a claim that lands is a person told and a claim another server
 * holds is skipped. The student reminders are picked in one query and claimed, entered and
 * queued 500 to an insert.
 */
import { describeDay, lagosDay } from '@siwes/api';
import { addDays, type Mail, type NotificationEntry } from '@siwes/api/rules';
import type { Transaction } from 'kysely';
import type { ReminderKind } from '../config.ts';
import type { Deps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { getSetting, REGISTRATION_DEADLINE } from './accounts.ts';
import { notifyMany, type Telling } from './notifications.ts';
import {
  registrationDeadlineDue,
  signoffWaitingDue,
  studentWeekDue,
  ungradedDue,
} from './reminderSchedule.ts';

export const REMINDER_SUBJECTS: Record<ReminderKind, string> = {
  studentWeek: 'Your SIWES logbook has no entry for last week',
  signoffWaiting: 'SIWES logbook weeks are waiting for your sign-off',
  ungraded: 'SIWES students are waiting for their defence grade',
  registrationDeadline: 'SIWES registration closes soon',
};

/** Where each reminder's link leads in the portal (a student's, at the week: `studentWeekPage`). */
const REMINDER_PAGES: Record<Exclude<ReminderKind, 'studentWeek'>, string> = {
  signoffWaiting: '/',
  ungraded: '/lecturers/gradedefence',
  registrationDeadline: '/coordinator/setregistration',
};

export interface Reminder {
  /** The account told (null: a workplace supervisor, who has none); with `email`, who it goes to. */
  userId: string | null;
  /** The address it goes to; with `event` and `period`, the key it is sent once for. */
  email: string;
  event: ReminderKind;
  /** The period it belongs to (reminderSchedule.ts): once per person and period. */
  period: string;
  /** The portal's entry (its title, a sentence, the page where the thing is). */
  entry: NotificationEntry;
  /** The mail's subject and text (`notificationMail` adds the link, the unsubscribe link and HTML). */
  mail: Mail;
}

/** Rows per claim insert. */
const CLAIM_CHUNK = 500;

/**
 * The one place reminders leave: claims each reminder's (event, email, period) in the caller's
 * transaction and tells the person of those claimed through `notifyMany` (a portal entry and
 * the mail, as they chose; a claim already held, by this server or another, tells nothing).
 * Answers how many mails were queued.
 */
export async function sendReminders(
  deps: Pick<Deps, 'mail' | 'otpSecret'>,
  trx: Transaction<Database>,
  reminders: readonly Reminder[],
  telling: Telling,
): Promise<number> {
  let queued = 0;
  for (let i = 0; i < reminders.length; i += CLAIM_CHUNK) {
    const chunk = reminders.slice(i, i + CLAIM_CHUNK);
    const claimed = await trx
      .insertInto('reminders_sent')
      .values(
        chunk.map((r) => ({
          kind: r.event,
          person: r.email,
          period: r.period,
          sent_at: telling.now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['kind', 'person', 'period']).doNothing())
      .returning(['kind', 'person', 'period'])
      .execute();
    const keys = new Set(claimed.map((c) => `${c.kind}\n${c.person}\n${c.period}`));
    const notices = chunk
      .filter((r) => keys.has(`${r.event}\n${r.email}\n${r.period}`))
      .map((r) => ({
        to: { userId: r.userId, email: r.email },
        facts: { event: r.event, entry: r.entry, mail: r.mail },
      }));
    queued += await notifyMany(deps, trx, notices, telling);
  }
  return queued;
}

/** Reminders per transaction: a crash loses at most this many claims' work (their mail stays unqueued with them). */
const BATCH = 1000;

async function sendInBatches(deps: Deps, reminders: readonly Reminder[], telling: Telling): Promise<number> {
  let queued = 0;
  for (let i = 0; i < reminders.length; i += BATCH) {
    const batch = reminders.slice(i, i + BATCH);
    queued += await deps.db.transaction().execute((trx) => sendReminders(deps, trx, batch, telling));
  }
  return queued;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const studentWeekPage = (monday: string) => `/students/report?week=${monday}`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** Students placed last week with no entry for its weekdays, not yet reminded. */
async function studentWeekReminders(deps: Deps, now: Date): Promise<Reminder[]> {
  const due = studentWeekDue(now, deps.config.reminders);
  if (!due) return [];
  const students = await deps.db
    .selectFrom('students as s')
    .select(['s.id', 's.email', 's.first_name'])
    .where('s.company_resumption', 'is not', null)
    // Before the Saturday: a resumption stored as a day or as an instant.
    .where('s.company_resumption', '<', addDays(due.friday, 1))
    .where((eb) => eb.or([eb('s.company_end', 'is', null), eb('s.company_end', '>=', due.monday)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('weekly_reports as w')
            .select('w.id')
            .whereRef('w.student_id', '=', 's.id')
            .where('w.week_start', '=', due.monday)
            .where('w.days_reported', '>', 0),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminders_sent as r')
            .select('r.person')
            .where('r.kind', '=', 'studentWeek')
            .where('r.period', '=', due.period)
            .whereRef('r.person', '=', 's.email'),
        ),
      ),
    )
    .execute();
  const week = describeDay(due.monday);
  const entry = {
    title: `No logbook entry for the week of ${due.monday}`,
    text: 'Write what you did on each day of that week in your Weekly Report.',
    link: studentWeekPage(due.monday),
  };
  return students.map((s) => ({
    userId: s.id,
    email: s.email,
    event: 'studentWeek',
    period: due.period,
    entry,
    mail: {
      subject: REMINDER_SUBJECTS.studentWeek,
      text:
        `Dear ${s.first_name},\n\nYour SIWES logbook has no entry for the week of ${week}. ` +
        'Please write what you did on each day of that week in your Weekly Report.\n\n' +
        'This reminder comes on Monday mornings while last week has no entry.',
    },
  }));
}

/** Workplace supervisors with links unsigned for `signoffWaitDays`, one reminder listing each week. */
async function signoffWaitingReminders(deps: Deps, now: Date): Promise<Reminder[]> {
  const due = signoffWaitingDue(now, deps.config.reminders);
  const waiting = await deps.db
    .selectFrom('signoff_requests as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['r.sent_to', 'r.week_start', 'r.created_at', 's.name'])
    .where('r.signed_at', 'is', null)
    .where('r.revoked_at', 'is', null)
    .where('r.expires_at', '>', now.toISOString())
    .where('r.created_at', '<=', due.sentBefore)
    .where('r.sent_to', '!=', '')
    .orderBy('r.sent_to')
    .orderBy('r.week_start')
    .execute();
  const bySupervisor = groupBy(waiting, (w) => w.sent_to.trim().toLowerCase());
  return [...bySupervisor].map(([email, weeks]) => {
    const count = plural(weeks.length, 'A logbook week is', 'logbook weeks are');
    return {
      // A workplace supervisor has no account: no portal entry, and only the mail's link stops it.
      userId: null,
      email,
      event: 'signoffWaiting',
      period: due.period,
      entry: {
        title: REMINDER_SUBJECTS.signoffWaiting,
        text: `${count} waiting for your sign-off.`,
        link: REMINDER_PAGES.signoffWaiting,
      },
      mail: {
        subject: REMINDER_SUBJECTS.signoffWaiting,
        text:
          `${count} waiting for your sign-off:\n\n` +
          weeks
            .map(
              (w) =>
                `- ${w.name}, week of ${describeDay(w.week_start)} (link sent ${describeDay(lagosDay(new Date(w.created_at)))})`,
            )
            .join('\n') +
          '\n\nPlease open the link in the sign-off mail of each week to read and sign it. ' +
          'At most two reminders a week come while weeks wait.',
      },
    };
  });
}

/** Institution supervisors with students whose defence date has passed ungraded, weekly. */
async function ungradedReminders(deps: Deps, now: Date): Promise<Reminder[]> {
  const due = ungradedDue(now);
  const students = await deps.db
    .selectFrom('students as s')
    .innerJoin('supervisors as p', 'p.id', 's.defense_supervisor_id')
    .select(['p.id as supervisorId', 'p.email', 'p.first_name', 's.name', 's.matric_no'])
    .where('s.defense_date', 'is not', null)
    .where('s.defense_date', '<', now.toISOString())
    .where('s.score_defense', 'is', null)
    .orderBy('p.email')
    .orderBy('s.name')
    .execute();
  const bySupervisor = groupBy(students, (s) => s.email);
  return [...bySupervisor].map(([email, list]) => {
    const count = plural(
      list.length,
      'A student whose defence date has passed is',
      'students whose defence date has passed are',
    );
    return {
      userId: list[0]!.supervisorId,
      email,
      event: 'ungraded',
      period: due.period,
      entry: {
        title: `${plural(list.length, 'A student is', 'students are')} waiting for their defence grade`,
        text: `${count} not yet graded: ${list.map((s) => s.name).join(', ')}.`.slice(0, 500),
        link: REMINDER_PAGES.ungraded,
      },
      mail: {
        subject: REMINDER_SUBJECTS.ungraded,
        text:
          `Dear ${list[0]!.first_name},\n\n${count} not yet graded:\n\n` +
          list.map((s) => `- ${s.name} (${s.matric_no})`).join('\n') +
          '\n\nPlease grade them on the Grade Defence page.',
      },
    };
  });
}

/** Coordinators, `deadlineDays` before the registration deadline, with the count registered. */
async function registrationDeadlineReminders(deps: Deps, now: Date): Promise<Reminder[]> {
  const due = registrationDeadlineDue(
    await getSetting(deps.db, REGISTRATION_DEADLINE),
    now,
    deps.config.reminders,
  );
  if (!due) return [];
  const coordinators = await deps.db
    .selectFrom('coordinators')
    .select(['id', 'email', 'first_name'])
    .execute();
  if (coordinators.length === 0) return [];
  const { count } = await deps.db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const registered = Number(count);
  const day = describeDay(lagosDay(due.deadline));
  const so = `${registered} student${registered === 1 ? ' has' : 's have'} registered so far.`;
  return coordinators.map((c) => ({
    userId: c.id,
    email: c.email,
    event: 'registrationDeadline',
    period: due.period,
    entry: { title: `Registration closes on ${day}`, text: so, link: REMINDER_PAGES.registrationDeadline },
    mail: {
      subject: REMINDER_SUBJECTS.registrationDeadline,
      text:
        `Dear ${c.first_name},\n\nSIWES registration closes on ${day} ` +
        `(${due.deadline.toISOString().slice(11, 16)} UTC). ${so} ` +
        'To move the deadline, open Set Registration Deadline.',
    },
  }));
}

const PICKERS: Record<ReminderKind, (deps: Deps, now: Date) => Promise<Reminder[]>> = {
  studentWeek: studentWeekReminders,
  signoffWaiting: signoffWaitingReminders,
  ungraded: ungradedReminders,
  registrationDeadline: registrationDeadlineReminders,
};

/**
 * The upkeep's step: tells every person of each reminder due that the deployer has on and that
 * no server has sent for its period. Answers how many mails of each kind it queued.
 */
export async function runReminders(
  deps: Deps,
  origin: string,
  now: Date,
): Promise<Partial<Record<ReminderKind, number>>> {
  const queued: Partial<Record<ReminderKind, number>> = {};
  for (const kind of deps.config.reminders.kinds) {
    const started = performance.now();
    const reminders = await PICKERS[kind](deps, now);
    if (reminders.length === 0) continue;
    const count = await sendInBatches(deps, reminders, { origin, now });
    if (count > 0) {
      queued[kind] = count;
      const ms = Math.round(performance.now() - started);
      // `npm run bench:server` reads this line (the time to pick, claim, enter and queue).
      deps.config.logger.info(`Queued ${count} reminder${count === 1 ? '' : 's'} (${kind}) in ${ms} ms`);
    }
  }
  if (Object.keys(queued).length > 0) deps.mail.kick();
  return queued;
}
