/**
 * The weekly reports waiting on the phone (issue 25): a report the student asked to send when
 * the network was gone is kept here, per student and per week, until it is sent or refused.
 * The portal keeps them in IndexedDB, which its service worker also reads (Background Sync sends
 * them while the portal is closed); stories keep them in memory. What happens to a report once
 * sent (the days recorded) or refused (the server's words) is kept with it, so the Weekly Report
 * page can say so, even when it was sent while the page was closed.
 *
 * The rules of sending are here, once, for the page and for the service worker alike.
 */
import {
  describeDay,
  isApiError,
  lagosWorkWeek,
  MESSAGES,
  WEEKDAYS,
  type ApiClient,
  type WeeklyReportBody,
  type Weekday,
} from '@siwes/api';
import { failureText, type SendRound } from '@siwes/flows';

/** A report's five days, as the student wrote them. */
export type WeekText = Record<Weekday, string>;

export type OutboxStatus = 'waiting' | 'sent' | 'refused';

export interface OutboxEntry {
  studentId: string;
  /** The Monday of the report's week (Lagos), `YYYY-MM-DD`. */
  weekStart: string;
  report: WeekText;
  status: OutboxStatus;
  /** When it was put to wait, sent or refused (an ISO instant). */
  at: string;
  /** Whether it waited for the network before it went: the page then says it was sent by itself. */
  waited: boolean;
  /** Sent: the days the server now has for the week. */
  recorded?: Weekday[];
  /** Refused: the server's words (or why it was not sent at all). */
  message?: string;
}

export interface Outbox {
  /** A student's report for a week, if one waits or was sent or refused. */
  entry(studentId: string, weekStart: string): OutboxEntry | undefined;
  /** Every report kept on this device, every student's: the same array until one changes. */
  all(): readonly OutboxEntry[];
  put(entry: OutboxEntry): Promise<void>;
  remove(studentId: string, weekStart: string): Promise<void>;
  /** Told whenever a report changes, here or in another tab or the service worker. */
  subscribe(listener: () => void): () => void;
  /**
   * Runs `work` while no other tab nor the service worker is sending, with what they changed
   * read first (the portal holds a Web Lock), so a report is never sent twice at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Asks the browser to wake the portal when the network is back (Background Sync), where it can. */
  requestBackgroundSend(): void;
}

/** What became of one attempt to send a report. */
export type SendOutcome =
  | { kind: 'sent'; recorded: Weekday[] }
  | { kind: 'refused'; message: string }
  /** The call never reached the server: the report waits on. */
  | { kind: 'network' }
  /** No session to send it with (signed out, or the server ended it): it waits for the next sign-in. */
  | { kind: 'signedOut' };

/** Sends one report: the page's client, or the service worker's with the token the report was kept with. */
export type SendReport = (entry: OutboxEntry) => Promise<SendOutcome>;

/** Why a report still waiting when its week ended is not sent into the new week. */
export function weekEndedMessage(weekStart: string): string {
  return `This report, for the week of ${describeDay(weekStart)}, was still waiting when that week ended, and the portal records a report in its own week only, so it was not sent.`;
}

/** The Monday of the week the server records reports in at `now`. */
export function currentWeekStart(now: Date): string {
  return lagosWorkWeek(now)[0]!;
}

/** Sends a report through an API client, saying what became of it. */
export function clientSender(client: ApiClient): SendReport {
  return async (entry) => {
    const body: WeeklyReportBody = { ...entry.report };
    try {
      const answer = await client.submitWeeklyReport(body);
      const recorded = WEEKDAYS.filter((day) => (answer.data[day] ?? '').trim() !== '');
      return { kind: 'sent', recorded };
    } catch (error) {
      if (isApiError(error) && (error.code === 'network' || error.code === 'timeout'))
        return { kind: 'network' };
      if (isApiError(error) && error.status === 401) return { kind: 'signedOut' };
      return { kind: 'refused', message: failureText(error, MESSAGES.genericError) };
    }
  };
}

/**
 * Sends every report waiting for `studentId` (every student's, in the service worker), one at a
 * time while holding the outbox: a report of a week that has ended is refused on the phone
 * (sent now, the server would record it in this week); the first call that never reaches the
 * server stops the round, and what is left waits on. `'network'` when that happened.
 */
export async function sendWaitingReports({
  outbox,
  studentId,
  now,
  send,
}: {
  outbox: Outbox;
  studentId: string | null;
  now: () => Date;
  send: SendReport;
}): Promise<SendRound> {
  return outbox.exclusive(async () => {
    const waiting = outbox
      .all()
      .filter((entry) => entry.status === 'waiting' && (studentId === null || entry.studentId === studentId));
    for (const entry of waiting) {
      const at = now();
      if (entry.weekStart !== currentWeekStart(at)) {
        await outbox.put(settled(entry, { kind: 'refused', message: weekEndedMessage(entry.weekStart) }, at));
        continue;
      }
      const outcome = await send(entry);
      // Left waiting for the student's next sign-in; another student's may still go.
      if (outcome.kind === 'signedOut') continue;
      if (outcome.kind === 'network') {
        if (!entry.waited) await outbox.put({ ...entry, waited: true });
        // Where the browser can, it wakes the portal once the network is back, even if it is closed.
        outbox.requestBackgroundSend();
        return 'network';
      }
      await outbox.put(settled(entry, outcome, now()));
    }
    return 'sent';
  });
}

/** The report once the server answered. */
function settled(entry: OutboxEntry, outcome: SendOutcome, at: Date): OutboxEntry {
  const { recorded: _recorded, message: _message, ...rest } = entry;
  if (outcome.kind === 'sent')
    return { ...rest, status: 'sent', at: at.toISOString(), recorded: outcome.recorded };
  if (outcome.kind === 'refused')
    return { ...rest, status: 'refused', at: at.toISOString(), message: outcome.message };
  return entry;
}

/** The days of a report that have text, in order. */
export function daysWritten(report: WeekText): Weekday[] {
  return WEEKDAYS.filter((day) => report[day].trim() !== '');
}

/** An outbox kept in memory, for stories and tests. */
export function createMemoryOutbox(initial: readonly OutboxEntry[] = []): Outbox & {
  /** How many times a background send was asked for. */
  backgroundRequests(): number;
} {
  const key = (studentId: string, weekStart: string) => `${studentId}/${weekStart}`;
  const entries = new Map(initial.map((entry) => [key(entry.studentId, entry.weekStart), entry]));
  const listeners = new Set<() => void>();
  let all: readonly OutboxEntry[] = [...entries.values()];
  const changed = () => {
    all = [...entries.values()];
    listeners.forEach((listener) => listener());
  };
  let requests = 0;
  return {
    entry: (studentId, weekStart) => entries.get(key(studentId, weekStart)),
    all: () => all,
    async put(entry) {
      entries.set(key(entry.studentId, entry.weekStart), entry);
      changed();
    },
    async remove(studentId, weekStart) {
      entries.delete(key(studentId, weekStart));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exclusive: (work) => work(),
    requestBackgroundSend() {
      requests += 1;
    },
    backgroundRequests: () => requests,
  };
}
