import { expect, type Locator, type Page } from '@playwright/test';
import { fillPath, routeHasBody, routes, splitInput, type RouteDefinition, type RouteKey } from '@siwes/api';
import { FIXTURE_ACCOUNTS } from '@siwes/mocks';

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

export async function signIn(page: Page, role: Role, password: string = ACCOUNTS[role].password) {
  const account = ACCOUNTS[role];
  await signInAs(page, { email: account.email, password }, account.login);
}

/** Signs in any account (one a journey made itself) on a login page, the student's by default. */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  login: string = ACCOUNTS.student.login,
) {
  // Stay in the app when it is open, so earlier sign-ins of other roles survive (see goClientSide).
  if (page.url().startsWith('http')) await goClientSide(page, login);
  else await page.goto(login);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** The last one-time code mailed to an address, read from the dev outbox (the fake's or the server's). */
export async function latestCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await page.evaluate(async (address) => {
        const response = await fetch(`/api/dev/outbox?email=${encodeURIComponent(address)}`);
        return (await response.json()) as Array<{ text: string }>;
      }, email);
      code = mail[0] && /\b(\d{6})\b/.exec(mail[0].text)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
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
 * Navigates inside the single-page app without reloading it. The portal's mock build keeps the
 * fake API in page memory, so a reload would start a fresh fake that no longer knows this
 * browser's sign-ins; against the real server a plain `page.goto` is the same.
 */
export async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
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

export interface RegisteredStudent {
  email: string;
  password: string;
  type: 'student';
  studentCode: string;
  matricNo: string;
}

let registered = 0;

/**
 * Registers a student of the journey's own through an emailed code (the dev outbox), from inside
 * the page, so the journey may change that student freely. Open a page of the portal first.
 */
export async function registerStudent(page: Page, firstName = 'Journey'): Promise<RegisteredStudent> {
  // The mock build answers only once its fake is running, which is before the app draws.
  await expect(page.getByRole('main')).toBeVisible();
  registered += 1;
  const stamp = `${Date.now().toString(36)}${registered}`;
  const email = `${firstName.toLowerCase()}.${stamp}@students.university.edu.ng`;
  const password = `Journey#${stamp}`;
  const matricNo = `E2E/${stamp}`.toUpperCase();
  const sent = await callApi(page, 'sendOtp', { email, purpose: 'registration' });
  expect(sent.status, `code for ${email}`).toBe(200);
  const verified = await callApi(page, 'verifyOtp', { email, token: await latestCode(page, email) });
  expect(verified.status, `verification of ${email}`).toBe(200);
  const answer = await callApi(page, 'register', {
    firstName,
    middleName: 'Test',
    lastName: 'Student',
    sex: 'Female',
    email,
    phone: '08030000000',
    faculty: 'Computing and Engineering Sciences',
    department: 'Computer Science',
    course: 'Computer Science',
    level: '300',
    matricNo,
    bankDetails: { name: 'Access Bank', accountNumber: '0123456789', sortCode: '044150149' },
    password,
  });
  expect(answer.status, `registration of ${email}`).toBe(201);
  const { studentCode } = (answer.body as { data: { studentCode: string } }).data;
  return { email, password, type: 'student', studentCode, matricNo };
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
