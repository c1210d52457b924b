import { describe, expect, it } from 'vitest';
import {
  ApiError,
  CORRECT_MARKED_FIELD,
  CORRECT_MARKED_FIELDS,
  fieldMessage,
  fieldMessages,
  refusalSummary,
} from './errors.ts';

const refusal = (body: unknown) => new ApiError({ status: 400, code: 'http', message: 'x', body });

describe("a refusal's fields", () => {
  it('reads each field the errors name, with its sentence in plain words', () => {
    const error = refusal({
      message: 'Some fields are missing or invalid.',
      errors: [
        'password: Use at least 15 characters for your password.',
        'bankDetails.name: Required',
        'password: a second entry for the same field',
        'query sortOrder: Invalid option',
        'A sentence naming no field.',
        42,
      ],
    });
    expect(fieldMessages(error)).toEqual({
      password: 'Use at least 15 characters for your password.',
      'bankDetails.name': 'Required',
    });
    expect(fieldMessage(error, 'password')).toBe('Use at least 15 characters for your password.');
    expect(fieldMessage(error, 'email')).toBeUndefined();
    expect(refusalSummary(error)).toBe('Some fields are missing or invalid.');
  });

  it('points to the fields when the message only repeats one, or there is none: nothing said twice', () => {
    const password = refusal({
      message: 'Use at least 15 characters for your password.',
      errors: ['password: Use at least 15 characters for your password.'],
    });
    expect(refusalSummary(password)).toBe(CORRECT_MARKED_FIELD);
    expect(refusalSummary(refusal({ errors: ['password: Too short.'] }))).toBe(CORRECT_MARKED_FIELD);
    expect(refusalSummary(refusal({ errors: ['email: Taken.', 'phone: Too short.'] }))).toBe(
      CORRECT_MARKED_FIELDS,
    );
  });

  it('has no fields and no summary for a refusal that names none, or for anything else', () => {
    const plain = refusal({ message: 'Registration has closed.' });
    expect(fieldMessages(plain)).toEqual({});
    expect(refusalSummary(plain)).toBeUndefined();

    expect(fieldMessages(new Error('boom'))).toEqual({});
    expect(fieldMessages(refusal('text'))).toEqual({});
  });
});
