import { useId, type ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { AreaPage } from '../AreaPage/AreaPage.tsx';
import type { Form, FormValues } from '../useForm.ts';
import styles from './FormScreen.module.css';

export interface AreaFormProps<TValues extends FormValues> {
  /**
   * The form's state, from `useForm`; a form driven by another machine (editing a student) gives
   * the four it has, and asks no question.
   */
  form: Pick<Form<TValues>, 'handleSubmit' | 'busy' | 'message' | 'error'> &
    Partial<Pick<Form<TValues>, 'confirmation' | 'confirmSubmit' | 'cancelSubmit'>> & {
      /** What the form is waiting for, neither success nor failure (a report waiting for the network). */
      info?: string | null;
    };
  submitLabel: string;
  /** The fields, laid out in columns where there is room (`WideField` spans them; `FieldGroup` titles a group). */
  children: ReactNode;
  /** Names the form for screen readers when a page holds more than one. */
  label?: string;
  /**
   * One field under another whatever the width: a short form read in order, whose fields belong
   * together (old, new and confirmed password), rather than columns that pair them oddly.
   */
  oneColumn?: boolean;
}

/**
 * A role's form: its fields, the submit button with its spinner while sending (and while a
 * success waits to redirect), the success and error notices in live regions, tied to the form,
 * and the question the form asks before sending what cannot be undone (`useForm`'s `confirm`).
 */
export function AreaForm<TValues extends FormValues>({
  form,
  submitLabel,
  children,
  label,
  oneColumn = false,
}: AreaFormProps<TValues>) {
  const messagesId = useId();
  return (
    <form
      className={oneColumn ? `${styles.form} ${styles.oneColumn}` : styles.form}
      onSubmit={form.handleSubmit}
      aria-describedby={messagesId}
      aria-label={label}
    >
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy}>
          {submitLabel}
        </Button>
      </div>
      <div id={messagesId}>
        <Notice tone="success">{form.message}</Notice>
        <Notice tone="error">{form.error}</Notice>
        {form.info !== undefined && <Notice tone="info">{form.info}</Notice>}
      </div>
      {form.confirmSubmit && form.cancelSubmit && (
        <ConfirmDialog
          open={form.confirmation != null}
          title={form.confirmation?.title ?? ''}
          confirmLabel={form.confirmation?.confirmLabel ?? ''}
          cancelLabel={form.confirmation?.cancelLabel}
          onConfirm={form.confirmSubmit}
          onCancel={form.cancelSubmit}
        >
          <p>{form.confirmation?.message}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** Fields that take the whole width of the form (a long description, a group of days). */
export function WideField({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>;
}

/**
 * A titled group of a form's fields (a fieldset and its legend: "Bank Details", "Work Details")
 * across the form's width, its own fields in the same columns.
 */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}

export interface FormScreenProps<TValues extends FormValues> extends AreaFormProps<TValues> {
  role: LoginType;
  title: string;
  lead?: ReactNode;
  /** Content between the lead and the form (what is set now, say). */
  before?: ReactNode;
  /** Content after the form (the forms already uploaded, say). */
  after?: ReactNode;
}

/**
 * The form screen template: a role's page with a heading, a lead, one form (see `AreaForm`) and
 * what follows it. Its behaviour (checks, sending, notices and their timing, redirect) is the
 * `useForm` hook's.
 *
 * @example
 * const form = useForm({ initial, submit: (v, call) => client.updateSupervisor(v, call), successMessage });
 * return <FormScreen role="supervisor" title="Edit Details" form={form} submitLabel="Update">…fields…</FormScreen>;
 */
export function FormScreen<TValues extends FormValues>({
  role,
  title,
  lead,
  before,
  after,
  ...form
}: FormScreenProps<TValues>) {
  return (
    <AreaPage role={role} title={title} lead={lead}>
      {before}
      <AreaForm {...form} />
      {after}
    </AreaPage>
  );
}
