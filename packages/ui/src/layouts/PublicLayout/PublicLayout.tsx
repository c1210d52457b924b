import type { ReactNode } from 'react';
import { Footer } from '../../components/Footer/Footer.tsx';
import { NavBar } from '../../components/NavBar/NavBar.tsx';
import { MAIN_ID, SkipLink } from '../../components/SkipLink/SkipLink.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './PublicLayout.module.css';

export interface PublicLayoutProps {
  children: ReactNode;
  /** A narrow column for forms (logins, verification). */
  narrow?: boolean;
}

/** The public pages' frame: the skip link, the navigation bar, the page's main content, the footer. */
export function PublicLayout({ children, narrow = false }: PublicLayoutProps) {
  const { university } = useServices();
  return (
    <div className={styles.page}>
      <SkipLink />
      <NavBar />
      <main className={`${styles.main} ${narrow ? styles.narrow : ''}`} id={MAIN_ID}>
        {children}
      </main>
      <Footer university={university} />
    </div>
  );
}
