import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  size?: 'medium' | 'small';
  /** Shows a spinner beside the label and ignores further clicks until it is false again. */
  loading?: boolean;
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean;
}

/**
 * A real `<button>`. While `loading`, the label stays (screen readers still hear it), the button
 * says it is busy, and clicks and submits are swallowed so nothing is sent twice. It stays
 * focusable while loading, so keyboard users do not lose their place.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    fullWidth && styles.full,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
