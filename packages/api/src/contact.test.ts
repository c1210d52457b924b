import { describe, expect, it } from 'vitest';
import { ContactFileError, fetchContactDetails, parseContactDetails, telHref } from './contact.ts';

function problemsOf(value: unknown): string[] {
  try {
    parseContactDetails(value);
  } catch (error) {
    if (error instanceof ContactFileError) return error.problems;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('the contact file', () => {
  it('reads a minimal file: optional parts default, texts are trimmed', () => {
    const contact = parseContactDetails({
      coordinator: { name: ' Dr Ada Obi ', email: 'siwes@uni.edu.ng', office: 'Room 4', phone1: '0803' },
    });
    expect(contact).toEqual({
      demo: false,
      coordinator: {
        name: 'Dr Ada Obi',
        email: 'siwes@uni.edu.ng',
        office: 'Room 4',
        phone1: '0803',
        phone2: '',
      },
      fundOffices: [],
    });
  });

  it('names every problem by its field', () => {
    expect(problemsOf([])).toEqual(['the file must hold one JSON object']);
    expect(
      problemsOf({
        demo: 'yes',
        coordinator: { name: '', email: 4, office: 'Room 4' },
        fundOffices: [{ name: 'Area office', phones: ['1', 2] }, 'x'],
      }),
    ).toEqual([
      'demo must be true or false',
      'coordinator.name is empty',
      'coordinator.email must be text',
      'coordinator.phone1 is missing',
      'fundOffices[0].phones must be a list of text',
      'fundOffices[0].address is missing',
      'fundOffices[1] must be an object',
    ]);
    expect(problemsOf({ fundOffices: {} })).toContain('fundOffices must be a list');
  });

  it('fetches the file and refuses an answer that is not one', async () => {
    const answer = (body: string, status = 200) =>
      Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
    const file = { demo: true, coordinator: { name: 'A', email: 'b@c.example', office: 'D', phone1: '1' } };
    const good = await fetchContactDetails('/contact.json', { fetch: () => answer(JSON.stringify(file)) });
    expect(good.coordinator.name).toBe('A');
    await expect(fetchContactDetails('/contact.json', { fetch: () => answer('{}', 404) })).rejects.toThrow(
      '404',
    );
    await expect(fetchContactDetails('/contact.json', { fetch: () => answer('{"demo":') })).rejects.toThrow();
  });

  it('links a phone number as dialled', () => {
    expect(telHref('0803 123 4567')).toBe('tel:08031234567');
    expect(telHref('+234 803-123-4567')).toBe('tel:+2348031234567');
  });
});
