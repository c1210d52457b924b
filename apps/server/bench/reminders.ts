/**
 * The Monday reminder at scale (issue 26), for `npm run bench:server` (measure `reminders`):
 * every seeded student is made due (placed long before last week, no entry for it), a server
 * starts with the student reminder on and SMTP_URL set to a local SMTP server (smtp-server, on
 * loopback), and its first upkeep picks, claims, enters and queues them all; the server logs how
 * long that took. While the queue sends, a student's page is loaded as the other load tests do,
 * and compared with the same load on the same data with nothing being sent. The messages the
 * SMTP server has received by BENCH_SEND_SECONDS after the load test give the pace of sending
 * (the queue sends one message at a time, as it always does).
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
/** Seconds the sending is watched after the load test (BENCH_SEND_SECONDS, default 30). */
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 30);

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
      const queuedAt = performance.now();
      const during = await loadOwn(server.url);
      const sentDuring = sink.received.length;
      await wait(SEND_SECONDS * 1000);
      const sent = sink.received.length;
      const seconds = (performance.now() - queuedAt) / 1000;
      const pace = sent / seconds;
      return [
        {
          ...at,
          measure: `queue the Monday reminder of ${count} students (pick, claim, portal entry, mail queued)`,
          ms: Number(queued[2]),
          aim: '< 30000 ms',
        },
        {
          ...at,
          measure:
            `send them to a local SMTP server: ${sent} received in the ${Math.round(seconds)} s after queueing ` +
            `(${sentDuring} during the load test), ${pace.toFixed(1)} mails/s, all in about ${Math.round(count / pace / 60)} min`,
          rps: Math.round(pace),
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
