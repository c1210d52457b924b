/**
 * For the fake's own tests: one fake under msw/node for the test file, fresh data after every
 * test, and clients signed in with the fixture tokens.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient, type LoginType, type RegistrationBody, type Student } from '@siwes/api';
import { FIXTURE_TOKENS, otpFromMail } from './index.ts';
import { setupFakeServer } from './node.ts';

/** Starts the file's fake (call at the top of a test file) and gives what its tests use. */
export function useFake() {
  const { server, fake } = setupFakeServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    fake.reset();
  });
  afterAll(() => server.close());
  return { server, fake };
}

/** A client whose tokens start as the fixture tokens and follow logins. */
export function signedIn(
  tokens: Partial<Record<LoginType, string>> = { ...FIXTURE_TOKENS },
  timeoutMs?: number,
) {
  return createClient({
    baseUrl: 'http://fake.test',
    getToken: (role) => tokens[role],
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

export { failure } from '@siwes/api/testing';

/** The code in the latest mail to an address. */
export async function codeFor(email: string): Promise<string> {
  const [latest] = await signedIn().getDevOutbox(email);
  return otpFromMail(latest?.text ?? '') ?? '';
}

export async function allStudents(api = signedIn()): Promise<Student[]> {
  return (await api.listStudents({ limit: 100 })).students;
}

/** What the registration form sends for a new nursing student with this email. */
export function registrationFor(email: string): RegistrationBody {
  const person = { firstName: 'Chioma', middleName: 'Ife', lastName: 'Nwankwo', sex: 'Female' as const };
  const school = { level: '200' as const, matricNo: 'NUR/2024/010', course: 'Nursing' };
  const bankDetails = { name: 'Access Bank', accountNumber: '0011223344', sortCode: '044' };
  return { ...person, ...school, email, phone: '08033334444', bankDetails, password: 'Chioma-test-2026' };
}
