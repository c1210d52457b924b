/**
 * For stories only: a client of the story's own fake signed in as a fixture account (to set a
 * story up or check what a screen did through the API, as another screen would see it), the rows
 * of a table once loaded, and a recorder of what a route was sent.
 */
import { http, type HttpHandler } from 'msw';
import { createClient, routes, type ApiClient, type RouteDefinition, type RouteKey } from '@siwes/api';
import { FIXTURE_TOKENS, mswPath, type FixtureAccount } from '@siwes/mocks';
import { expect, waitFor, within } from 'storybook/test';

/** The story's fake, through the real client, as a fixture account (the coordinator by default). */
export function fakeApi(account: FixtureAccount = 'coordinator'): ApiClient {
  return createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS[account] });
}

/** The body rows of the table with this caption, once it has loaded. */
export async function tableRows(canvasElement: HTMLElement, caption: string): Promise<HTMLElement[]> {
  const table = await within(canvasElement).findByRole('table', { name: caption });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
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

/**
 * Records the JSON body of every request a route gets, then lets the fake answer it: put its
 * handler first in a story's `beforeEach` (`msw.use(recorder.handler)`).
 */
export function recordRequests(key: RouteKey): { handler: HttpHandler; bodies: unknown[] } {
  const route: RouteDefinition = routes[key];
  const bodies: unknown[] = [];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const handler = http[method](mswPath(route), async ({ request }) => {
    bodies.push(route.method === 'GET' ? null : await request.clone().json());
    return undefined;
  });
  return { handler, bodies };
}
