import { describeLagosTime, fromLagosLocal, MESSAGES } from '@siwes/api';
import { DateTimeField } from '../../components/TextField/TextField.tsx';
import { FormScreen } from '../../kit/FormScreen/FormScreen.tsx';
import { RegistrationDeadlineCard, useRegistrationDeadline } from '../../kit/RegistrationDeadlineCard.tsx';
import { useForm, type Confirmation } from '../../kit/useForm.ts';
import { homePath } from '../../registry/roleAreas.ts';
import { useServices } from '../../services/services.tsx';

/** Said beside the field: the value is Lagos time whatever zone the device keeps. */
export const LAGOS_TIME_HINT = 'Lagos time (West Africa Time), whatever time zone this device is set to.';
/** Said when the field holds no date and time a calendar has. */
export const NOT_A_TIME = 'Enter a date and a time.';

/** The question asked before a deadline that has already passed, which closes registration at once. */
export function pastDeadlineQuestion(instant: Date): Confirmation {
  return {
    title: 'Close registration now?',
    message: `${describeLagosTime(instant)} has already passed: students can no longer register from the moment it is set, until a later deadline is set.`,
    confirmLabel: 'Set Deadline and Close Registration',
    cancelLabel: 'Keep Editing',
  };
}

/**
 * Set Registration Deadline (`/coordinator/setregistration`; spec sections 2, 4, 7 and 9): the
 * deadline set now and whether registration is open (issue 34), then a `datetime-local` read as Lagos time, said back in words as it is chosen; POST `{time}` as the
 * instant; 'Deadline Set Successfully!' and the coordinator's home after 3 s. A time already past
 * closes registration at once, so it is asked about first.
 */
export function SetRegistrationDeadlineScreen() {
  const { client, now } = useServices();
  const current = useRegistrationDeadline();
  const form = useForm({
    initial: { time: '' },
    validate: ({ time }) => (fromLagosLocal(time) ? {} : { time: NOT_A_TIME }),
    confirm: ({ time }) => {
      const instant = fromLagosLocal(time)!;
      return instant.getTime() <= now().getTime() ? pastDeadlineQuestion(instant) : null;
    },
    submit: ({ time }, call) =>
      client.setRegistrationDeadline({ time: fromLagosLocal(time)!.toISOString() }, call),
    successMessage: MESSAGES.deadlineSet,
    // The card says the new deadline at once, in the 3 s before the home.
    onSuccess: current.reload,
    afterSuccess: 'redirectAfterDeadline',
    redirectTo: homePath('coordinator'),
  });
  const instant = fromLagosLocal(form.values.time);
  return (
    <FormScreen
      role="coordinator"
      title="Set Registration Deadline"
      lead="Students can register until this moment."
      before={<RegistrationDeadlineCard deadline={current} />}
      form={form}
      submitLabel="Set Deadline"
    >
      <DateTimeField
        label="Registration Deadline"
        required
        // Said below in the page's own sentence: when registration closes.
        sayInWords={false}
        hint={
          <>
            {LAGOS_TIME_HINT}
            {instant && (
              <>
                {' '}
                <br />
                <strong>Registration closes on {describeLagosTime(instant)}.</strong>
              </>
            )}
          </>
        }
        {...form.field('time')}
      />
    </FormScreen>
  );
}
