/**
 * For stories only: the forms a `FormFiles` section lists (Upload Form's 'Current Forms'), and
 * one of them, to act inside it and check what it says.
 */
import { within } from 'storybook/test';

/** The names of the forms the section lists, once the list has loaded. */
export async function listedForms(canvasElement: HTMLElement, title = 'Current Forms'): Promise<string[]> {
  const section = within(canvasElement).getByRole('region', { name: title });
  await within(section).findAllByRole('listitem');
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** One listed form, by its file name. */
export function formItem(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('heading', { level: 3, name }).closest('li')!);
}
