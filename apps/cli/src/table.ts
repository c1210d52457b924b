/** Plain text tables for the terminal: padded columns, N/A for missing values. */

export const NA = 'N/A';

/** A display value: N/A for missing or empty values, as the portal shows them. */
export function show(value: unknown): string {
  if (value === undefined || value === null) return NA;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? NA : text;
}

export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}
