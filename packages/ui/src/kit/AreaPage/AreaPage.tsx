import type { ReactNode } from 'react';
import type { LoginType } from '@siwes/api';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { AreaLayout } from '../../layouts/AreaLayout/AreaLayout.tsx';
import type { LoadState } from '../useLoad.ts';
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

export interface LoadedAreaPageProps<TData> extends Omit<AreaPageProps, 'children'> {
  /** The page's data, from `useLoad`. */
  page: LoadState<TData>;
  /** Said while loading, e.g. `Loading your details…`. */
  loadingLabel: string;
  /** The page, drawn from its data. */
  children: (data: TData) => ReactNode;
}

/**
 * A role's page of loaded data: its heading and lead at once, then a spinner while the data load,
 * the server's message with Try again if they fail, and the page drawn from them (`LoadGate`).
 */
export function LoadedAreaPage<TData>({ page, loadingLabel, children, ...area }: LoadedAreaPageProps<TData>) {
  return (
    <AreaPage {...area}>
      <LoadGate {...page} onRetry={page.retry} loadingLabel={loadingLabel}>
        {children}
      </LoadGate>
    </AreaPage>
  );
}
