import { ApiError, MESSAGES } from '@siwes/api';
import { describe, expect, it } from 'vitest';
import { rowFailure } from './errors.ts';

describe('a row’s failure', () => {
  it('is the server’s message for a refused call', () => {
    const refused = new ApiError({ status: 409, code: 'http', message: 'Supervisor has too many students.' });
    expect(rowFailure(refused)).toBe('Supervisor has too many students.');
  });

  it('says why the network failed, from the causes under it', () => {
    const cause = new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'ECONNRESET' }),
    });
    const reset = new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError, cause });
    expect(rowFailure(reset)).toBe(`${MESSAGES.networkError} (ECONNRESET)`);
    expect(rowFailure(new ApiError({ status: 0, code: 'network', message: MESSAGES.networkError }))).toBe(
      MESSAGES.networkError,
    );
  });

  it('is the text of anything else thrown', () => {
    expect(rowFailure(new Error('disk full'))).toBe('disk full');
    expect(rowFailure('odd')).toBe('odd');
  });
});
