/**
 * A sign-off link used wrongly (issue 24, "a journey with bad input"), on a phone: a link replaced
 * by a newer request, a week changed after its link was opened, a 5 MB stamp, and a link whose
 * days have run out (on a server of its own whose links last no time at all). Each gets one clear
 * sentence, shows nothing of another week or student, and stores nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOGBOOK, SERVER_MESSAGES } from '@siwes/api';
import { startMain } from '../../server/src/testing/mainProcess.ts';
import { expect, PHONE, test } from './fixtures.ts';
import { apiToken, callApi, latestMailMatch, PLACEMENT, registerStudent } from './support.ts';

test.use(PHONE);

const LINK = new RegExp(`${LOGBOOK.signoffPage}/[\\w-]+`);

/** A new placed student with a workplace supervisor, who writes Monday and asks for sign-off. */
async function askedWeek(page: Page, firstName: string) {
  const student = await registerStudent(page, firstName);
  const token = await apiToken(page, student);
  const workplaceEmail = `workplace.${student.studentCode.toLowerCase()}@journey.example`;
  const workplaceSupervisor = { name: 'Bisi Adeyemi', position: 'Network Manager', email: workplaceEmail };
  expect(
    (await callApi(page, 'submitWorkDetails', { ...PLACEMENT, workplaceSupervisor }, token)).status,
  ).toBe(200);
  const written = await callApi(page, 'submitWeeklyReport', { monday: 'Mapped the office network.' }, token);
  expect(written.status).toBe(200);
  const { weekStart } = (written.body as { data: { weekStart: string } }).data;
  const ask = async () => {
    expect((await callApi(page, 'requestSignoff', { weekStart }, token)).status).toBe(200);
    return latestMailMatch(page, workplaceEmail, LINK);
  };
  return { token, weekStart, ask };
}

/** The link's week as the server keeps it (signed or not), read through the link. */
const signOffOf = (page: Page, link: string) =>
  callApi(page, 'getSignoff', { token: link.split('/').pop()! });

test('a replaced link, a week changed after opening and a 5 MB stamp each get one sentence, and nothing is signed', async ({
  page,
}) => {
  await page.goto('/');
  const { token, ask } = await askedWeek(page, 'Refusals');
  const first = await ask();
  const second = await ask();
  expect(second).not.toBe(first);

  // The first link, replaced by the second request: one sentence, nothing of the student.
  await page.goto(first);
  await expect(page.getByRole('heading', { name: SERVER_MESSAGES.signoffLinkReplaced })).toBeVisible();
  await expect(page.getByText('Journey Systems Ltd')).toHaveCount(0);
  await expect(page.getByText('Mapped the office network.')).toHaveCount(0);

  // The newer link opens the week; a 5 MB stamp is refused by the page before anything is sent.
  await page.goto(second);
  await expect(page.getByText('Mapped the office network.')).toBeVisible();
  const stamp = page.getByLabel(/Stamp or signature image/);
  const fiveMb = Buffer.alloc(5 * 1024 * 1024, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(fiveMb);
  await stamp.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: fiveMb });
  await expect(page.getByText('scan.png is 5 MB; the limit is 1 MB.')).toBeVisible();
  // And by the server, which reads no further than its limit.
  const { digest } = ((await signOffOf(page, second)).body as { data: { digest: string } }).data;
  const linkToken = second.split('/').pop()!;
  const tooLarge = await callApi(page, 'signWeek', {
    token: linkToken,
    name: 'Bisi Adeyemi',
    digest,
    image: `data:image/png;base64,${fiveMb.toString('base64')}`,
  });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body).toMatchObject({ errors: [`image: ${SERVER_MESSAGES.imageTooLarge}`] });

  // The student changes the week while the page is open: signing is refused with the sentence,
  // and the supervisor reads the week again.
  expect(
    (await callApi(page, 'submitWeeklyReport', { tuesday: 'Labelled the patch panel.' }, token)).status,
  ).toBe(200);
  await stamp.setInputFiles([]);
  await page.getByLabel(/Your name/).fill('Bisi Adeyemi');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(SERVER_MESSAGES.signoffWeekChanged)).toBeVisible();
  const unsigned = (await signOffOf(page, second)).body as { data: { signOff: unknown } };
  expect(unsigned.data.signOff).toBeNull();
  await page.reload();
  await expect(page.getByText('Labelled the patch panel.')).toBeVisible();
});

test('a link whose days have run out says so, and the week stays unsigned', async ({ page }) => {
  // A server of this journey's own, whose links are spent the moment they are made.
  const dataDir = mkdtempSync(join(tmpdir(), 'siwes-e2e-expired-'));
  const server = await startMain({ SIWES_DATA_DIR: dataDir, SIWES_SIGNOFF_LINK_DAYS: '0' });
  try {
    await page.goto(`${server.url}/`);
    const { ask } = await askedWeek(page, 'Expired');
    const link = await ask();
    await page.goto(server.url + link);
    await expect(page.getByRole('heading', { name: SERVER_MESSAGES.signoffLinkExpired })).toBeVisible();
    await expect(page.getByText('Mapped the office network.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    const refused = await callApi(page, 'signWeek', {
      token: link.split('/').pop()!,
      name: 'Bisi Adeyemi',
      digest: 'a'.repeat(64),
    });
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ message: SERVER_MESSAGES.signoffLinkExpired });
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
