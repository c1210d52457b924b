import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  /** Shown while true; closing is the caller's, through `onConfirm` or `onCancel`. */
  open: boolean;
  /** The question, as the dialog's heading and name. */
  title: string;
  /** What follows if the user goes on (read with the title). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone (a deletion, closing registration). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** The cancel button, Escape, or a click outside on phones. */
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. A native modal `<dialog>`: the rest of the page is
 * inert while it is open, Escape cancels, and the focus starts on the safe choice (cancel) and goes
 * back where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The safe choice first: it comes first in the dialog, and takes the focus.
    dialog.querySelector('button')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The browser restores the focus on close in most cases; not when the opener was redrawn.
      if (before?.isConnected) before.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The caller closes the dialog, so its state and the page agree.
        event.preventDefault();
        onCancel();
      }}
      onCancel={(event) => {
        // Other ways the system asks to close it (a phone's back gesture).
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
