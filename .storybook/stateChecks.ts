/**
 * After every story: a story tagged 'state' must end showing the state its name says, so a
 * designer opening "Error" sees the error, not the page it recovered to (docs/storybook.md).
 * Checked where a state has one sure sign on the page:
 * - `… Error`: an alert with words in it, a field marked invalid, or a control disabled and
 *   described (the bank list that failed: the field says why it cannot be used);
 * - `… Loading` and `Submitting`: something busy (`aria-busy`), a status, a progress bar, or a
 *   control disabled and described (the bank field while its list loads);
 * - `Phone`: the story narrowed to a phone (at most 480 px) and nothing wider than it.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { STATE_TAG } from '../packages/ui/src/testing/storyVocabulary.ts';

const BUSY = '[aria-busy="true"], [role="status"], [role="progressbar"]';

/** A control that cannot be used and says why (its description has words). */
function disabledAndDescribed(canvasElement: HTMLElement): boolean {
  return [...canvasElement.querySelectorAll<HTMLElement>(':disabled[aria-describedby]')].some((control) =>
    control
      .getAttribute('aria-describedby')!
      .split(' ')
      .some((id) => document.getElementById(id)?.textContent?.trim()),
  );
}

/** A field the browser refused on submit, its own sentence shown as the field's description. */
function refusedByTheBrowser(canvasElement: HTMLElement): boolean {
  return [...canvasElement.querySelectorAll<HTMLInputElement>('input[aria-describedby]')].some(
    (field) =>
      field.validationMessage !== '' &&
      field
        .getAttribute('aria-describedby')!
        .split(' ')
        .some((id) => document.getElementById(id)?.textContent?.includes(field.validationMessage)),
  );
}

function shownAlert(canvasElement: HTMLElement): boolean {
  const alerts = within(canvasElement).queryAllByRole('alert');
  return (
    alerts.some((alert) => alert.textContent?.trim()) ||
    canvasElement.querySelector('[aria-invalid="true"]') !== null ||
    refusedByTheBrowser(canvasElement) ||
    disabledAndDescribed(canvasElement)
  );
}

export async function expectFinalState({
  name,
  tags,
  canvasElement,
  parameters,
}: Pick<StoryContext, 'name' | 'tags' | 'canvasElement' | 'parameters'>) {
  if (!tags.includes(STATE_TAG)) return;
  if (/Error$/.test(name)) {
    await waitFor(() =>
      expect(
        shownAlert(canvasElement),
        `"${name}" ends showing its error: an alert with words, a field marked aria-invalid, or one the browser refused with its sentence shown`,
      ).toBe(true),
    );
  } else if (/(Loading|Submitting)$/.test(name)) {
    await expect(
      canvasElement.querySelector(BUSY) !== null || disabledAndDescribed(canvasElement),
      `"${name}" ends busy: aria-busy, a status, a progress bar, or a control disabled and described`,
    ).toBe(true);
  } else if (name === 'Phone') {
    const width = parameters.width as number | undefined;
    await expect(width, '"Phone" narrows the story (parameters.width)').toBeLessThanOrEqual(480);
    const viewport = within(canvasElement).getByTestId('viewport');
    await expect(viewport.scrollWidth, '"Phone" has nothing wider than the phone').toBeLessThanOrEqual(
      viewport.clientWidth + 1,
    );
  }
}
