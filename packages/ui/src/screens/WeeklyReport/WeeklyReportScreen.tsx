import { useState } from 'react';
import { describeDay, lagosDay, lagosWorkWeek, MESSAGES, WEEKDAYS, type Weekday } from '@siwes/api';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { AreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { useDraft } from '../../kit/useDraft.ts';
import { useForm } from '../../kit/useForm.ts';
import { useServices, useSession } from '../../services/services.tsx';
import styles from './WeeklyReportScreen.module.css';

/** The spec's note (section 5), shown above the days. */
export const DAYS_AHEAD_NOTE = 'Reports for days ahead will not be recorded.';
/** A send that never reached the server: what became of the report, and what to do. */
export const NOT_SENT_OFFLINE =
  'Your report was not sent: there is no network. It is kept on this phone: send it again when you are back online.';
/** Nothing typed for any day that can be recorded. */
export const NOTHING_TO_SEND = 'Write about at least one day before sending.';
export const KEPT_ON_DEVICE =
  'What you type is kept on this phone until it is sent, even if you close the page.';

const EMPTY: Record<Weekday, string> = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '' };
const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
};

/**
 * Weekly Report Upload (`/students/report`; spec sections 2, 5, 7 and 8): Monday to Friday of
 * this week in Lagos time (the clock is `services.now`; a weekend belongs to the week just
 * ended), each day with its date; the days ahead are disabled, under the spec's note that they
 * will not be recorded. POST `{monday..friday}` to `/api/student/weeklyReports`; 'Report Upload
 * Successful!'. A day sent before and left empty now keeps what was sent (docs/api.md).
 *
 * What the student types is a draft kept on this phone (`useDraft`), per student and per week,
 * as they type: a reload, a closed tab or a dead battery loses nothing, and two students on one
 * phone never see each other's. A send that finds no network keeps it and says so; a sent
 * report clears it.
 */
export function WeeklyReportScreen() {
  const { now } = useServices();
  const studentId = useSession('student').user?.data._id ?? '';
  // The week of the moment the page opened: a report is not moved to another week under the student.
  const [opened] = useState(now);
  const week = lagosWorkWeek(opened);
  const range = `${describeDay(week[0]!)} to ${describeDay(week[4]!)}`;
  return (
    <AreaPage role="student" title="Weekly Report Upload" lead={`This week: ${range}, in Lagos time.`}>
      <p className={styles.note}>
        <strong>Note:</strong> {DAYS_AHEAD_NOTE}
      </p>
      <p>{KEPT_ON_DEVICE}</p>
      <WeeklyReportForm
        key={`${studentId}/${week[0]}`}
        studentId={studentId}
        week={week}
        today={lagosDay(opened)}
      />
    </AreaPage>
  );
}

function WeeklyReportForm({ studentId, week, today }: { studentId: string; week: string[]; today: string }) {
  const { client } = useServices();
  const open = (day: Weekday) => week[WEEKDAYS.indexOf(day)]! <= today;
  const firstOpen = WEEKDAYS.find(open) ?? 'monday';
  const [recorded, setRecorded] = useState<Weekday[] | null>(null);
  const draft = useDraft(['weeklyReport', studentId, week[0]!], EMPTY);
  const form = useForm({
    initial: EMPTY,
    draft,
    clearOnSuccess: true,
    validate: (values) =>
      WEEKDAYS.some((day) => open(day) && values[day].trim() !== '') ? {} : { [firstOpen]: NOTHING_TO_SEND },
    // Days ahead go as blanks: the server records none of them anyway.
    submit: (values, call) =>
      client.submitWeeklyReport(
        Object.fromEntries(WEEKDAYS.map((day) => [day, open(day) ? values[day] : ''])),
        call,
      ),
    onSuccess: (answer) => setRecorded(WEEKDAYS.filter((day) => answer.data[day].trim() !== '')),
    successMessage: MESSAGES.reportUploaded,
    networkFailure: NOT_SENT_OFFLINE,
  });
  return (
    <>
      <AreaForm form={form} submitLabel="Upload Report" label="Weekly report">
        {WEEKDAYS.map((day, index) => {
          const date = week[index]!;
          const ahead = !open(day);
          const when = describeDay(date).replace(/^\S+ /, '');
          return (
            <WideField key={day}>
              <TextArea
                label={DAY_NAMES[day]}
                hint={ahead ? `${when}: not yet.` : date === today ? `${when}: today.` : when}
                disabled={ahead}
                rows={3}
                {...form.field(day)}
              />
            </WideField>
          );
        })}
      </AreaForm>
      {recorded && recorded.length > 0 && (
        <p>Recorded for this week: {recorded.map((day) => DAY_NAMES[day]).join(', ')}.</p>
      )}
    </>
  );
}
