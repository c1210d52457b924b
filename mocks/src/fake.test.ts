/** The fake as a whole: fresh data for every fake and test, and the scenario helpers stories use. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siwes/api';
import { buildFixtures } from './fixtures.ts';
import {
  createFakeApi,
  emptyList,
  failWith,
  FIXTURE_ACCOUNTS,
  FIXTURE_IDS,
  FIXTURE_TOKENS,
  loadForever,
  networkError,
  Outage,
  respondWith,
} from './index.ts';
import { failure, signedIn, useFake } from './testing.ts';

const { server, fake } = useFake();

describe('fresh data', () => {
  it('gives every fake its own data set, and reset() throws changes away', async () => {
    const api = signedIn();
    await api.updateStudent({ id: FIXTURE_IDS.student, firstName: 'Changed' });
    expect(fake.db.students[0]?.firstName).toBe('Changed');
    expect(createFakeApi().db.students[0]?.firstName).toBe('Adaeze');
    fake.reset();
    expect((await api.getStudent({ id: FIXTURE_IDS.student }))[0]?.firstName).toBe('Adaeze');
  });

  it('builds the same fixtures from the same seed, and others from another', () => {
    expect(buildFixtures(7)).toEqual(buildFixtures(7));
    expect(buildFixtures(7).students[5]).not.toEqual(buildFixtures(8).students[5]);
  });
});

describe('scenario helpers', () => {
  it('fail with an errors field or a message', async () => {
    const api = signedIn();
    server.use(
      failWith('getStudentDetails', 500, { message: 'Boom' }),
      failWith('login', 422, { errors: ['Email is required.'] }),
    );
    expect(await failure(api.getStudentDetails())).toMatchObject({ status: 500, message: 'Boom' });
    expect((await failure(api.login({ ...FIXTURE_ACCOUNTS.student }))).message).toBe('Email is required.');
  });

  it('fall back to the screen text when the failure says nothing', async () => {
    server.use(failWith('listStudents', 500));
    expect(
      (await failure(signedIn().listStudents(undefined, { fallback: MESSAGES.fetchStudentsError }))).message,
    ).toBe(MESSAGES.fetchStudentsError);
  });

  it('empty a list, keep loading, or drop the connection', async () => {
    const api = signedIn({ ...FIXTURE_TOKENS }, 100);
    server.use(
      emptyList('listStudents'),
      loadForever('listSupervisors'),
      networkError('listCoordinatorForms'),
    );
    expect(await api.listStudents()).toEqual({ students: [], totalStudents: 0 });
    expect((await failure(api.listSupervisors())).code).toBe('timeout');
    expect((await failure(api.listCoordinatorForms())).code).toBe('network');
  });

  it('answer one route only: a students/{id} scenario leaves students/download alone', async () => {
    const api = signedIn();
    server.use(failWith('getStudent', 404, { message: 'Gone' }));
    expect((await failure(api.getStudent({ id: 'stu-001' }))).message).toBe('Gone');
    expect((await api.downloadStudents()).fileName).toBe('students.csv');
  });

  it('respond with a typed body, once if asked', async () => {
    const api = signedIn();
    server.use(respondWith('listSupervisors', [], { once: true }));
    expect(await api.listSupervisors()).toEqual([]);
    expect(await api.listSupervisors()).toHaveLength(12);
  });

  it('fail until the outage ends, however many requests come first, then let the fake answer', async () => {
    const api = signedIn();
    const outage = new Outage();
    server.use(failWith('listSupervisors', 503, { message: 'Down' }, { until: outage.begin() }));
    expect((await failure(api.listSupervisors())).message).toBe('Down');
    expect((await failure(api.listSupervisors())).message).toBe('Down');
    outage.end();
    expect(await api.listSupervisors()).toHaveLength(12);
    outage.begin();
    expect((await failure(api.listSupervisors())).message).toBe('Down');
  });
});
