import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export interface NoticeProps {
  tone: 'success' | 'error' | 'info';
  /** The message; nothing is rendered inside the live region when it is empty. */
  children?: ReactNode;
}

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

/**
 * A message after an action: success in green, error in red, info in blue. The live region is
 * always in the page (empty when there is nothing to say), so screen readers announce the
 * message when it arrives: errors assertively (role alert), the rest politely (role status).
 */
export function Notice({ tone, children }: NoticeProps) {
  const hasMessage = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {hasMessage && (
        <p className={`${styles.notice} ${styles[tone]}`} data-tone={tone}>
          <span className={styles.icon} aria-hidden="true">
            {ICONS[tone]}
          </span>
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}
