/**
 * For stories only: a client of the story's own fake signed in as a fixture account (to set a
 * story up or check what a screen did through the API, as another screen would see it), the rows
 * of a table once loaded, a recorder of what a route was sent, and the loading, empty and error
 * stories every list screen has.
 */
import { http, type HttpHandler } from 'msw';
import {
  createClient,
  routes,
  type ApiClient,
  type RouteDefinition,
  type RouteKey,
  type Student,
  type WorkplaceSupervisor,
} from '@siwes/api';
import {
  createFakeApi,
  emptyList,
  failWith,
  FIXTURE_TOKENS,
  loadForever,
  mswPath,
  Outage,
  type ErrorBody,
  type FixtureAccount,
  type ListRouteKey,
} from '@siwes/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The story's fake, through the real client, as a fixture account (the coordinator by default). */
/** A workplace supervisor the stories give a student (issue 24). */
export const WORKPLACE_SUPERVISOR: WorkplaceSupervisor = {
  name: 'Ngozi Bello',
  position: 'Head of Engineering',
  email: 'ngozi.bello@acme.example',
  phone: '08031234567',
};

export function fakeApi(account: FixtureAccount = 'coordinator'): ApiClient {
  return createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS[account] });
}

/** The body rows of the table with this caption, once it has loaded. */
export async function tableRows(canvasElement: HTMLElement, caption: string): Promise<HTMLElement[]> {
  const table = await within(canvasElement).findByRole('table', { name: caption });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
}

/**
 * Checks that a loaded table is cards (a phone): its first row's cells stacked one under another,
 * each with its column's header before it, all inside the table's frame with nothing sideways.
 */
export async function expectCards(canvasElement: HTMLElement, caption: string) {
  const [row] = await tableRows(canvasElement, caption);
  const cells = [...row!.querySelectorAll<HTMLElement>('th, td')].filter((cell) => cell.textContent);
  await expect(cells.length).toBeGreaterThan(1);
  for (const [i, cell] of cells.entries()) {
    await expect(getComputedStyle(cell, '::before').content).toContain(cell.dataset.label ?? 'no label');
    const above = cells[i - 1]?.getBoundingClientRect();
    if (above) await expect(cell.getBoundingClientRect().top).toBeGreaterThanOrEqual(above.bottom - 1);
  }
  await expectInFrame(within(canvasElement).getByRole('region', { name: caption }), ...cells);
}

/** The texts of one column (by the start of its header) of a loaded table. */
export async function columnTexts(canvasElement: HTMLElement, caption: string, header: string) {
  const rows = await tableRows(canvasElement, caption);
  const table = within(canvasElement).getByRole('table', { name: caption });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith(header));
  return rows.map((row) => row.querySelectorAll('th, td')[index]?.textContent ?? '');
}

/** The fake's students a search for `q` finds, by the fake's own rule (name, matric number, email or code). */
export function searchMatches(q: string): Student[] {
  const needle = q.toLowerCase();
  return createFakeApi().db.students.filter((s) =>
    [s.name, s.matricNo, s.email, s.studentCode].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The last name most of the fake's students share: a search with several matches. */
export function commonSurname(): string {
  const counts = new Map<string, number>();
  for (const s of createFakeApi().db.students) counts.set(s.lastName, (counts.get(s.lastName) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Checks that nothing in a table's frame scrolls sideways and that each element lies wholly
 * inside the frame, seen without scrolling (a row's name and its controls on a phone, say).
 */
export async function expectInFrame(frame: HTMLElement, ...elements: HTMLElement[]) {
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  const box = frame.getBoundingClientRect();
  for (const element of elements) {
    const inner = element.getBoundingClientRect();
    await expect(inner.left).toBeGreaterThanOrEqual(box.left);
    await expect(inner.right).toBeLessThanOrEqual(box.right);
  }
}

/** Text in the order the tables sort it: ignoring case, digits read as numbers. */
export const byText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/**
 * Records the JSON body (`null` for a GET) and the query of every request a route gets, then lets
 * the fake answer it: put its handler first in a story's `beforeEach` (`msw.use(recorder.handler)`).
 */
export function recordRequests(key: RouteKey): {
  handler: HttpHandler;
  bodies: unknown[];
  queries: URLSearchParams[];
} {
  const route: RouteDefinition = routes[key];
  const bodies: unknown[] = [];
  const queries: URLSearchParams[] = [];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const handler = http[method](mswPath(route), async ({ request }) => {
    bodies.push(route.method === 'GET' ? null : await request.clone().json());
    queries.push(new URL(request.url).searchParams);
    return undefined;
  });
  return { handler, bodies, queries };
}

export interface ListStatesOptions {
  /** The route the list loads from. */
  call: ListRouteKey;
  /** The table's caption. */
  caption: string;
  /** What an empty list says. */
  emptyText: string;
  /** A failed load: its status, the server's body, and the heading that replaces the table. */
  failure: { status: number; body: ErrorBody; heading: string };
  /** How many rows show once Try again has loaded the list. */
  rowsAfterRetry: number;
}

type StoryMsw = { msw: { use: (...handlers: HttpHandler[]) => void } };
type Canvas = ReturnType<typeof within>;

/**
 * A failure as two stories (docs/storybook.md): `Error`, a state, whose last frame
 * is the failure (`shows` checks it), and `ErrorThenRetry`, a behaviour test, which shows the same
 * failure, brings the server back, presses the retry button and checks the page (`recovered`).
 * `fail` answers the failing call until the outage ends (`failWith(call, 500, body, { until })`).
 * Give each its tags in the story file, where the index reads them:
 *
 * @example
 * const failure = failsThenRetries({ fail: (until) => failWith('getCoordinator', 500, {}, { until }), shows: …, recovered: … });
 * export const Error: Story = { ...failure.Error, tags: ['state'] };
 * export const ErrorThenRetry: Story = { ...failure.ErrorThenRetry, tags: ['journey'] };
 */
export function failsThenRetries({
  fail,
  shows,
  recovered,
  retry = 'Try again',
}: {
  fail: (until: Outage) => HttpHandler;
  shows: (canvas: Canvas, canvasElement: HTMLElement) => Promise<unknown>;
  recovered: (canvas: Canvas, canvasElement: HTMLElement) => Promise<unknown>;
  retry?: string;
}) {
  const serverDown = new Outage();
  const beforeEach = ({ msw }: StoryMsw) => {
    msw.use(fail(serverDown.begin()));
  };
  return {
    Error: {
      beforeEach,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await shows(within(canvasElement), canvasElement);
      },
    },
    ErrorThenRetry: {
      beforeEach,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await shows(canvas, canvasElement);
        serverDown.end();
        await userEvent.click(canvas.getByRole('button', { name: retry }));
        await recovered(canvas, canvasElement);
      },
    },
  };
}

/**
 * The states every list screen has, as stories: Loading (the table busy), Empty (what an empty
 * list says), Error (the server's message in place of the table), and the behaviour test
 * ErrorThenRetry (Try again loads the list). In a screen's stories, each with its tags:
 * `const states = listStateStories({ … }); export const Loading: Story = { ...states.Loading, tags: ['state'] };`
 */
export function listStateStories({ call, caption, emptyText, failure, rowsAfterRetry }: ListStatesOptions) {
  const failed = failsThenRetries({
    fail: (until) => failWith(call, failure.status, failure.body, { until }),
    shows: async (canvas) => {
      await expect(await canvas.findByRole('heading', { name: failure.heading })).toBeVisible();
      await expect(canvas.queryByRole('table')).toBeNull();
    },
    recovered: async (_canvas, canvasElement) => {
      await expect(await tableRows(canvasElement, caption)).toHaveLength(rowsAfterRetry);
    },
  });
  return {
    Loading: {
      beforeEach({ msw }: StoryMsw) {
        msw.use(loadForever(call));
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const table = within(canvasElement).getByRole('table', { name: caption });
        await expect(table).toHaveAttribute('aria-busy', 'true');
        await expect(table).toHaveTextContent('Loading…');
      },
    },
    Empty: {
      beforeEach({ msw }: StoryMsw) {
        msw.use(emptyList(call));
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText(emptyText)).toBeVisible();
      },
    },
    ...failed,
  };
}

/** The server's word while a student's record cannot be read, in the student pages' failed-load stories. */
export const STUDENT_RECORD_DOWN = 'Student record unavailable';

/**
 * A page whose data fails to load: `Error`, the server's message replacing the page as its
 * heading, and `ErrorThenRetry`, where Try again brings the page once the server is back and
 * `loaded` checks what then shows. The outage lasts until the play presses Try again.
 *
 * @example const failure = loadFailsThenRetries({ call: 'getStudentDetails', message: STUDENT_RECORD_DOWN, loaded: (canvas) => canvas.findByLabelText('Phone Number') });
 */
export function loadFailsThenRetries({
  call,
  status = 500,
  message,
  loaded,
}: {
  call: RouteKey;
  status?: number;
  message: string;
  loaded: (canvas: Canvas) => Promise<HTMLElement>;
}) {
  return failsThenRetries({
    fail: (until) => failWith(call, status, { message }, { until }),
    shows: async (canvas) => expect(await canvas.findByRole('heading', { name: message })).toBeVisible(),
    recovered: async (canvas) => expect(await loaded(canvas)).toBeVisible(),
  });
}

/** The server's word while the cohort cannot be read, in the student tables' failed-load stories. */
const STUDENTS_UPDATING = 'The student records are being updated.';

/**
 * `listStateStories` for a table of the coordinator's students (`useStudentList`, 10 a page): an
 * empty cohort says 'No students have registered yet.', and a failed load shows the server's message.
 */
export function studentListStates(caption: string) {
  return listStateStories({
    call: 'listStudents',
    caption,
    emptyText: 'No students have registered yet.',
    failure: { status: 503, body: { message: STUDENTS_UPDATING }, heading: STUDENTS_UPDATING },
    rowsAfterRetry: 10,
  });
}

/**
 * Types each value into the field its label names, in order, then presses the button, as a user
 * fills a form in. Returns the canvas.
 *
 * @example const canvas = await fillAndPress(canvasElement, { Email: email }, 'Verify');
 */
export async function fillAndPress(
  canvasElement: HTMLElement,
  fields: Record<string, string>,
  button: string,
): Promise<ReturnType<typeof within>> {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}
