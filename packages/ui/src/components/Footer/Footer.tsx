import { SCHEME } from '@siwes/api';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The university's name, as it appears in the copyright line. */
  university?: string;
}

/** The footer with the university copyright line (spec: year 2022). */
export function Footer({ university = 'The University' }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <p>
        Copyright © {SCHEME.copyrightYear} {university}. All rights reserved.
      </p>
    </footer>
  );
}
