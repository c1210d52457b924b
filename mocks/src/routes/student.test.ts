/** The fake's student: work details, own details and weekly reports. */
import { describe, expect, it } from 'vitest';
import { createClient, MESSAGES, SERVER_MESSAGES, type LoginType } from '@siwes/api';
import { createFakeApi, FIXTURE_ACCOUNTS, FIXTURE_IDS, FIXTURE_TOKENS } from '../index.ts';
import { failure, signedIn, useFake } from '../testing.ts';

const { server } = useFake();

describe('student details and weekly reports', () => {
  it('records work details for a student without a company, and refuses reports before them', async () => {
    const tokens: Partial<Record<LoginType, string>> = {};
    const api = signedIn(tokens);
    tokens.student = (await api.login({ ...FIXTURE_ACCOUNTS.newStudent })).tokens.accessToken;
    expect((await api.getStudentDetails()).data.company).toBeNull();
    expect(await failure(api.submitWeeklyReport({ monday: 'x' }))).toMatchObject({
      message: SERVER_MESSAGES.noCompany,
    });
    const work = {
      name: 'Acme Ltd',
      address: '1 Marina',
      state: 'Lagos',
      LGA: 'Lagos Island',
      email: 'hr@acme.ng',
      phone: '0800',
      assignedDepartment: 'IT',
      jobDescription: 'Support',
      resumptionDate: '2026-05-04',
      expectedEndDate: '2026-10-30',
      street: 'Marina',
    };
    expect((await api.submitWorkDetails(work)).message).toBe(MESSAGES.workUploaded);
    expect((await api.getStudentDetails()).data.company).toEqual(work);
    await api.updateStudentDetails({ companyPhone: '0999', bankName: 'Zenith Bank', phone: '' });
    const { data } = await api.getStudentDetails();
    expect(data.company?.phone).toBe('0999');
    expect(data.bankDetails?.name).toBe('Zenith Bank');
    expect(data.phone).not.toBe('');
  });

  it('does not record days ahead of today', async () => {
    const wednesday = createFakeApi({
      now: () => new Date('2026-06-03T12:00:00Z'),
      baseUrl: 'http://wed.test',
    });
    server.use(...wednesday.handlers);
    const api = createClient({ baseUrl: 'http://wed.test', getToken: (role) => FIXTURE_TOKENS[role] });
    const { data } = await api.submitWeeklyReport({
      monday: 'a',
      tuesday: 'b',
      wednesday: 'c',
      thursday: 'd',
      friday: 'e',
    });
    expect(data).toMatchObject({
      weekStart: '2026-06-01',
      monday: 'a',
      tuesday: 'b',
      wednesday: 'c',
      thursday: '',
      friday: '',
    });
    const { reports } = await api.getWeeklyReports({ id: FIXTURE_IDS.student });
    expect(reports.at(-1)).toEqual(data);
  });
});
