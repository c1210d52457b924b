import { describeDay, fromLagosLocal, lagosWorkWeek, MESSAGES, WEEKDAYS, type LogbookWeek } from '@siwes/api';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { AreaForm, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import type { WeekText } from '../../services/outbox.ts';
import { useServices } from '../../services/services.tsx';

/** Said when a reopened week cannot be saved for want of a network. */
export const REOPENED_NOT_SAVED =
  'Not saved: there is no network. What you typed is still here; save it again when the network is back.';

/**
 * An earlier week opened again (with its reason, shown above it): its five days as written, to
 * change and save (`submitWeeklyReport` with the week's `weekStart`). It needs the network: a
 * past week is not kept in the phone's outbox, which sends this week's report only.
 */
export function ReopenedWeekForm({ week, onSaved }: { week: LogbookWeek; onSaved: () => void }) {
  const { client } = useServices();
  const monday = fromLagosLocal(week.weekStart);
  const dates = monday ? lagosWorkWeek(monday) : [];
  const initial = Object.fromEntries(WEEKDAYS.map((day) => [day, week[day]])) as WeekText;
  const form = useForm<WeekText>({
    initial,
    submit: (values, call) => client.submitWeeklyReport({ weekStart: week.weekStart, ...values }, call),
    successMessage: MESSAGES.reportUploaded,
    networkFailure: REOPENED_NOT_SAVED,
    onSuccess: onSaved,
  });
  return (
    <AreaForm
      form={form}
      submitLabel="Save this week"
      label={`Write the week of ${describeDay(week.weekStart)}`}
    >
      {WEEKDAYS.map((day, index) => (
        <WideField key={day}>
          <TextArea label={dates[index] ? describeDay(dates[index]) : day} rows={3} {...form.field(day)} />
        </WideField>
      ))}
    </AreaForm>
  );
}
