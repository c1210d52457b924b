/**
 * What WeeklyReportScreen's stories (the form, and what waits on the phone) share: the page as
 * drawn, the week, the report the fake records for it, and a student's steps on the page.
 */
import { createClient, LOGBOOK, type WeeklyReport } from '@siwes/api';
import { FIXTURE_IDS, FIXTURE_TOKENS } from '@siwes/mocks';
import { userEvent, within } from 'storybook/test';
import { WeeklyReportScreen } from '../screens/WeeklyReport/WeeklyReportScreen.tsx';
import type { OutboxEntry, WeekText } from '../services/outbox.ts';
import { NetworkToggle, OutboxProbe } from './NetworkToggle.tsx';
import { Remount } from './Remount.tsx';
import { fakeApi } from './stories.ts';

/**
 * The page as every story draws it: the screen can be reloaded (it mounts afresh over the same
 * storage and outbox), the phone's network taken away and given back, and the outbox read.
 */
export function WeeklyReportOnThePhone() {
  return (
    <>
      <Remount>
        <WeeklyReportScreen />
      </Remount>
      <NetworkToggle />
      <OutboxProbe />
    </>
  );
}

/** The week of the fake's clock (Friday 5 June 2026), the stories' default: Monday 1 June. */
export const WEEK = '2026-06-01';

/** The fixture student's report for the week of 1 June as the fake holds it, read by the coordinator. */
export async function recordedWeek(): Promise<WeeklyReport | undefined> {
  const client = createClient({ baseUrl: '', getToken: () => FIXTURE_TOKENS.coordinator });
  const { reports } = await client.getWeeklyReports({ id: FIXTURE_IDS.student });
  return reports.find((report) => report.weekStart === WEEK);
}

/** A day's field, by its name (Monday to Friday). */
export const day = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByLabelText(name);

/** Reloads the page (the screen mounted afresh over the same storage and outbox); resolves on the form. */
export async function reload(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
  return canvas.findByLabelText('Monday');
}

/** Presses Upload Report. */
export async function send(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload Report' }));
}

/** The status notices under the form (success, waiting), joined. */
export function statuses(canvasElement: HTMLElement): string {
  const form = within(canvasElement).getByRole('form', { name: 'Weekly report' });
  return within(form)
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join(' ');
}

/** The workplace supervisor the logbook stories give the fixture student. */
export const WORKPLACE = {
  name: 'Bisi Adeyemi',
  position: 'Network Manager',
  email: 'bisi.adeyemi@workplace.example',
  phone: '08030000001',
};

/** The coordinator records the fixture student's workplace supervisor (as Edit Student does). */
export async function giveWorkplaceSupervisor(): Promise<void> {
  await fakeApi('coordinator').updateStudent({ id: FIXTURE_IDS.student, workplaceSupervisor: WORKPLACE });
}

/**
 * The fixture student's week of 1 June written, asked for and signed through its mailed link, as
 * the workplace supervisor signs it: the week stands locked in the fake.
 */
export async function signedWeek(days: Partial<WeekText>, comment = 'A careful week.'): Promise<void> {
  await giveWorkplaceSupervisor();
  const student = fakeApi('student');
  await student.submitWeeklyReport(days);
  await student.requestSignoff({ weekStart: WEEK });
  const [mail] = await student.getDevOutbox(WORKPLACE.email);
  const token = new RegExp(`${LOGBOOK.signoffPage}/([\\w-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
  const { data } = await student.getSignoff({ token });
  await student.signWeek({ token, name: WORKPLACE.name, comment, digest: data.digest });
}

/** A report kept on the phone for the fixture student's week of 1 June. */
export function kept(report: Partial<OutboxEntry['report']>, rest: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    studentId: FIXTURE_IDS.student,
    weekStart: WEEK,
    report: { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '', ...report },
    status: 'waiting',
    at: '2026-06-05T07:00:00.000Z',
    waited: true,
    ...rest,
  };
}
