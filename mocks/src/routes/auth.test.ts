/** The fake's sign-in, codes, registration and resets, as users meet them. */
import { describe, expect, it } from 'vitest';
import { createClient, MESSAGES, SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { createFakeApi, FIXTURE_ACCOUNTS, FIXTURE_TOKENS, otpFromMail } from '../index.ts';
import { codeFor, failure, registrationFor, signedIn, useFake } from '../testing.ts';

const { server } = useFake();

describe('login', () => {
  it.each(['student', 'supervisor', 'coordinator'] as const)(
    'signs a %s in with their fixture account',
    async (type) => {
      const account = {
        student: FIXTURE_ACCOUNTS.student,
        supervisor: FIXTURE_ACCOUNTS.supervisor,
        coordinator: FIXTURE_ACCOUNTS.coordinator,
      }[type];
      const answer = await signedIn({}).login({ email: account.email, password: account.password, type });
      expect(answer.data).toMatchObject({ email: account.email, role: type });
      expect(answer.tokens.accessToken).not.toBe(answer.tokens.refreshToken);
      // The new token works for that role's calls.
      const api = signedIn({ [type]: answer.tokens.accessToken });
      if (type === 'student') expect((await api.getStudentDetails()).data.email).toBe(account.email);
      if (type === 'supervisor')
        expect((await api.getSupervisor({ id: answer.data._id })).data.email).toBe(account.email);
      if (type === 'coordinator') expect((await api.listSupervisors()).length).toBe(12);
    },
  );

  it('refuses a wrong password, and an account of another type, with a message', async () => {
    const api = signedIn({});
    const wrong = await failure(
      api.login({ ...FIXTURE_ACCOUNTS.student, password: 'nope' }, { fallback: MESSAGES.loginFailed }),
    );
    expect(wrong).toMatchObject({ status: 401, message: SERVER_MESSAGES.invalidCredentials });
    const otherType = await failure(api.login({ ...FIXTURE_ACCOUNTS.student, type: 'coordinator' }));
    expect(otherType.status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const tokens: Partial<Record<LoginType, string>> = {};
    const api = signedIn(tokens);
    tokens.student = (await api.login({ ...FIXTURE_ACCOUNTS.student })).tokens.accessToken;
    await api.logout({ role: 'student' });
    expect((await failure(api.getStudentDetails())).status).toBe(401);
  });
});

describe('role checks', () => {
  it('answers 401 without a token and 403 with another role’s token', async () => {
    expect((await failure(signedIn({}).listStudents())).status).toBe(401);
    const asStudent = signedIn({ coordinator: FIXTURE_TOKENS.student });
    expect(await failure(asStudent.listStudents())).toMatchObject({
      status: 403,
      message: SERVER_MESSAGES.forbidden,
    });
  });

  it('refuses an invalid body with the field named', async () => {
    const error = await failure(signedIn().sendOtp({ email: 'not-an-email', purpose: 'registration' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^email: /);
  });
});

describe('registration with an emailed code', () => {
  const email = 'chioma.new@students.siwes.test';
  const registration = registrationFor(email);

  it('needs a verified code, then lets the student sign in', async () => {
    const api = signedIn({});
    expect(await failure(api.register(registration))).toMatchObject({
      status: 403,
      message: SERVER_MESSAGES.notVerified,
    });
    expect((await api.sendOtp({ email, purpose: 'registration' })).message).toBe(SERVER_MESSAGES.otpSent);
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await failure(api.verifyOtp({ email, token: wrong }))).toMatchObject({
      message: SERVER_MESSAGES.otpInvalid,
    });
    const verified = await api.verifyOtp({ email, token: code });
    expect(verified.data).toEqual({ email, purpose: 'registration', verified: true });
    const registered = await api.register(registration);
    expect(registered.message).toBe(MESSAGES.registrationSuccessful);
    expect(registered.data.name).toBe('Chioma Ife Nwankwo');
    const login = await api.login({ email, password: registration.password, type: 'student' });
    expect(login.data.role).toBe('student');
    // One code, one registration: asking again answers as for any email, and mails a notice.
    expect((await api.sendOtp({ email, purpose: 'registration' })).message).toBe(SERVER_MESSAGES.otpSent);
    expect(await codeFor(email)).toBe('');
  });

  it('refuses registration and its code requests once the deadline has passed', async () => {
    const api = signedIn();
    // Verified before the deadline, registering after it.
    await api.sendOtp({ email, purpose: 'registration' });
    await api.verifyOtp({ email, token: await codeFor(email) });
    await api.setRegistrationDeadline({ time: '2026-06-01T00:00' });
    expect(await failure(api.register(registration))).toMatchObject({
      status: 403,
      message: SERVER_MESSAGES.registrationClosed,
    });
    expect(
      await failure(api.sendOtp({ email: 'later@students.siwes.test', purpose: 'registration' })),
    ).toMatchObject({ status: 403, message: SERVER_MESSAGES.registrationClosed });
  });

  it('expires codes after ten minutes', async () => {
    let now = new Date('2026-06-05T09:00:00Z');
    const local = createFakeApi({ now: () => now, baseUrl: 'http://expiry.test' });
    server.use(...local.handlers);
    const api = createClient({ baseUrl: 'http://expiry.test' });
    await api.sendOtp({ email, purpose: 'registration' });
    const code = otpFromMail(local.db.outbox.at(-1)?.text ?? '') ?? '';
    now = new Date('2026-06-05T09:11:00Z');
    expect(await failure(api.verifyOtp({ email, token: code }))).toMatchObject({
      message: SERVER_MESSAGES.otpExpired,
    });
  });
});

describe('password resets', () => {
  it.each([
    ['student', FIXTURE_ACCOUNTS.student, 'resetStudentPassword', MESSAGES.passwordChangedSuccessfully],
    [
      'supervisor',
      FIXTURE_ACCOUNTS.supervisor,
      'resetSupervisorPassword',
      MESSAGES.supervisorResetSuccessful,
    ],
  ] as const)(
    'resets a %s password with the token verifyOTP returns',
    async (_role, account, call, message) => {
      const api = signedIn({});
      await api.sendOtp({ email: account.email, purpose: 'changePassword' });
      const { data } = await api.verifyOtp({ email: account.email, token: await codeFor(account.email) });
      expect(data.resetToken).toBeTruthy();
      const answer = await api[call]({
        email: account.email,
        password: 'Fresh-pass-2026',
        token: data.resetToken ?? '',
      });
      expect(answer.message).toBe(message);
      expect((await failure(api.login({ ...account }))).status).toBe(401);
      await expect(api.login({ ...account, password: 'Fresh-pass-2026' })).resolves.toBeTruthy();
      // The token is single use.
      expect(
        (
          await failure(
            api[call]({ email: account.email, password: 'Other-pass-2026', token: data.resetToken ?? '' }),
          )
        ).status,
      ).toBe(400);
    },
  );

  it('changes a signed-in password only with the right old one', async () => {
    const api = signedIn();
    expect(
      await failure(api.changeSupervisorPassword({ oldPassword: 'wrong', newPassword: 'Another-pass-2026' })),
    ).toMatchObject({
      message: SERVER_MESSAGES.wrongOldPassword,
    });
    const done = await api.changeSupervisorPassword({
      oldPassword: FIXTURE_ACCOUNTS.supervisor.password,
      newPassword: 'Changed-pass-2026',
    });
    expect(done.message).toBe(MESSAGES.passwordChangeSuccessful);
  });
});
