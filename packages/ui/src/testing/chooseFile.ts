/**
 * For stories only: chooses a file in a file input the way the browser's picker does, so the
 * input really holds it (its `required` is met and the form may be sent), then tells the page.
 * Testing Library's `userEvent.upload` only pretends, which a form's own validation sees through.
 */
export function chooseFile(input: HTMLElement, file: File) {
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error('not a file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
