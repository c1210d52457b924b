import type { ReactNode } from 'react';
import { MESSAGES } from '@siwes/api';
import { Button } from '../Button/Button.tsx';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  /** The heading: the spec's default error screen says `Unexpected Application Error!`. */
  title?: string;
  /** What happened, in words for a user (a server's message). Never a stack trace. */
  detail?: ReactNode;
  /** Offers a Try again button when given. */
  onRetry?: () => void;
  /** The retry button's label: Try again, unless a page says better (Reload). */
  retryLabel?: string;
  /** Offers a way home when given. */
  homeHref?: string;
}

/** A whole-page error: the spec's default error screen, or a load failure with the server's message. */
export function ErrorScreen({
  title = MESSAGES.unexpectedError,
  detail,
  onRetry,
  retryLabel = 'Try again',
  homeHref,
}: ErrorScreenProps) {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-screen-title">
      <h2 id="error-screen-title" className={styles.title}>
        {title}
      </h2>
      {detail && <p className={styles.detail}>{detail}</p>}
      {(onRetry || homeHref) && (
        <div className={styles.actions}>
          {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
          {homeHref && <a href={homeHref}>Go to the home page</a>}
        </div>
      )}
    </section>
  );
}
