/**
 * What WeeklyReportScreen's stories (the form, and what waits on the phone) share: the page as
 * drawn, the week, the report the fake records for it, and a student's steps on the page.
 */
import { createClient, type WeeklyReport } from '@siwes/api';
import { FIXTURE_IDS, FIXTURE_TOKENS } from '@siwes/mocks';
import { userEvent, within } from 'storybook/test';
import { WeeklyReportScreen } from '../screens/WeeklyReport/WeeklyReportScreen.tsx';
import { NetworkToggle, OutboxProbe } from './NetworkToggle.tsx';
import { Remount } from './Remount.tsx';

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
