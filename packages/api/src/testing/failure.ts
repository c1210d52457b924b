import { ApiError } from '../errors.ts';

/**
 * The ApiError a call fails with; throws if the call succeeds or fails otherwise. For the tests of
 * the client, the fake and the server alike (`@siwes/api/testing`).
 */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
