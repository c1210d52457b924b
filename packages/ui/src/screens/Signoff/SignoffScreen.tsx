import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FIELD_LIMITS, LOGBOOK, SERVER_MESSAGES, SIGNOFF_IMAGE_TYPES, type SignoffView } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { ErrorScreen } from '../../components/ErrorScreen/ErrorScreen.tsx';
import { FileField } from '../../components/FileField/FileField.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { PageLoading } from '../../components/Spinner/Spinner.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormSubmit } from '../../layouts/FormCard/FormCard.tsx';
import { PublicLayout } from '../../layouts/PublicLayout/PublicLayout.tsx';
import { useSignoff, type SignoffPage } from '../../kit/useSignoff.ts';
import { SignedWeek, WeekDays, WeekOwner } from './SignoffWeek.tsx';
import styles from './SignoffScreen.module.css';

/** The page's heading. */
export const SIGNOFF_TITLE = 'Sign a logbook week';
/** Under the heading while the week may be signed. */
export const SIGNOFF_LEAD =
  'A student you supervise asks you to read their week and sign it. No account is needed.';

/** The page's states that show the lead: while the week loads, and while it may be signed. */
const LEAD_SHOWN: readonly SignoffPage['status'][] = ['loading', 'ready', 'signing', 'refused'];

/** Refusals after which the week is worth reading again (it changed, or someone signed it). */
const READ_AGAIN: readonly string[] = [SERVER_MESSAGES.signoffWeekChanged, SERVER_MESSAGES.weekAlreadySigned];

/**
 * The workplace supervisor's sign-off page (`/signoff/{token}`; issue 24), opened from the email
 * on a phone, with no account: whose week, its five days as written, and a form to sign it (a
 * comment, the name typed as a signature, an optional PNG or JPEG stamp of at most 1 MB). Once
 * signed, the week as signed, read-only. A link that is wrong, expired or replaced says the
 * server's one sentence.
 */
export function SignoffScreen() {
  const { token = '' } = useParams();
  const page = useSignoff(token);
  return (
    <PublicLayout>
      <div className={styles.page}>
        <h1 className={styles.title}>{SIGNOFF_TITLE}</h1>
        {/* Said from the first paint, while the week comes: on a slow phone, words to read at once. */}
        {LEAD_SHOWN.includes(page.status) && <p className={styles.lead}>{SIGNOFF_LEAD}</p>}
        <SignoffBody page={page} />
      </div>
    </PublicLayout>
  );
}

function SignoffBody({ page }: { page: SignoffPage }) {
  const { status, view, error } = page;
  if (status === 'loading') return <PageLoading label="Loading the week…" />;
  if (status === 'failed') return <ErrorScreen title={error ?? undefined} onRetry={page.retry} />;
  if (status === 'expired' || status === 'wrong' || !view) return <ErrorScreen title={error ?? undefined} />;
  if (status === 'signed') {
    return (
      <>
        <Notice tone="success">{page.message}</Notice>
        <WeekOwner view={view} />
        <SignedWeek view={view} />
        <WeekDays view={view} />
      </>
    );
  }
  return (
    <>
      <WeekOwner view={view} />
      <WeekDays view={view} />
      <SignForm page={page} view={view} />
    </>
  );
}

function SignForm({ page, view }: { page: SignoffPage; view: SignoffView }) {
  const [comment, setComment] = useState('');
  const [name, setName] = useState(view.supervisorName);
  const [image, setImage] = useState<File | null>(null);
  const { fieldErrors, error } = page;
  const busy = page.status === 'signing';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    page.sign({ name: name.trim(), comment: comment.trim(), image });
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby="signoff-form"
      aria-describedby="signoff-notices"
    >
      <h2 id="signoff-form" className={styles.heading}>
        Sign this week
      </h2>
      <TextArea
        label="Comment"
        hint="What the student did well, or should do better (optional)."
        maxLength={FIELD_LIMITS.comment}
        value={comment}
        error={fieldErrors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <TextField
        label="Your name (your signature)"
        hint="Typing your name signs the week as written above."
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.name}
        value={name}
        error={fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <FileField
        label="Stamp or signature image (optional)"
        accept={SIGNOFF_IMAGE_TYPES}
        maxBytes={LOGBOOK.maxImageBytes}
        file={image}
        error={fieldErrors.image}
        onFileChange={setImage}
      />
      <FormSubmit label="Sign" messagesId="signoff-notices" state={{ busy, error }} />
      {page.status === 'refused' && error && READ_AGAIN.includes(error) && (
        <Button variant="secondary" onClick={page.reload}>
          Read the week again
        </Button>
      )}
    </form>
  );
}
