/**
 * Whether a body row's header names `name`: all of it (the student's name, the form's
 * description), or its first line where it holds more (a name over its matric number and course).
 */
function isRowOf(tr: HTMLElement, name: string): boolean {
  const header = tr.querySelector('th[scope="row"]');
  if (!header) return false;
  const firstLine = header.firstElementChild?.firstElementChild;
  return header.textContent?.trim() === name || firstLine?.textContent?.trim() === name;
}

/**
 * For stories only: the body row of a table whose row header is `name` (see `isRowOf`), so a
 * play function can act inside one row and check the others.
 */
export function rowNamed(container: HTMLElement, name: string): HTMLElement {
  const rows = [...container.querySelectorAll<HTMLElement>('tbody tr')];
  const row = rows.find((tr) => isRowOf(tr, name));
  if (!row) throw new Error(`No row for ${name} among ${rows.length} rows`);
  return row;
}

/** Every body row of the tables in `container` other than `name`'s. */
export function rowsOtherThan(container: HTMLElement, name: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tbody tr')].filter((tr) => !isRowOf(tr, name));
}
