import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reportOutboxMachine } from '@siwes/flows';
import { clientSender, sendWaitingReports, type OutboxEntry, type WeekText } from '../services/outbox.ts';
import { useServices, useSession } from '../services/services.tsx';
import { useLatest } from './useLatest.ts';

interface OutboxRunner {
  /** A round of sending is under way. */
  sending: boolean;
  /** Send what waits now, if the network is there. */
  flush: () => void;
}

const RunnerContext = createContext<OutboxRunner | null>(null);

/**
 * Sends the signed-in student's waiting weekly reports by itself (the report outbox machine), on
 * every page of the student's area: at once when the page opens online, when the browser says
 * the network is back, and again a while after the network failed a call. Where the browser
 * has Background Sync the portal's service worker also sends them while no page is open; the
 * outbox's lock keeps the two from sending one report twice.
 */
export function ReportOutbox({ children }: { children: ReactNode }) {
  const services = useServices();
  const studentId = useSession('student').user?.data._id ?? null;
  const latest = useLatest({ services, studentId });
  const actor = useActorRef(
    reportOutboxMachine.provide({
      actors: {
        sendWaiting: fromPromise(async () => {
          const { services, studentId } = latest.current;
          if (!studentId) return 'sent' as const;
          return sendWaitingReports({
            outbox: services.outbox,
            studentId,
            now: services.now,
            send: clientSender(services.client),
          });
        }),
      },
    }),
    { input: { online: services.network.online() } },
  );
  const { network } = services;
  useEffect(
    () => network.subscribe(() => actor.send({ type: network.online() ? 'ONLINE' : 'OFFLINE' })),
    [network, actor],
  );
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const runner = useMemo(() => ({ sending, flush: () => actor.send({ type: 'FLUSH' }) }), [sending, actor]);
  return <RunnerContext value={runner}>{children}</RunnerContext>;
}

export interface ReportOutboxWeek {
  /** The week's report kept on the phone: waiting, sent or refused; undefined when none is. */
  entry: OutboxEntry | undefined;
  /** The week's report is on its way now. */
  sending: boolean;
  /** The student asked to send `report`: it waits on the phone, and goes as soon as it can. */
  queue: (report: WeekText) => Promise<void>;
}

/**
 * One week's report in the outbox, for the Weekly Report page (inside `ReportOutbox`). Once the
 * report is sent (by this page, by itself, or by the service worker while no page was open),
 * `onSent` is told, once, and the outbox forgets it.
 */
export function useReportOutbox(
  studentId: string,
  weekStart: string,
  onSent: (entry: OutboxEntry) => void,
): ReportOutboxWeek {
  const { outbox, network, now } = useServices();
  const runner = useContext(RunnerContext);
  const entry = useSyncExternalStore(outbox.subscribe, () => outbox.entry(studentId, weekStart));
  const told = useLatest(onSent);
  useEffect(() => {
    const acknowledge = () => {
      const kept = outbox.entry(studentId, weekStart);
      if (kept?.status !== 'sent') return;
      told.current(kept);
      void outbox.remove(studentId, weekStart);
    };
    const unsubscribe = outbox.subscribe(acknowledge);
    // One sent while the page was closed is said as the page opens.
    void Promise.resolve().then(acknowledge);
    return unsubscribe;
  }, [outbox, studentId, weekStart, told]);
  return {
    entry,
    sending: (runner?.sending ?? false) && entry?.status === 'waiting',
    async queue(report) {
      const online = network.online();
      await outbox.put({
        studentId,
        weekStart,
        report,
        status: 'waiting',
        at: now().toISOString(),
        waited: !online,
      });
      if (!online) outbox.requestBackgroundSend();
      runner?.flush();
    },
  };
}

/** Every report kept on the phone for a student (an earlier week's, refused when its week ended). */
export function useOutboxEntries(studentId: string): OutboxEntry[] {
  const { outbox } = useServices();
  const all = useSyncExternalStore(outbox.subscribe, outbox.all);
  return useMemo(() => all.filter((entry) => entry.studentId === studentId), [all, studentId]);
}
