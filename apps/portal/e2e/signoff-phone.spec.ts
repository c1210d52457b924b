/**
 * The workplace supervisor signs a week by the link in their email, on a phone (issue 24): the
 * student writes a week and asks for sign-off, the link comes from the dev outbox, the page shows
 * the week, and signing with a comment, a typed name and a PNG stamp locks it. A wrong link and a
 * web page posing as a stamp each get one clear sentence, and nothing is stored.
 */
import { LOGBOOK, MESSAGES, SERVER_MESSAGES } from '@siwes/api';
import { expect, PHONE, test } from './fixtures.ts';
import {
  apiToken,
  callApi,
  expectFitsWidth,
  latestMailMatch,
  PLACEMENT,
  registerStudent,
} from './support.ts';

// 360 × 740, touch, as a phone (fixtures.ts).
test.use(PHONE);

const WORKPLACE = {
  name: 'Bisi Adeyemi',
  position: 'Network Manager',
  phone: '08030000001',
};

const HTML_STAMP = '<!doctype html><html><body><script>alert(1)</script></body></html>';

test('a workplace supervisor signs a week from the emailed link on a phone, and the week locks', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const student = await registerStudent(page, 'Signoff');
  const token = await apiToken(page, student);
  const workplaceEmail = `workplace.${student.studentCode.toLowerCase()}@journey.example`;
  const placed = await callApi(
    page,
    'submitWorkDetails',
    { ...PLACEMENT, workplaceSupervisor: { ...WORKPLACE, email: workplaceEmail } },
    token,
  );
  expect(placed.status).toBe(200);

  // The student writes this week (Monday, which has always begun) and asks for sign-off.
  const written = await callApi(page, 'submitWeeklyReport', { monday: 'Mapped the office network.' }, token);
  expect(written.status).toBe(200);
  const { weekStart } = (written.body as { data: { weekStart: string } }).data;
  const asked = await callApi(page, 'requestSignoff', { weekStart }, token);
  expect(asked.status).toBe(200);
  const link = await latestMailMatch(page, workplaceEmail, new RegExp(`${LOGBOOK.signoffPage}/[\\w-]+`));
  const linkToken = link.split('/').pop()!;

  // The supervisor opens the link: whose week, and the day as written.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign a logbook week' })).toBeVisible();
  await expect(page.getByText('Journey Systems Ltd')).toBeVisible();
  await expect(page.getByText('Mapped the office network.')).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toHaveValue(WORKPLACE.name);
  await expectFitsWidth(page);

  // A web page posing as a stamp: refused by the page before sending, and by the server's bytes.
  const stamp = page.getByLabel(/Stamp or signature image/);
  await stamp.setInputFiles({ name: 'stamp.png', mimeType: 'image/png', buffer: Buffer.from(HTML_STAMP) });
  await expect(page.getByText('stamp.png is not a PNG or JPEG file.')).toBeVisible();
  const { digest } = (
    (await callApi(page, 'getSignoff', { token: linkToken })).body as { data: { digest: string } }
  ).data;
  const posing = await callApi(page, 'signWeek', {
    token: linkToken,
    name: WORKPLACE.name,
    digest,
    image: `data:image/png;base64,${Buffer.from(HTML_STAMP).toString('base64')}`,
  });
  expect(posing.status).toBe(400);
  expect(posing.body).toMatchObject({ errors: [`image: ${SERVER_MESSAGES.imageNotPicture}`] });
  const unsigned = await callApi(page, 'getSignoff', { token: linkToken });
  expect((unsigned.body as { data: { signOff: unknown } }).data.signOff).toBeNull();

  // Signs: a comment, the name typed, a small PNG stamp.
  await page.getByLabel('Comment').fill('Careful work on the network map.');
  await page.getByLabel(/Your name/).fill('Bisi Adeyemi (Mrs)');
  // A real PNG of a few KB: the page's own heading, photographed.
  const picture = await page.getByRole('heading', { level: 1 }).screenshot();
  await stamp.setInputFiles({ name: 'company-stamp.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText(/^Chosen: company-stamp\.png/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText(MESSAGES.weekSigned)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Signed by Bisi Adeyemi \(Mrs\) on / })).toBeVisible();
  await expect(page.getByText('Careful work on the network map.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Stamp or signature of Bisi Adeyemi (Mrs)' })).toBeVisible();
  await expectFitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath('signoff-signed-360.png'), fullPage: true });

  // The link keeps showing the signed week, read-only.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Signed by Bisi Adeyemi \(Mrs\) on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('signoff-signed-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE.viewport);

  // The signed week is locked: the student's next write to it is refused with the lock's sentence.
  const rewrite = await callApi(page, 'submitWeeklyReport', { monday: 'Changed after signing.' }, token);
  expect(rewrite.status).toBe(409);
  expect(rewrite.body).toMatchObject({ message: SERVER_MESSAGES.weekSignedLocked });

  // A wrong link: one sentence, nothing of any student.
  await page.goto(`${LOGBOOK.signoffPage}/${linkToken.slice(0, -4)}zzzz`);
  await expect(page.getByRole('heading', { name: SERVER_MESSAGES.signoffLinkInvalid })).toBeVisible();
  await expect(page.getByText('Journey Systems Ltd')).toHaveCount(0);
  await expectFitsWidth(page);
});
