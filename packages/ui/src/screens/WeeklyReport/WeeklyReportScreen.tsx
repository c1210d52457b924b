import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isMonday } from '@siwes/api/rules';
import {
  describeDay,
  describeLagosTime,
  lagosDay,
  lagosWorkWeek,
  MESSAGES,
  WEEKDAYS,
  type LogbookWeek,
  type Weekday,
} from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { AreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { useOutboxEntries, useReportOutbox } from '../../kit/ReportOutbox.tsx';
import { useDraft } from '../../kit/useDraft.ts';
import { useFormFields } from '../../kit/useFormFields.ts';
import { useLatest } from '../../kit/useLatest.ts';
import { lateEntriesRule, useLateEntryDays } from '../../kit/useLateEntryPolicy.ts';
import { daysWritten, weekEndedMessage, type OutboxEntry, type WeekText } from '../../services/outbox.ts';
import { useServices, useSession } from '../../services/services.tsx';
import { LogbookHistory } from './LogbookHistory.tsx';
import { isLocked, ThisWeekSignoff, useThisWeek, WeekLock } from './ThisWeekSignoff.tsx';
import styles from './WeeklyReportScreen.module.css';
import { WorkplaceSupervisorNote } from '../../kit/WorkplaceSupervisorNotice.tsx';

/** The spec's note (section 5), shown above the days. */
export const DAYS_AHEAD_NOTE = 'Reports for days ahead will not be recorded.';
/** Nothing typed for any day that can be recorded. */
export const NOTHING_TO_SEND = 'Write about at least one day before sending.';
/** Every open day reads as it was sent: nothing to send again. */
export const NOTHING_CHANGED =
  'Nothing has changed since this week was sent: change a day, or write another, before sending.';
export const KEPT_ON_DEVICE =
  'What you type is kept on this phone until it is sent, even if you close the page. A report you send with no network waits here and is sent by itself when the network is back.';
/** Said after the server's words when it refused a report. */
export const REFUSED_KEPT = 'Your report was not sent; it is kept on this phone, to send again.';
/** Said of this week's report kept on the phone once the week turns out signed. */
export const LOCKED_KEPT =
  'This report is kept on this phone and is not sent: this week is signed, so the portal records no change to it. Copy what you need, then remove it.';

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
};

/** The days of a report, in words: "Monday and Wednesday". */
export function dayList(days: readonly Weekday[]): string {
  const names = days.map((day) => DAY_NAMES[day]);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A report waiting on the phone for the network. */
export function waitingNotice(days: readonly Weekday[]): string {
  return `Waiting to send: ${dayList(days)}. Your report is kept on this phone and will be sent by itself as soon as the network is back.`;
}

/** A report on its way. */
export function sendingNotice(days: readonly Weekday[]): string {
  return `Sending your report (${dayList(days)})…`;
}

/** A report that waited for the network, once it went. */
export function sentByItselfNotice(at: string): string {
  return `${MESSAGES.reportUploaded} It waited on this phone and was sent by itself on ${describeLagosTime(at)}, once the network was back.`;
}

const EMPTY: WeekText = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };

/**
 * Weekly Report Upload (`/students/report`; spec sections 2, 5, 7 and 8): Monday to Friday of
 * this week in Lagos time (the clock is `services.now`; a weekend belongs to the week just
 * ended), each day with its date; the days ahead are disabled, under the spec's note that they
 * will not be recorded. POST `{monday..friday}` to `/api/student/weeklyReports`; 'Report Upload
 * Successful!'. A day sent before and left empty now keeps what was sent (docs/api.md).
 *
 * What the student types is a draft kept on this phone (`useDraft`), per student and per week,
 * as they type: a reload, a closed tab or a dead battery loses nothing, and two students on one
 * phone never see each other's. Upload Report puts the report in the phone's outbox
 * (`useReportOutbox`, issue 25): with a network it goes at once; without one the page says what
 * waits, and the student's pages send it by themselves when the network is back (the portal's
 * service worker too, where the browser has Background Sync), then say it was sent. A refusal
 * shows the server's words, and the text stays. The week as sent reads back in its boxes (here
 * after sending, or on coming back from any phone), each day said to be "Sent", and can be
 * changed while the day is open: only the days changed since they were sent go again.
 *
 * The logbook (issue 24): a signed week shows "Signed by NAME on DATE" with the workplace
 * supervisor's comment and stamp, its days as recorded in disabled fields said to be locked, and
 * no send button; a report for it kept on the phone is shown, with why it is not sent, and not
 * sent. A week opened again shows by whom and why, and is written as before. "Ask for sign-off"
 * (once the server has a day of the week) mails the workplace supervisor a link and says to
 * whom, or the server's refusal. Comments on the week are shown under it, and below it the
 * student's earlier weeks, paged. Until a workplace supervisor's email is given, the page asks
 * for it, with a link to Work Details.
 *
 * `?week=YYYY-MM-DD` (a notification's link to a week: its Monday) opens the page at that week:
 * this week is the page itself; an earlier one is found in the history below, on its page, and
 * the keyboard and the view go to it. Another value is ignored.
 */
export function WeeklyReportScreen() {
  const { now } = useServices();
  const studentId = useSession('student').user?.data._id ?? '';
  // The week of the moment the page opened: a report is not moved to another week under the student.
  const [opened] = useState(now);
  const week = lagosWorkWeek(opened);
  // Read once: the history's own address (its page) replaces it.
  const { search } = useLocation();
  const [openWeek] = useState(() => linkedWeek(search, week[0]!));
  const range = `${describeDay(week[0]!)} to ${describeDay(week[4]!)}`;
  const facts = useThisWeek(studentId, week[0]!);
  const thisWeek = facts.data?.week ?? null;
  const lateAfterDays = useLateEntryDays();
  return (
    <AreaPage role="student" title="Weekly Report Upload" lead={`This week: ${range}, in Lagos time.`}>
      {facts.data?.hasWorkplaceSupervisor === false && <WorkplaceSupervisorNote />}
      <p className={styles.note}>
        <strong>Note:</strong> {DAYS_AHEAD_NOTE}
      </p>
      <p className={styles.note}>{lateEntriesRule(lateAfterDays)}</p>
      <p>{KEPT_ON_DEVICE}</p>
      {isLocked(thisWeek) ? (
        <LockedWeekDays week={thisWeek} dates={week} />
      ) : (
        <WeeklyReportForm
          key={`${studentId}/${week[0]}`}
          studentId={studentId}
          week={week}
          today={lagosDay(opened)}
          recorded={thisWeek}
          onAnswered={facts.reload}
        />
      )}
      <ThisWeekSignoff facts={facts} weekStart={week[0]!} />
      <NotSent studentId={studentId} weekStart={week[0]!} locked={isLocked(thisWeek)} />
      <LogbookHistory weekStart={week[0]!} openWeek={openWeek} />
    </AreaPage>
  );
}

/** The earlier week a link names (`?week=` a Monday before this week), else null. */
export function linkedWeek(search: string, thisWeek: string): string | null {
  const week = new URLSearchParams(search).get('week');
  if (!week || !/^\d{4}-\d{2}-\d{2}$/.test(week) || week >= thisWeek) return null;
  return isMonday(week) ? week : null;
}

/**
 * A signed week: who signed and when, their comment, and the week's days as recorded, each field
 * disabled and described by why. Nothing to send, so no send button.
 */
function LockedWeekDays({ week, dates }: { week: LogbookWeek; dates: string[] }) {
  const why = 'week-locked';
  return (
    <>
      <WeekLock week={week} id={why} />
      <div role="group" aria-label="Weekly report" aria-describedby={why}>
        {WEEKDAYS.map((day, index) => (
          <TextArea
            key={day}
            label={DAY_NAMES[day]}
            hint={`${describeDay(dates[index]!).replace(/^\S+ /, '')}: locked.`}
            name={day}
            disabled
            rows={3}
            value={week[day]}
            readOnly
          />
        ))}
      </div>
    </>
  );
}

/**
 * A day's words under its box: its date, whether it is today or ahead, and whether what the box
 * holds is what the portal recorded ("sent"), differs from it, or is empty with the sent text kept.
 */
export function dayHint(
  when: string,
  place: 'ahead' | 'today' | 'past',
  value: string,
  sent: string,
): string {
  if (place === 'ahead') return `${when}: not yet.`;
  const day = place === 'today' ? `${when}: today` : when;
  if (sent.trim() === '') return place === 'today' ? `${day}.` : day;
  if (value === sent) return `${day}. Sent.`;
  if (value.trim() === '') return `${day}. Sent before; left empty, what was sent is kept.`;
  return `${day}. Changed since it was sent: upload to replace what was sent.`;
}

function WeeklyReportForm({
  studentId,
  week,
  today,
  recorded,
  onAnswered,
}: {
  studentId: string;
  week: string[];
  today: string;
  /** This week as the server has it (null while nothing is written, or not yet read). */
  recorded: LogbookWeek | null;
  /** The server answered a report (recorded or refused): what the page knows of the week is read again. */
  onAnswered: () => void;
}) {
  const open = (day: Weekday) => week[WEEKDAYS.indexOf(day)]! <= today;
  const firstOpen = WEEKDAYS.find(open) ?? 'monday';
  // What the portal has of each day: the week as read, and over it a report just sent (the
  // week is read again after each answer; until then, the report the outbox says was recorded).
  const [justSent, setJustSent] = useState<Partial<WeekText>>({});
  const sentText = (day: Weekday) => justSent[day] ?? recorded?.[day] ?? '';
  const changed = (values: WeekText, day: Weekday) =>
    open(day) && values[day].trim() !== '' && values[day] !== sentText(day);
  const draft = useDraft(['weeklyReport', studentId, week[0]!], EMPTY);
  const fields = useFormFields({
    initial: EMPTY,
    draft,
    validate: (values) => {
      if (WEEKDAYS.some((day) => changed(values, day))) return {};
      const anySent = WEEKDAYS.some((day) => sentText(day).trim() !== '');
      return { [firstOpen]: anySent ? NOTHING_CHANGED : NOTHING_TO_SEND };
    },
  });
  const { setValues } = fields;
  // The days the portal has, in the boxes the student has not written in: a week sent earlier
  // (here or on another phone) reads back as it was sent, and can be changed while it is open.
  useEffect(() => {
    if (!recorded) return;
    setValues((current) => {
      const next = { ...current };
      for (const day of WEEKDAYS) if (current[day].trim() === '') next[day] = recorded[day];
      return WEEKDAYS.some((day) => next[day] !== current[day]) ? next : current;
    });
  }, [recorded, setValues]);
  // A report sent (from this page, by itself, or by the service worker while the page was
  // closed), said once; its days stay in their boxes, now said to be sent.
  const [sent, setSent] = useState<OutboxEntry | null>(null);
  const outbox = useReportOutbox(studentId, week[0]!, (report) => {
    setSent(report);
    const days = daysWritten(report.report);
    setJustSent((current) => ({
      ...current,
      ...Object.fromEntries(days.map((day) => [day, report.report[day]])),
    }));
    // A report sent while the page was closed fills the boxes left empty here.
    setValues((current) => {
      const next = { ...current };
      for (const day of days) if (current[day].trim() === '') next[day] = report.report[day];
      return next;
    });
    onAnswered();
  });
  const { entry } = outbox;
  // A refusal may be the week's lock (signed since the page opened): the page reads the week again.
  const refused = entry?.status === 'refused';
  const answered = useLatest(onAnswered);
  useEffect(() => {
    if (refused) answered.current();
  }, [refused, answered]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const values = fields.check(event);
    if (!values) return;
    setSent(null);
    // Only the days changed since they were sent go: a blank day keeps what was sent, and days
    // ahead go as blanks (the server records none of them anyway).
    const report = Object.fromEntries(
      WEEKDAYS.map((day) => [day, changed(values, day) ? values[day] : '']),
    ) as WeekText;
    void outbox.queue(report);
  }

  const waiting = entry?.status === 'waiting' ? daysWritten(entry.report) : null;
  return (
    <>
      <AreaForm
        form={{
          handleSubmit,
          busy: outbox.sending,
          message: sent && (sent.waited ? sentByItselfNotice(sent.at) : MESSAGES.reportUploaded),
          error: entry?.status === 'refused' ? `${entry.message ?? ''} ${REFUSED_KEPT}`.trim() : null,
          info: waiting && (outbox.sending ? sendingNotice(waiting) : waitingNotice(waiting)),
        }}
        submitLabel="Upload Report"
        label="Weekly report"
      >
        {WEEKDAYS.map((day, index) => {
          const date = week[index]!;
          const ahead = !open(day);
          const when = describeDay(date).replace(/^\S+ /, '');
          const place = ahead ? 'ahead' : date === today ? 'today' : 'past';
          return (
            <WideField key={day}>
              <TextArea
                label={DAY_NAMES[day]}
                hint={dayHint(when, place, fields.values[day], sentText(day))}
                disabled={ahead}
                rows={3}
                {...fields.field(day)}
              />
            </WideField>
          );
        })}
      </AreaForm>
      {sent?.recorded && sent.recorded.length > 0 && (
        <p>Recorded for this week: {sent.recorded.map((day) => DAY_NAMES[day]).join(', ')}.</p>
      )}
    </>
  );
}

/**
 * Reports still on the phone that will not be sent: one that was waiting when its week ended
 * (the server would have put it in the new week), and this week's once the week is signed (the
 * server refuses it; a waiting one is refused when it goes, and stays here). Its text is shown,
 * to copy, with why it was not sent, until the student removes it.
 */
function NotSent({
  studentId,
  weekStart,
  locked,
}: {
  studentId: string;
  weekStart: string;
  locked: boolean;
}) {
  const { outbox } = useServices();
  const kept = useOutboxEntries(studentId).filter(
    (entry) =>
      (entry.weekStart < weekStart || (locked && entry.weekStart === weekStart)) && entry.status !== 'sent',
  );
  if (kept.length === 0) return null;
  return (
    <section className={styles.earlier} aria-labelledby="earlier-reports">
      <h2 id="earlier-reports">Not sent: kept on this phone</h2>
      {kept.map((entry) => (
        <article key={entry.weekStart} aria-label={`Week of ${describeDay(entry.weekStart)}`}>
          <Notice tone="error">
            {entry.weekStart === weekStart
              ? `${entry.status === 'refused' && entry.message ? `${entry.message} ` : ''}${LOCKED_KEPT}`
              : (entry.message ?? weekEndedMessage(entry.weekStart))}
          </Notice>
          <dl className={styles.days}>
            {daysWritten(entry.report).map((day) => (
              <div key={day}>
                <dt>{DAY_NAMES[day]}</dt>
                <dd>{entry.report[day]}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onClick={() => void outbox.remove(studentId, entry.weekStart)}>
            Remove it from this phone
          </Button>
        </article>
      ))}
    </section>
  );
}
