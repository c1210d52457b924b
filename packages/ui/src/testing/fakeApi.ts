import { createClient, type ApiClient, type LoginType, type OtpPurpose } from '@siwes/api';
import { FIXTURE_TOKENS, otpFromMail } from '@siwes/mocks';

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

/** For stories only: the last one-time code the fake mailed to this email, read from its outbox. */
export async function mailedCode(email: string): Promise<string> {
  const [mail] = await createClient({ baseUrl: '' }).getDevOutbox(email);
  const code = mail && otpFromMail(mail.text);
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** For stories only: what the Verify Email page does, asking the fake for a code; returns the code mailed. */
export async function codeFromTheFake(email: string, purpose: OtpPurpose): Promise<string> {
  await createClient({ baseUrl: '' }).sendOtp({ email, purpose });
  return mailedCode(email);
}
