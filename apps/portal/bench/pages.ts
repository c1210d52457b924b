/**
 * The pages `npm run bench:portal` measures, and what each must reach (docs/benchmarks.md).
 */
import { fillPath, type LoginType } from '@siwes/api';
import { SCREEN_LIST } from '../../../packages/ui/src/registry/screens.ts';

export interface BenchPage {
  path: string;
  /** The registry's path (`/coordinator/student/{id}`), which BENCH_PAGES may name instead. */
  pattern?: string;
  /** Measured signed in as this role (signed in once through its login page). */
  signedInAs?: LoginType;
  /** What this page must reach (issue 16). */
  aims: Aims;
}

interface Aims {
  /** Performance; accessibility, best practices and SEO when the page is public; blocking time. */
  performance: number;
  otherCategories?: number;
  /** Accessibility alone (the sign-off page, which asks search engines not to index it). */
  accessibility?: number;
  tbtMs: number;
}

const PUBLIC: Aims = { performance: 95, otherCategories: 100, tbtMs: 150 };
const SIGNED_IN: Aims = { performance: 90, tbtMs: 150 };

/** The public pages the benchmark measures: the prerendered ones a newcomer lands on. */
const PUBLIC_PAGES: BenchPage[] = [
  { path: '/', aims: PUBLIC },
  { path: '/studentlogin', aims: PUBLIC },
  { path: '/lecturerlogin', aims: PUBLIC },
  { path: '/coordinatorlogin', aims: PUBLIC },
];

/**
 * The page a workplace supervisor opens on a phone from an email (issue 24): performance 95 and
 * accessibility 100. Its path is a real link, made when the page is measured (demoSignoffLink).
 */
export const SIGNOFF_PAGE: BenchPage = {
  path: '/signoff/{token}',
  pattern: '/signoff/{token}',
  aims: { performance: 95, accessibility: 100, tbtMs: 150 },
};

/**
 * Every page the benchmark measures: the public pages, then every screen of a role in the
 * registry's order (a new screen is measured as soon as it is in the registry), signed in as that
 * role. A `{id}` path is filled with the demo student's id (`studentCode` for the weekly reports).
 */
export function benchPages(student: { _id: string; studentCode: string }): BenchPage[] {
  const rolePages = SCREEN_LIST.filter((screen) => screen.role).map((screen) => ({
    path: benchPath(screen.path, student),
    pattern: screen.path,
    signedInAs: screen.role!,
    aims: SIGNED_IN,
  }));
  return [...PUBLIC_PAGES, SIGNOFF_PAGE, ...rolePages];
}

/**
 * A registry path with `{id}` filled for the demo student: the student's code where the screen
 * takes it (the coordinator's Weekly Reports, the supervisor's logbook), else their id.
 */
export function benchPath(pattern: string, student: { _id: string; studentCode: string }): string {
  const byCode = pattern.includes('weeklyreports') || pattern.includes('/logbook/');
  return fillPath(pattern, { id: byCode ? student.studentCode : student._id });
}
