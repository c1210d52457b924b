/**
 * Visual baselines of the role areas: the area layout at a desktop and a phone width, one
 * screen per role, and the student's visits on the supervisor's logbook page at both widths,
 * each against the fake (an MSW worker in this page). A layout break (the
 * sidebar no longer a column beside the page, a page wider than a phone) fails here. Baselines
 * are in __screenshots__/ beside this file; `npm run test:visual:update` accepts intended changes.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { createFakeApi } from '@siwes/mocks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../../.storybook/preview.tsx';
import * as AreaLayoutStories from '../layouts/AreaLayout/AreaLayout.stories.tsx';
import * as StudentHomeStories from '../screens/StudentHome/StudentHomeScreen.stories.tsx';
import * as LecturerHomeStories from '../screens/LecturerHome/LecturerHomeScreen.stories.tsx';
import * as RegisteredStudentsStories from '../screens/RegisteredStudents/RegisteredStudentsScreen.stories.tsx';
import * as SupervisorLogbookStories from '../screens/SupervisorLogbook/SupervisorLogbookScreen.stories.tsx';
import * as CohortDashboardStories from '../screens/CoordinatorHome/CohortDashboard.stories.tsx';

// This page runs its own worker over a fresh fake per test, in place of Storybook's MSW loader.
// Nor its checks after each story (the mock it would ask about is this page's own worker).
const annotations = setProjectAnnotations([
  { ...preview, loaders: [], beforeEach: undefined, afterEach: undefined },
]);
const worker = setupWorker();
beforeAll(async () => {
  await annotations.beforeAll?.();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
});
beforeEach(() => worker.use(...createFakeApi().handlers));
afterAll(() => worker.stop());

const AreaLayout = composeStories(AreaLayoutStories);
const StudentHome = composeStories(StudentHomeStories);
const LecturerHome = composeStories(LecturerHomeStories);
const RegisteredStudents = composeStories(RegisteredStudentsStories);
const SupervisorLogbook = composeStories(SupervisorLogbookStories);
const CohortDashboard = composeStories(CohortDashboardStories);

const cases = [
  ['area-layout-desktop', AreaLayout.Desktop, 1280],
  ['area-layout-phone', AreaLayout.Phone, 320],
  ['student-home', StudentHome.Default, 1280],
  // Detail cards on a phone: each label above its value, numbers and words whole.
  ['student-home-phone', StudentHome.Phone, 320],
  ['lecturer-home', LecturerHome.Default, 1280],
  ['coordinator-registered-students', RegisteredStudents.Default, 1280],
  // The student's visits on the supervisor's logbook page: side by side on a laptop, stacked on a phone.
  ['lecturer-logbook-visits', SupervisorLogbook.Visits, 1280],
  ['lecturer-logbook-visits-phone', SupervisorLogbook.Visits, 360],
  // The coordinator's dashboard (issue 29) with 20,000 students: the panels side by side, then stacked.
  ['coordinator-dashboard', CohortDashboard.Large, 1280],
  ['coordinator-dashboard-phone', CohortDashboard.Large, 360],
] as const;

/** A part of the page shot alone (the rest of its page is covered by the other cases). */
const PART: Partial<Record<(typeof cases)[number][0], string>> = {
  'lecturer-logbook-visits': 'section[aria-labelledby="student-visits"]',
  'lecturer-logbook-visits-phone': 'section[aria-labelledby="student-visits"]',
};

/** Window heights for pages longer than the usual 1600 px (a phone's stacked cards). */
const TALL: Partial<Record<(typeof cases)[number][0], number>> = {
  'student-home-phone': 3000,
  // The supervisor's home with their students' panels (issue 29).
  'lecturer-home': 3200,
  'coordinator-dashboard': 4000,
  'coordinator-dashboard-phone': 6400,
};

let canvas: HTMLDivElement | undefined;
afterEach(() => {
  worker.resetHandlers();
  canvas?.remove();
  canvas = undefined;
});

describe('role area screenshots', () => {
  test.each(cases)('%s matches its baseline', async (name, Story, width) => {
    // Tall enough that the whole page is painted: a screenshot of what lies below the viewport is blank.
    await page.viewport(1280, TALL[name] ?? 1600);
    canvas = document.createElement('div');
    canvas.style.width = `${width}px`;
    document.body.append(canvas);
    // A story's own answers (`beforeEach({ msw })`) go to this page's worker.
    await Story.run({ canvasElement: canvas, msw: worker });
    const part = PART[name];
    const shot = part ? canvas.querySelector<HTMLElement>(part) : canvas;
    if (!shot) throw new Error(`${name}: no ${part} on the page`);
    await expect.element(page.elementLocator(shot)).toMatchScreenshot(name);
  });
});
