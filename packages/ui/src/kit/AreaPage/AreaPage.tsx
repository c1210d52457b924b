import type { ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { AreaLayout } from '../../layouts/AreaLayout/AreaLayout.tsx';
import styles from './AreaPage.module.css';

export interface AreaPageProps {
  role: LoginType;
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A role's page: the area's frame, the page's heading and lead, then its content. */
export function AreaPage({ role, title, lead, children }: AreaPageProps) {
  // No landmark of its own: the page is the layout's main, and the heading names it.
  return (
    <AreaLayout role={role}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </AreaLayout>
  );
}
