/**
 * The Monday reminder at scale (issue 26), for `npm run bench:server` (measure `reminders`):
 * every seeded student is made due (placed long before last week, no entry for it), a server
 * starts with the student reminder on and SMTP_URL set to a local SMTP server (smtp-server, on
 * loopback), and its first upkeep picks, claims, enters and queues them all; the server logs how
 * long that took. While the queue sends, a student's page is loaded as the other load tests do,
 * and compared with the same load on the same data with nothing being sent. Then the time until
 * the SMTP server has every message gives the pace of sending.
 */
import { openDatabase } from '../src/db/connect.ts';
import { studentWeekDue } from '../src/services/reminderSchedule.ts';
import { smtpSink } from '../src/testing/smtpSink.ts';

export interface Served {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A row of the benchmark's table. */
export interface Row {
  engine: string;
  workers: string;
  measure: string;
  rps?: number;
  p99?: number;
  ms?: number;
  aim?: string;
  errors?: number;
}

interface Tools {
  serve(env: Record<string, string>): Promise<Served>;
  /** The median of the load runs of a student's own page (as the `own` measure). */
  loadOwn(url: string): Promise<{ rps: number; p99: number; errors: number }>;
}

/** Makes every student due for last week's reminder, as if none had been sent. */
async function everyStudentDue(env: Record<string, string>, now: Date): Promise<number> {
  const due = studentWeekDue(now, { mondayHour: 0 });
  if (!due) throw new Error('no week is due');
  const opened = await openDatabase({
    dataDir: env.SIWES_DATA_DIR ?? '',
    ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
  });
  try {
    const { db } = opened;
    await db.updateTable('students').set({ company_resumption: '2026-01-05', company_end: null }).execute();
    await db.deleteFrom('weekly_reports').where('week_start', '=', due.monday).execute();
    await db.deleteFrom('reminders_sent').execute();
    await db.deleteFrom('mail_queue').execute();
    await db.deleteFrom('notifications').execute();
    await db.deleteFrom('unsubscribe_tokens').execute();
    const { count } = await db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await opened.close();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function reminderRows(
  engine: string,
  env: Record<string, string>,
  { serve, loadOwn }: Tools,
): Promise<Row[]> {
  const at = { engine, workers: '1' };
  const sink = await smtpSink();
  try {
    const students = await everyStudentDue(env, new Date());
    const quiet = await serve({ ...env, SIWES_REMINDERS: 'off', SMTP_URL: sink.url });
    let baseline;
    try {
      baseline = await loadOwn(quiet.url);
    } finally {
      await quiet.stop();
    }
    const started = performance.now();
    const server = await serve({
      ...env,
      SIWES_REMINDERS: 'student-week',
      SIWES_REMINDER_HOUR: '0',
      SMTP_URL: sink.url,
    });
    try {
      let queued: RegExpExecArray | null = null;
      while (!(queued = /Queued (\d+) reminders \(studentWeek\) in (\d+) ms/.exec(server.output()))) {
        if (performance.now() - started > 300_000) throw new Error('no reminders queued in 5 minutes');
        await wait(100);
      }
      const count = Number(queued[1]);
      if (count !== students) throw new Error(`queued ${count} reminders for ${students} students`);
      const during = await loadOwn(server.url);
      const sentBy = sink.received.length;
      while (sink.received.length < count) {
        if (performance.now() - started > 1_800_000)
          throw new Error(`${sink.received.length} of ${count} sent in 30 minutes`);
        await wait(200);
      }
      const sendingMs = Math.round(performance.now() - started);
      return [
        {
          ...at,
          measure: `queue the Monday reminder of ${count} students (pick, claim, portal entry, mail queued)`,
          ms: Number(queued[2]),
          aim: '< 30000 ms',
        },
        {
          ...at,
          measure: `send them to a local SMTP server (start to the last received; ${sentBy} sent during the load test)`,
          ms: sendingMs,
          aim: `${Math.round(count / (sendingMs / 1000))} mails/s`,
        },
        { ...at, measure: "a student's own details, nothing being sent", ...baseline },
        {
          ...at,
          measure: "a student's own details, while the reminders are sent",
          ...during,
          aim: 'p99 unchanged',
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
  }
}
