/** Set-up shared by the logbook journeys (issue 24): a week written, asked for and signed by its link. */
import { expect, type Page } from '@playwright/test';
import { LOGBOOK, type SignoffView, type WeeklyReport } from '@siwes/api';
import { callApi, latestMailMatch } from './support.ts';

export interface SignedWeek {
  weekStart: string;
  signedAt: string;
}

/**
 * The student (by their token) writes this week's Monday and asks for its sign-off; the workplace
 * supervisor opens the link mailed to `workplace.email` (the dev outbox) and signs it with
 * `comment`, with no account, as the sign-off page does.
 */
export async function writeAndSignThisWeek(
  page: Page,
  studentToken: string,
  workplace: { name: string; email: string },
  { monday, comment }: { monday: string; comment: string },
): Promise<SignedWeek> {
  const written = await callApi(page, 'submitWeeklyReport', { monday }, studentToken);
  const { weekStart } = (written.body as { data: WeeklyReport }).data;
  expect((await callApi(page, 'requestSignoff', { weekStart }, studentToken)).status).toBe(200);
  const link = await latestMailMatch(
    page,
    workplace.email,
    new RegExp(`${LOGBOOK.signoffPage}/([A-Za-z0-9_-]+)`),
  );
  const shown = (await callApi(page, 'getSignoff', { token: link })).body as { data: SignoffView };
  const signed = await callApi(page, 'signWeek', {
    token: link,
    name: workplace.name,
    comment,
    digest: shown.data.digest,
  });
  expect(signed.status).toBe(200);
  return { weekStart, signedAt: (signed.body as { data: SignoffView }).data.signOff!.signedAt };
}
