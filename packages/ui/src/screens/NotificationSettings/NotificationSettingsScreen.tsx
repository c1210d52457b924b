import { useState, type FormEvent } from 'react';
import { MESSAGES, type LoginType, type NotificationChoice, type NotificationPreferences } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useFormSubmission } from '../../kit/useFormSubmission.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useNotificationCalls } from '../../kit/useNotifications.ts';
import styles from './NotificationSettingsScreen.module.css';

export interface NotificationSettingsScreenProps {
  role: LoginType;
}

/** Each choice in words, as the radio buttons say it. */
export const CHOICE_LABELS: Record<NotificationChoice, string> = {
  email: 'Email and portal',
  portal: 'Portal only',
  off: 'Off',
};
export const ACCOUNT_MAIL_NOTE = 'Always by email: account mails cannot be switched off.';
export const DIGEST_LABEL = 'One daily digest email instead of one email per event';

/**
 * A role's notification settings (issue 26): for each event it hears of, email (and the portal),
 * the portal only, or off; an account mail says it cannot be switched off. Supervisors may choose
 * one daily digest. Saved together with Save Settings.
 */
export function NotificationSettingsScreen({ role }: NotificationSettingsScreenProps) {
  const calls = useNotificationCalls(role);
  const page = useLoad((call) => calls.getPreferences(call).then((a) => a.data));
  return (
    <LoadedAreaPage
      role={role}
      title="Notification Settings"
      lead="Choose how you hear of what happens: by email and in the portal, in the portal only, or not at all."
      page={page}
      loadingLabel="Loading your settings…"
    >
      {(data) => <SettingsForm role={role} initial={data} />}
    </LoadedAreaPage>
  );
}

function SettingsForm({ role, initial }: { role: LoginType; initial: NotificationPreferences }) {
  const calls = useNotificationCalls(role);
  const [choices, setChoices] = useState(() =>
    Object.fromEntries(initial.events.map((e) => [e.event, e.choice])),
  );
  const [digest, setDigest] = useState(initial.digest ?? false);
  const save = useFormSubmission({
    submit: (_: null, call) => {
      const events = Object.fromEntries(
        initial.events.filter((e) => !e.locked).map((e) => [e.event, choices[e.event] ?? e.choice]),
      );
      return calls.setPreferences(initial.digest === null ? { events } : { events, digest }, call);
    },
    fallback: MESSAGES.genericError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.submit(null);
  }
  return (
    <form onSubmit={submit} className={styles.form}>
      {initial.events.map((row) => (
        <fieldset key={row.event} className={styles.event}>
          <legend>{row.label}</legend>
          {row.locked ? (
            <p className={styles.note}>{ACCOUNT_MAIL_NOTE}</p>
          ) : (
            <div className={styles.choices}>
              {(Object.keys(CHOICE_LABELS) as NotificationChoice[]).map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input
                    type="radio"
                    name={row.event}
                    value={choice}
                    checked={choices[row.event] === choice}
                    onChange={() => setChoices((c) => ({ ...c, [row.event]: choice }))}
                  />{' '}
                  {CHOICE_LABELS[choice]}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      {initial.digest !== null && (
        <label className={styles.choice}>
          <input type="checkbox" checked={digest} onChange={(e) => setDigest(e.target.checked)} />{' '}
          {DIGEST_LABEL}
        </label>
      )}
      <div>
        <Button type="submit" loading={save.busy}>
          Save Settings
        </Button>
      </div>
      <Notice tone="success">{save.message}</Notice>
      <Notice tone="error">{save.error}</Notice>
    </form>
  );
}
