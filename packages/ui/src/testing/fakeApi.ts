import { createClient, type ApiClient, type LoginType } from '@siwes/api';
import { FIXTURE_TOKENS } from '@siwes/mocks';

/**
 * For stories only: a client of the story's own fake, signed in as the role's fixture account
 * (`student`, `supervisor`, `coordinator`), to check a story's result through the API as another
 * screen or role would see it.
 *
 * @example const forms = await fakeApiAs('supervisor').listSupervisorForms();
 */
export function fakeApiAs(role: LoginType): ApiClient {
  return createClient({
    baseUrl: '',
    getToken: (asked) => (asked === role ? FIXTURE_TOKENS[role] : undefined),
  });
}

/** For stories only: whether the fake signs this account in with this password. */
export async function signsIn(email: string, password: string, type: LoginType): Promise<boolean> {
  return createClient({ baseUrl: '' })
    .login({ email, password, type })
    .then(
      () => true,
      () => false,
    );
}
