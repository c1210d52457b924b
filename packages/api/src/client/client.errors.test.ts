import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { client, failure, url, useApiServer } from '../testing/apiServer.ts';

const server = useApiServer();

describe('errors', () => {
  it('shows the server errors field first', async () => {
    server.use(
      http.post(url('login'), () =>
        HttpResponse.json({ errors: 'Invalid credentials', message: 'ignored' }, { status: 401 }),
      ),
    );
    const error = await failure(client().login({ email: 'a@b.c', password: 'x', type: 'student' }));
    expect(error).toMatchObject({ status: 401, code: 'http', message: 'Invalid credentials' });
  });

  it('joins a list of errors', async () => {
    server.use(
      http.post(url('register'), () =>
        HttpResponse.json({ errors: [{ message: 'Email taken.' }, 'Phone required.'] }, { status: 422 }),
      ),
    );
    const error = await failure(client().register({} as never));
    expect(error.message).toBe('Email taken. Phone required.');
  });

  it('shows the server message when there is no errors field', async () => {
    server.use(
      http.get(url('getStudentDetails'), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const error = await failure(client().getStudentDetails({ fallback: MESSAGES.fetchError }));
    expect(error).toMatchObject({ status: 500, code: 'http', message: 'Boom' });
    expect(error.body).toEqual({ message: 'Boom' });
  });

  it("keeps a refusal's Retry-After in seconds, and no date or nonsense for one", async () => {
    const refuse = (retryAfter: string) =>
      server.use(
        http.post(url('sendOtp'), () =>
          HttpResponse.json(
            { message: SERVER_MESSAGES.otpTooSoon(120) },
            { status: 429, headers: { 'Retry-After': retryAfter } },
          ),
        ),
      );
    const send = () => failure(client().sendOtp({ email: 'a@b.c', purpose: 'registration' }));
    refuse('120');
    expect(await send()).toMatchObject({ status: 429, retryAfterSeconds: 120 });
    for (const other of ['Wed, 25 Nov 2026 16:00:00 GMT', '-5', '0', 'soon']) {
      refuse(other);
      expect((await send()).retryAfterSeconds, other).toBeUndefined();
    }
  });

  it("falls back to the caller's text, else to 'An error occurred'", async () => {
    server.use(http.post(url('login'), () => new HttpResponse(null, { status: 502 })));
    const api = client();
    const withFallback = await failure(
      api.login({ email: 'a@b.c', password: 'x', type: 'student' }, { fallback: MESSAGES.loginFailed }),
    );
    expect(withFallback.message).toBe('Login failed. Please try again.');
    const without = await failure(api.login({ email: 'a@b.c', password: 'x', type: 'coordinator' }));
    expect(without.message).toBe('An error occurred');
  });

  it('turns a network failure into code network with its own message', async () => {
    server.use(http.post(url('login'), () => HttpResponse.error()));
    const error = await failure(client().login({ email: 'a@b.c', password: 'x', type: 'supervisor' }));
    expect(error).toMatchObject({ status: 0, code: 'network', message: MESSAGES.networkError });
  });

  it('gives up after the timeout with code timeout', async () => {
    server.use(
      http.get(url('listStudents'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await failure(client(50).listStudents());
    expect(error).toMatchObject({ code: 'timeout', message: MESSAGES.timeoutError });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('rejects with code aborted when the caller cancels', async () => {
    server.use(
      http.get(url('listSupervisors'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = client().listSupervisors({ signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).code).toBe('aborted');
  });

  it('reports an answer that is not JSON as invalid-response', async () => {
    server.use(
      http.get(
        url('listSupervisors'),
        () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(client().listSupervisors({ fallback: MESSAGES.fetchError }));
    expect(error).toMatchObject({ code: 'invalid-response', message: MESSAGES.fetchError });
  });
});
