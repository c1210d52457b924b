/**
 * For stories only: the body row of a table whose row header (the student's name, the form's
 * description) is `name`, so a play function can act inside one row and check the others.
 */
export function rowNamed(container: HTMLElement, name: string): HTMLElement {
  const rows = [...container.querySelectorAll<HTMLElement>('tbody tr')];
  const row = rows.find((tr) => tr.querySelector('th[scope="row"]')?.textContent?.trim() === name);
  if (!row) throw new Error(`No row for ${name} among ${rows.length} rows`);
  return row;
}

/** Every body row of the tables in `container` other than `name`'s. */
export function rowsOtherThan(container: HTMLElement, name: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tbody tr')].filter(
    (tr) => tr.querySelector('th[scope="row"]')?.textContent?.trim() !== name,
  );
}
