import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createClient } from './client.ts';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import type { LoginType } from '../constants.ts';
import { BASE, client, failure, TOKENS, url, useApiServer } from '../testing/apiServer.ts';

const server = useApiServer();

describe('success', () => {
  it('posts the login body as JSON and returns the answer', async () => {
    let received: unknown;
    let auth: string | null = 'unset';
    server.use(
      http.post(url('login'), async ({ request }) => {
        received = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          message: 'ok',
          tokens: { accessToken: 'a', refreshToken: 'r', clientToken: 'c' },
          data: { _id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'student' },
        });
      }),
    );
    const answer = await client().login({ email: 'a@b.c', password: 'pw', type: 'student' });
    expect(received).toEqual({ email: 'a@b.c', password: 'pw', type: 'student' });
    expect(auth).toBeNull();
    expect(answer.tokens.accessToken).toBe('a');
    expect(answer.data._id).toBe('u1');
  });

  it('sends credentials with every call', async () => {
    const seen: RequestInit[] = [];
    const api = createClient({
      baseUrl: BASE,
      fetch: async (_input, init) => {
        seen.push(init ?? {});
        return Response.json({ data: {} });
      },
    });
    await api.getStudentDetails();
    await api.listStudents({ page: 1 });
    expect(seen.map((i) => i.credentials)).toEqual(['include', 'include']);
  });

  it('fills path parameters and builds the query from the route', async () => {
    const hits: string[] = [];
    server.use(
      http.get(url('getStudent'), ({ request, params }) => {
        hits.push(`${new URL(request.url).pathname} ${String(params.id)}`);
        return HttpResponse.json([]);
      }),
      http.get(url('listStudents'), ({ request }) => {
        hits.push(new URL(request.url).search);
        return HttpResponse.json({ students: [], totalStudents: 0 });
      }),
      http.delete(url('deleteForm'), ({ request }) => {
        hits.push(new URL(request.url).search);
        return HttpResponse.json({ message: MESSAGES.deleted });
      }),
    );
    const api = client();
    await api.getStudent({ id: 'a/b' });
    await api.listStudents({ sortOrder: 'desc', page: 2, limit: 10, sortBy: 'course' });
    await api.listStudents();
    const deleted = await api.deleteForm({ formId: 'f1', publicId: 'forms/p 1' });
    expect(hits).toEqual([
      '/api/coordinators/students/a%2Fb a/b',
      '?limit=10&page=2&sortBy=course&sortOrder=desc',
      '',
      '?formId=f1&publicId=forms%2Fp+1',
    ]);
    expect(deleted.message).toBe('Deleted Successfully!');
  });

  it('sends the multipart upload with purpose, form file and description', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.post(url('uploadInspectionForms'), async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        const form = await request.formData();
        const file = form.get('form') as File;
        fields = {
          purpose: String(form.get('purpose')),
          description: String(form.get('description')),
          file: `${file.name} ${await file.text()}`,
        };
        return HttpResponse.json({ message: MESSAGES.formUploaded, data: {} });
      }),
    );
    await client().uploadInspectionForms({
      purpose: 'Inspection',
      description: 'Inspection form 2026',
      form: new File(['%PDF-1.7'], 'inspection.pdf', { type: 'application/pdf' }),
    });
    expect(fields).toEqual({
      purpose: 'Inspection',
      description: 'Inspection form 2026',
      file: 'inspection.pdf %PDF-1.7',
    });
  });

  it('returns CSV downloads as files with the spec file names', async () => {
    const csvKeys = [
      'downloadAssignedInspectionList',
      'downloadInspectionList',
      'downloadStudents',
      'downloadWeeklyReportScores',
    ] as const;
    server.use(
      ...csvKeys.map((key) =>
        http.get(
          url(key),
          () => new HttpResponse(`key\n${key}\n`, { headers: { 'Content-Type': 'text/csv' } }),
        ),
      ),
    );
    const api = client();
    const files = await Promise.all(csvKeys.map((key) => api[key]()));
    expect(files.map((f) => f.fileName)).toEqual([
      'students_inspection_list.csv',
      'students_inspection_list.csv',
      'students.csv',
      'weekly_reports.csv',
    ]);
    expect(await files[2]?.text()).toBe('key\ndownloadStudents\n');
    expect(files[3]?.blob.size).toBe('key\ndownloadWeeklyReportScores\n'.length);
  });

  it('reads the development outbox', async () => {
    server.use(
      http.get(`${BASE}/api/dev/outbox`, ({ request }) =>
        HttpResponse.json([
          {
            to: new URL(request.url).searchParams.get('email'),
            subject: 'Code',
            text: '123456',
            sentAt: 'now',
          },
        ]),
      ),
    );
    const [mail] = await client().getDevOutbox('ada@example.edu');
    expect(mail?.to).toBe('ada@example.edu');
  });

  it("downloads a form's file with the token of the role asking, under the name given", async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/api/forms/:publicId`, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.4 form', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const file = await client().downloadFile('/api/forms/f-1', 'Inspection.pdf', { role: 'supervisor' });
    expect(auth).toBe(`Bearer ${TOKENS.supervisor}`);
    expect(file.fileName).toBe('Inspection.pdf');
    expect(await file.text()).toBe('%PDF-1.4 form');
  });

  it('fetches a file stored elsewhere without any token, and reads a refusal as an ApiError', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('https://files.example.org/form.pdf', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Gone' }, { status: 404 });
      }),
    );
    const error = await failure(
      client().downloadFile('https://files.example.org/form.pdf', 'form.pdf', { role: 'coordinator' }),
    );
    expect(auth).toBeNull();
    expect(error.status).toBe(404);
    expect(error.message).toBe('Gone');
  });
});

describe('bearer token per role', () => {
  it('sends the token of the role that owns each call, and none for public calls', async () => {
    const seen: Record<string, string | null> = {};
    const record =
      (key: string) =>
      ({ request }: { request: Request }) => {
        seen[key] = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: {} });
      };
    server.use(
      http.get(url('getStudentDetails'), record('student')),
      http.get(url('getSupervisor'), record('supervisor')),
      http.get(url('listSupervisors'), record('coordinator')),
      http.post(url('sendOtp'), record('public')),
      http.post(url('logout'), record('logout')),
    );
    const api = client();
    await api.getStudentDetails();
    await api.getSupervisor({ id: 'sup1' });
    await api.listSupervisors();
    await api.sendOtp({ email: 'a@b.co', purpose: 'registration' });
    await api.logout({ role: 'supervisor' });
    expect(seen).toEqual({
      student: 'Bearer tok-student',
      supervisor: 'Bearer tok-supervisor',
      coordinator: 'Bearer tok-coord',
      public: null,
      logout: 'Bearer tok-supervisor',
    });
  });

  it('sends no token for a role that is not signed in', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(url('getStudentDetails'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: {} });
      }),
    );
    await createClient({
      baseUrl: BASE,
      getToken: (role) => (role === 'coordinator' ? 'c' : undefined),
    }).getStudentDetails();
    expect(auth).toBeNull();
  });
});

describe('a session the server ended', () => {
  it('tells onUnauthorized which role and token a 401 refused, then rejects as usual', async () => {
    const refused: Array<[LoginType, string]> = [];
    server.use(
      http.get(url('getStudentDetails'), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.sessionEnded }, { status: 401 }),
      ),
      http.get(url('listSupervisorForms'), () => HttpResponse.json([])),
      http.post(url('login'), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.invalidCredentials }, { status: 401 }),
      ),
      http.get(url('listStudents'), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.forbidden }, { status: 403 }),
      ),
    );
    const api = createClient({
      baseUrl: BASE,
      getToken: (role) => TOKENS[role],
      onUnauthorized: (role, token) => refused.push([role, token]),
    });
    const ended = await failure(api.getStudentDetails());
    expect(ended).toMatchObject({ status: 401, message: SERVER_MESSAGES.sessionEnded });
    expect(refused).toEqual([['student', TOKENS.student]]);

    // Not for a call that succeeds, a 401 of a call that carried no token (a wrong password at
    // sign-in), or another refusal.
    await api.listSupervisorForms();
    await failure(api.login({ email: 'a@b.c', password: 'x', type: 'coordinator' }));
    await failure(api.listStudents());
    expect(refused).toEqual([['student', TOKENS.student]]);
  });

  it('says nothing of a 401 for a role that sent no token', async () => {
    const refused: LoginType[] = [];
    server.use(
      http.get(url('getStudentDetails'), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.notSignedIn }, { status: 401 }),
      ),
    );
    const api = createClient({ baseUrl: BASE, onUnauthorized: (role) => refused.push(role) });
    expect((await failure(api.getStudentDetails())).status).toBe(401);
    expect(refused).toEqual([]);
  });

  it('says nothing of a call refused because this client is logging its session out', async () => {
    const refused: LoginType[] = [];
    let loggedOut = false;
    server.use(
      http.post(url('logout'), () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Logged out' });
      }),
      http.get(url('getStudentDetails'), () =>
        loggedOut
          ? HttpResponse.json({ message: SERVER_MESSAGES.sessionEnded }, { status: 401 })
          : HttpResponse.json({ data: null }),
      ),
      http.get(url('listCoordinatorForms'), () =>
        HttpResponse.json({ message: SERVER_MESSAGES.sessionEnded }, { status: 401 }),
      ),
    );
    const api = createClient({
      baseUrl: BASE,
      getToken: (role) => TOKENS[role],
      onUnauthorized: (role) => refused.push(role),
    });
    await api.logout({ role: 'student' });
    // The page's last load of that session, refused after the logout: the logout's own doing.
    expect((await failure(api.getStudentDetails())).status).toBe(401);
    expect(refused).toEqual([]);
    // Another role's session, not logged out, still ends when refused.
    expect((await failure(api.listCoordinatorForms())).status).toBe(401);
    expect(refused).toEqual(['coordinator']);
  });
});
