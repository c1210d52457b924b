import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MESSAGES, type CallOptions, type Form, type LoginType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { useFormDownloads } from '../useFormDownloads.ts';
import type { LoadState } from '../useLoad.ts';
import { useRowAction, useRowActions, type RowActions, type RowActionState } from '../useRowActions.ts';
import styles from './FormFiles.module.css';

export interface FormFilesProps {
  /** The section's heading. */
  title: string;
  /** The forms, as `useLoad` gives them (loading, the server's message, or the list). */
  list: LoadState<readonly Form[]>;
  /** Whose token fetches the files. */
  role: Extract<LoginType, 'coordinator' | 'supervisor'>;
  /** The coordinator's Delete: offered on each form, asked first; without it the list only downloads. */
  remove?: (form: Form, call: CallOptions) => Promise<unknown>;
  emptyText?: string;
}

/**
 * The inspection and defence forms, each with its purpose, its description and a Download (the
 * file saved under its name); for the coordinator also a Delete that asks first and then says
 * 'Deleted Successfully!' in the form's place for 3 s before the form leaves the list (and only
 * once the last one has left does the list say it is empty). Each form's spinner, notice and
 * error are its own.
 */
export function FormFiles({
  title,
  list,
  role,
  remove,
  emptyText = 'No forms have been uploaded yet.',
}: FormFilesProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = useRef<HTMLUListElement>(null);
  // The forms deleted whose notice has gone too: they have left the list.
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const markGone = useCallback((id: string) => setGone((current) => new Set(current).add(id)), []);
  const downloads = useFormDownloads(role);
  const deletions = useRowActions<Form>({
    act: (_id, form, call) => (remove ? remove(form, call) : Promise.resolve()),
    successMessage: MESSAGES.deleted,
    onSuccess: (id) => {
      // The form's buttons are about to go: keep the keyboard's place in the list.
      const item = items.current?.querySelector(`[data-form-id="${CSS.escape(id)}"]`);
      if (item?.contains(document.activeElement)) heading.current?.focus();
    },
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <LoadGate {...list} onRetry={list.retry} loadingLabel="Loading forms…">
        {(forms) =>
          forms.every((form) => gone.has(form._id)) ? (
            <p>{emptyText}</p>
          ) : (
            <ul ref={items} className={styles.list}>
              {forms.map((form) => (
                <FormFile
                  key={form._id}
                  form={form}
                  onGone={markGone}
                  downloads={downloads}
                  deletions={deletions}
                  canDelete={remove !== undefined}
                />
              ))}
            </ul>
          )
        }
      </LoadGate>
    </section>
  );
}

function FormFile({
  form,
  onGone,
  downloads,
  deletions,
  canDelete,
}: {
  form: Form;
  /** Told once the form has been deleted and its notice has gone. */
  onGone: (id: string) => void;
  downloads: RowActions<Form>;
  deletions: RowActions<Form>;
  canDelete: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const download = useRowAction(downloads, form._id);
  const deletion = useRowAction(deletions, form._id);
  // A deleted form says so in its place for the notice's time, then leaves the list.
  const deleted = deletion.done !== null;
  const gone = deleted && deletion.status === 'idle';
  useEffect(() => {
    if (gone) onGone(form._id);
  }, [gone, onGone, form._id]);
  if (gone) return null;
  return (
    <li className={styles.item} data-form-id={form._id}>
      <h3 className={styles.name}>{form.name}</h3>
      <p className={styles.meta}>
        <span className={styles.purpose}>{form.purpose}</span> {form.description}
      </p>
      {!deleted && (
        <div className={styles.actions}>
          <DownloadButton action={download} onClick={() => downloads.run(form._id, form)} what={form.name} />
          {canDelete && (
            <Button
              variant="danger"
              size="small"
              loading={deletion.status === 'working'}
              onClick={() => setAsking(true)}
            >
              Delete<span className="visually-hidden"> {form.name}</span>
            </Button>
          )}
        </div>
      )}
      <Notice tone="success">{deletion.message ?? download.message}</Notice>
      <Notice tone="error">{deletion.error ?? download.error}</Notice>
      {canDelete && (
        <ConfirmDialog
          open={asking}
          title={`Delete ${form.name}?`}
          confirmLabel="Delete"
          onConfirm={() => {
            setAsking(false);
            deletions.run(form._id, form);
          }}
          onCancel={() => setAsking(false)}
        >
          <p>Supervisors will no longer see or download this {form.purpose.toLowerCase()} form.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

export interface DownloadButtonProps {
  /** The form's row action (`useRowAction(downloads, form._id)`): its spinner. */
  action: Pick<RowActionState, 'status'>;
  onClick: () => void;
  /** What a screen reader hears after Download: the form's name or description. */
  what: string;
}

/** A form's small Download button, with its spinner while the file comes. */
export function DownloadButton({ action, onClick, what }: DownloadButtonProps) {
  return (
    <Button variant="secondary" size="small" loading={action.status === 'working'} onClick={onClick}>
      Download<span className="visually-hidden"> {what}</span>
    </Button>
  );
}
