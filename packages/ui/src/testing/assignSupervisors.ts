/**
 * What AssignSupervisorsScreen's stories (assigning, and at each width) share: the supervisor with
 * no students, and a row's parts.
 */
import { FIXTURE_IDS } from '@siwes/mocks';
import { within } from 'storybook/test';

export const IDLE = FIXTURE_IDS.idleSupervisor;

/** A row's parts: the student's id and code, its supervisor cell, dropdown, Assign and notices. */
export function rowParts(row: HTMLElement) {
  const cells = row.querySelectorAll('th, td');
  const link = within(row).getAllByRole('link')[0]!;
  const name = link.textContent ?? '';
  return {
    id: link.getAttribute('href')!.split('/').pop()!,
    name,
    current: cells[3] as HTMLElement,
    check: within(row).getByRole('checkbox', { name: `Select ${name}` }),
    select: within(row).getByRole('combobox'),
    assign: within(row).getByRole('button', { name: `Assign ${name}` }),
    row: within(row),
  };
}

/** The rows whose student has no supervisor on the table's list yet (Assign goes through the spec's call, unasked). */
export function rowsWithoutSupervisor(rows: readonly HTMLElement[]) {
  return rows.map(rowParts).filter((row) => row.current.textContent === 'N/A');
}

/** The rows whose student has a supervisor on the table's list (Assign asks first). */
export function rowsWithSupervisor(rows: readonly HTMLElement[]) {
  return rows.map(rowParts).filter((row) => row.current.textContent !== 'N/A');
}
