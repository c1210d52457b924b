import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { fillPath, routeHasBody, routes, splitInput, type RouteDefinition, type RouteKey } from '@siwes/api';
import { FIXTURE_ACCOUNTS } from '@siwes/mocks';
import { NAVIGATION_PROGRESS_LABEL } from '@siwes/ui/components/NavigationProgress/label.ts';

/** Fixture accounts of the fake (mocks/README.md), with each role's login page and home. */
export const ACCOUNTS = {
  student: { ...FIXTURE_ACCOUNTS.student, login: '/studentlogin', home: '/students/dashboard' },
  newStudent: { ...FIXTURE_ACCOUNTS.newStudent, login: '/studentlogin', home: '/students/dashboard' },
  supervisor: { ...FIXTURE_ACCOUNTS.supervisor, login: '/lecturerlogin', home: '/lecturers/index' },
  idleSupervisor: { ...FIXTURE_ACCOUNTS.idleSupervisor, login: '/lecturerlogin', home: '/lecturers/index' },
  coordinator: { ...FIXTURE_ACCOUNTS.coordinator, login: '/coordinatorlogin', home: '/coordinator/index' },
} as const;

/** The three roles' main accounts (the journeys that run once per role). */
export const ROLES = ['student', 'supervisor', 'coordinator'] as const;

export type Role = keyof typeof ACCOUNTS;

/**
 * Opens a page and waits until the portal has started on it. The public pages arrive
 * prerendered: they show at once, but their buttons work only once React has taken them over.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

export async function signIn(page: Page, role: Role, password: string = ACCOUNTS[role].password) {
  const account = ACCOUNTS[role];
  await signInAs(page, { login: account.login, email: account.email, password });
}

/** Signs in through `role`'s login page with another account of that role (one a journey made). */
export async function signInWith(page: Page, role: Role, account: { email: string; password: string }) {
  await signInAs(page, { ...account, login: ACCOUNTS[role].login });
}

/** Signs in any account (one a journey created, say) at a role's login page. */
export async function signInAs(page: Page, account: { login: string; email: string; password: string }) {
  // Stay in the app when it is open, so earlier sign-ins of other roles survive (see goClientSide).
  if (page.url().startsWith('http')) await goClientSide(page, account.login);
  else await open(page, account.login);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens the portal at `path` and waits for its page, so the mock build's fake API (started before
 * the first render) answers `callApi` from then on.
 */
export async function openPortal(page: Page, path = '/') {
  await open(page, path);
  await expect(page.getByRole('main')).toBeVisible();
}

/** The access token of the role signed in in this page (no new sign-in, so no rate limit spent). */
export async function sessionToken(
  page: Page,
  role: 'student' | 'supervisor' | 'coordinator',
): Promise<string> {
  const token = await page.evaluate(
    (key) =>
      (
        JSON.parse(localStorage.getItem(key) ?? 'null') as {
          user?: { tokens?: { accessToken?: string } };
        } | null
      )?.user?.tokens?.accessToken,
    `siwes:session:${role}`,
  );
  expect(token, `${role} session token`).toBeTruthy();
  return token!;
}

/**
 * Signs the role of the page shown out, and waits for its login: until the logout call has
 * answered, the role is still signed in, and its login page would send it home again.
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/**
 * What `pattern` finds (its first group, else the whole match) in the last mail to an address,
 * read from the dev outbox (the fake's or the server's), waiting for the mail to come.
 */
export async function latestMailMatch(page: Page, email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mail = await page.evaluate(async (address) => {
        const response = await fetch(`/api/dev/outbox?email=${encodeURIComponent(address)}`);
        return (await response.json()) as Array<{ text: string }>;
      }, email);
      const match = mail[0] && pattern.exec(mail[0].text);
      found = match ? (match[1] ?? match[0]) : undefined;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The last one-time code mailed to an address, read from the dev outbox. */
export async function latestCode(page: Page, email: string): Promise<string> {
  return latestMailMatch(page, email, /\b(\d{6})\b/);
}

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectFitsWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * A table's frame (its scrolling region) scrolls nothing sideways, and each element lies wholly
 * inside it, seen without scrolling.
 */
export async function expectInFrame(frame: Locator, ...elements: Locator[]) {
  const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const box = (await frame.boundingBox())!;
  for (const element of elements) {
    const inner = (await element.boundingBox())!;
    expect(inner.x).toBeGreaterThanOrEqual(box.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
}

/**
 * Navigates inside the single-page app without reloading it. The portal's mock build keeps the
 * fake API in page memory, so a reload would start a fresh fake that no longer knows this
 * browser's sign-ins; against the real server a plain `page.goto` is the same.
 */
export async function goClientSide(page: Page, path: string) {
  // The router hears the popstate only once the portal has started: a page just loaded may still
  // be its prerendered copy (or an empty root), and a popstate then changes the address alone.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('#root > *').first()).toBeAttached();
  // The address changes at once, but the previous page stays on screen while the next one's code
  // loads (ADR 013): a journey that acted then would type into the page that is leaving (a login
  // still showing after its sign-in, whose typed email the next login never had). So leave only
  // a page that is shown, and return once the new one is.
  await pageShown(page);
  await page.evaluate(async (to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: React has drawn the new location (the progress bar, if its page is on its way).
    for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
  }, path);
  await pageShown(page);
}

/** Waits until no page is on its way: the one the address names is the one on screen. */
export async function pageShown(page: Page) {
  await expect(page.getByRole('progressbar', { name: NAVIGATION_PROGRESS_LABEL })).toHaveCount(0);
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A call to the API from inside the page, so it reaches whichever API the page talks to: the
 * fake in the mock build (whose data live in the page) or the real server. For setting a journey
 * up and for checking its result through another role. Open a page of the portal first.
 *
 * @example const students = await callApi(page, 'listStudents', { page: 1, limit: 10 }, token);
 */
export async function callApi<K extends RouteKey>(
  page: Page,
  key: K,
  input: Record<string, unknown> = {},
  token?: string,
): Promise<ApiAnswer> {
  const route: RouteDefinition = routes[key];
  const { params, query, body } = splitInput(route, input);
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  const url = `${fillPath(route.path, params)}${search}`;
  const hasBody = routeHasBody(route);
  // The mock build answers the API only once its fake has started, just before the first render.
  await page.locator('main').first().waitFor();
  return page.evaluate(
    async ({ url, method, token, body, hasBody }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (hasBody) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // CSV and other text stay text.
      }
      return { status: response.status, body: parsed };
    },
    { url, method: route.method, token, body, hasBody },
  );
}

/**
 * A file of the API (a form's `pathToFile`) fetched from inside the page with a role's token, as
 * that role's download would fetch it: its status and its start as text.
 */
export async function fetchFile(page: Page, path: string, token: string) {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, text: await response.text() };
    },
    { path, token },
  );
}

/** Signs an account in through the API (from inside the page) and returns its access token. */
export async function apiToken(page: Page, account: { email: string; password: string; type: string }) {
  const answer = await callApi(page, 'login', {
    email: account.email,
    password: account.password,
    type: account.type,
  });
  expect(answer.status, `sign-in of ${account.email}`).toBe(200);
  return (answer.body as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** A suffix that makes emails and matric numbers of this run unique on a server that outlives it. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export interface NewAccount {
  email: string;
  password: string;
  type: 'student' | 'supervisor' | 'coordinator';
  /** Its role's login page. */
  login: string;
  /** A student's, as registered. */
  studentCode?: string;
  matricNo?: string;
}

const LOGIN_PAGES = {
  student: '/studentlogin',
  supervisor: '/lecturerlogin',
  coordinator: '/coordinatorlogin',
};

/**
 * A fresh account of a role, made through the API as the scheme makes them: a student registers
 * through an emailed code (read from the dev outbox); the coordinator creates supervisors and
 * coordinators. For journeys that change an account (its password, its details) without touching
 * the demo accounts other journeys sign in with.
 */
export async function newAccount(
  page: Page,
  type: NewAccount['type'],
  password: string,
  { firstName = 'Journey', suffix = uniqueSuffix() }: { firstName?: string; suffix?: string } = {},
): Promise<NewAccount> {
  const email = `${type}.${suffix}@journeys.siwes.test`;
  if (type === 'student') {
    const matricNo = `E2E/${suffix}`.toUpperCase();
    expect((await callApi(page, 'sendOtp', { email, purpose: 'registration' })).status).toBe(200);
    const token = await latestCode(page, email);
    expect((await callApi(page, 'verifyOtp', { email, token })).status).toBe(200);
    const registered = await callApi(page, 'register', {
      firstName,
      middleName: 'Test',
      lastName: `Student${suffix}`,
      sex: 'Female',
      email,
      phone: '08030000000',
      faculty: 'Science and Technology',
      department: 'Microbiology',
      course: 'Microbiology',
      level: '300',
      matricNo,
      bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044150149' },
      password,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const { studentCode } = (registered.body as { data: { studentCode: string } }).data;
    return { email, password, type, login: LOGIN_PAGES[type], studentCode, matricNo };
  } else {
    const coordinator = await apiToken(page, ACCOUNTS.coordinator);
    const details = { firstName, lastName: `Account${suffix}`, email, password, office: 'Room 1' };
    const created =
      type === 'supervisor'
        ? await callApi(page, 'createSupervisor', { ...details, phone: '08030000001' }, coordinator)
        : await callApi(
            page,
            'addCoordinator',
            { ...details, phone1: '08030000002', faculty: 'Management Sciences' },
            coordinator,
          );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  return { email, password, type, login: LOGIN_PAGES[type] };
}

export interface MadeSupervisor {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  office: string;
  type: 'supervisor';
  login: string;
}

/**
 * A supervisor account of the journey's own, created by the coordinator through the API, so a
 * journey never changes a demo supervisor (their details, their students) that another relies on.
 * Its email is unique per run.
 */
export async function newSupervisor(
  page: Page,
  coordinatorToken: string,
  lastName: string,
): Promise<MadeSupervisor> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    firstName: 'Journey',
    lastName,
    email: `journey.${lastName.toLowerCase()}.${stamp}@staff.siwes.test`,
    password: `Journey-supervisor-${stamp}`,
    phone: '08030000000',
    office: 'Faculty Annex, Room 2',
  };
  const answer = await callApi(page, 'createSupervisor', account, coordinatorToken);
  expect(answer.status, `creating ${account.email}`).toBeLessThan(300);
  const { _id } = (answer.body as { data: { _id: string } }).data;
  return { ...account, _id, type: 'supervisor', login: ACCOUNTS.supervisor.login };
}

/** What a click saved through the browser's download: its suggested name and its text. */
export async function savedDownload(page: Page, act: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), act()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

export interface RegisteredStudent {
  email: string;
  password: string;
  login: string;
  type: 'student';
  studentCode: string;
  matricNo: string;
}

/**
 * Registers a student of the journey's own through an emailed code (the dev outbox), from inside
 * the page, so the journey may change that student freely. Open a page of the portal first.
 */
export async function registerStudent(page: Page, firstName = 'Journey'): Promise<RegisteredStudent> {
  // The mock build answers only once its fake is running, which is before the app draws.
  await expect(page.getByRole('main')).toBeVisible();
  const suffix = uniqueSuffix();
  const account = await newAccount(page, 'student', `Journey#${suffix}-student`, { firstName, suffix });
  return { ...account, type: 'student', studentCode: account.studentCode!, matricNo: account.matricNo! };
}

/** Work details any journey may give its own student (through the API, with the student's token). */
export const PLACEMENT = {
  name: 'Journey Systems Ltd',
  address: '12 Journey Close, Ikeja',
  street: 'Journey Close',
  email: 'hr@journey.example',
  phone: '07000000001',
  state: 'Lagos',
  LGA: 'Ikeja',
  assignedDepartment: 'Networks',
  jobDescription: 'Keeps the office network up',
  resumptionDate: '2026-05-04',
  expectedEndDate: '2026-12-18',
};

/**
 * Presses Tab until `target` has the focus, as a keyboard user reaches it: fails if it never
 * does within `max` presses (it cannot be reached by keyboard).
 */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}
