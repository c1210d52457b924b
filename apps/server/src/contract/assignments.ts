/**
 * The contract suite's assignment scenarios (issue 34), run against the MSW fake and the server
 * on each engine: the students page filtered as `matchesStudentFilters` filters (the server's SQL
 * held to the rule), and `assignSupervisors` assigning what it can, naming what it could not,
 * replacing only when told, keeping or clearing the date as told, and mailing both supervisors.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_STUDENTS_PER_ASSIGNMENT,
  MESSAGES,
  SERVER_MESSAGES,
  type Student,
  type StudentSortKey,
} from '@siwes/api';
import { matchesStudentFilters, studentOrder, type StudentFilters } from '@siwes/api/rules';
import { failure } from '@siwes/api/testing';
import type { SuiteSession } from './logbook.ts';

const ids = (list: readonly { _id: string }[]) => list.map((s) => s._id);

export function assignmentScenarios(session: SuiteSession) {
  const { signIn } = session;

  /** Every student the filters keep, `limit` a page, in the order asked, and the total each page said. */
  async function walkFiltered(filters: StudentFilters, sortBy: StudentSortKey, limit: number) {
    const { api } = session;
    const all: Student[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const { students, totalStudents } = await api.listStudents({ ...filters, sortBy, page, limit });
      all.push(...students);
      totals.add(totalStudents);
      if (page * limit >= totalStudents) return { all, totals: [...totals] };
    }
  }

  async function everyone(): Promise<Student[]> {
    return (await walkFiltered({}, 'course', 100)).all;
  }

  async function supervisorByEmail(email: string) {
    const found = (await session.api.listSupervisors()).find((s) => s.email === email);
    if (!found) throw new Error(`no supervisor ${email}`);
    return found;
  }

  describe('assignment (issue 34)', () => {
    it(
      'filters the students page by unassigned, state, company and course, as the rule does',
      { timeout: 60_000 },
      async () => {
        const { api, target } = session;
        await signIn(target.accounts.coordinator);
        const supervisor = await supervisorByEmail(target.accounts.idleSupervisor.email);
        const some = (await api.listStudents({ limit: 6, sortBy: 'matricNo' })).students;
        const companies = [
          { name: '100% Foods_Ltd', state: 'Lagos' },
          { name: 'Dangote Foods', state: 'lagos' },
          { name: 'Total Energies', state: 'Rivers' },
        ];
        for (const [i, student] of some.slice(0, 3).entries())
          await api.updateStudent({ id: student._id, company: companies[i]! });
        await api.assignInspectionSupervisor({
          studentCode: some[0]!.studentCode,
          supervisorId: supervisor._id,
        });
        await api.assignDefenseSupervisor({
          studentCode: some[2]!.studentCode,
          supervisorId: supervisor._id,
        });
        const all = await everyone();
        const course = all[0]!.course ?? '';
        const cases: StudentFilters[] = [
          { unassigned: 'inspection' },
          { unassigned: 'defense' },
          { state: 'LAGOS' },
          { state: ' lagos ', unassigned: 'inspection' },
          { company: 'foods' },
          { company: '100%' },
          { company: '_' },
          { company: 's_l' },
          { course: course.toUpperCase() },
          { course, unassigned: 'defense', state: 'Rivers' },
          { state: 'Nowhere' },
          { company: '   ' },
        ];
        for (const filters of cases) {
          for (const sortBy of ['course', 'inspection_supervisor'] as const) {
            const want = ids(
              all.filter((s) => matchesStudentFilters(s, filters)).sort(studentOrder(sortBy, 'asc')),
            );
            const { all: got, totals } = await walkFiltered(filters, sortBy, 7);
            const label = `${JSON.stringify(filters)} by ${sortBy}`;
            expect(ids(got), label).toEqual(want);
            expect(totals, label).toEqual([want.length]);
          }
        }
        const refused = await failure(api.listStudents({ unassigned: 'both' as never }));
        expect(refused.status).toBe(400);
        expect(refused.message).toMatch(/unassigned/);
        const long = await failure(api.listStudents({ company: 'a'.repeat(201) }));
        expect(long.status).toBe(400);
        expect(long.message).toMatch(/company/);
      },
    );

    it('assigns several students in one call, naming each it could not, and mails the supervisor', async () => {
      const { api, target } = session;
      const mine = await signIn(target.accounts.supervisor);
      const owner = mine.data;
      await signIn(target.accounts.coordinator);
      const idle = await supervisorByEmail(target.accounts.idleSupervisor.email);
      const unassigned = (await api.listStudents({ unassigned: 'inspection', limit: 3, sortBy: 'matricNo' }))
        .students;
      expect(unassigned).toHaveLength(3);
      const taken = (await everyone()).find((s) => s.inspection_supervisor?._id === owner._id);
      if (!taken) throw new Error('the demo supervisor has no student');
      const codes = [...unassigned.map((s) => s.studentCode), taken.studentCode, 'NO-SUCH-CODE'];

      const answer = await api.assignSupervisors({
        type: 'inspection',
        supervisorId: idle._id,
        studentCodes: codes,
      });
      expect(answer).toEqual({
        message: SERVER_MESSAGES.assignedSome(3, 5),
        assigned: codes.slice(0, 3),
        unchanged: [],
        refused: [
          {
            studentCode: taken.studentCode,
            message: SERVER_MESSAGES.alreadyAssigned(`${owner.firstName} ${owner.lastName}`),
          },
          { studentCode: 'NO-SUCH-CODE', message: SERVER_MESSAGES.studentNotFound },
        ],
      });
      const [added] = await api.getDevOutbox(idle.email);
      expect(added?.subject).toBe('3 students added to your inspection list');
      for (const s of unassigned) expect(added?.text).toContain(`- ${s.name}\n`.trimEnd());

      const again = await api.assignSupervisors({
        type: 'inspection',
        supervisorId: idle._id,
        studentCodes: codes.slice(0, 3),
      });
      expect(again).toEqual({
        message: MESSAGES.assigned,
        assigned: [],
        unchanged: codes.slice(0, 3),
        refused: [],
      });
      expect(await api.getDevOutbox(idle.email)).toHaveLength(1);

      await signIn(target.accounts.idleSupervisor);
      const list = (await api.listInspectionStudents()).map((s) => s.studentDetails.studentCode);
      expect(list.sort()).toEqual(codes.slice(0, 3).sort());
      // The other list is untouched.
      expect(await api.listDefenseStudents()).toEqual([]);
    });

    it('replaces a supervisor only when told, keeping or clearing the date as told, and tells both', async () => {
      const { api, target } = session;
      const mine = await signIn(target.accounts.supervisor);
      const owner = mine.data;
      await signIn(target.accounts.coordinator);
      const idle = await supervisorByEmail(target.accounts.idleSupervisor.email);
      const student = (await everyone()).find((s) => s.inspection_supervisor?._id === owner._id);
      if (!student) throw new Error('the demo supervisor has no student');
      await signIn(target.accounts.supervisor);
      await api.setInspectionDate({ studentCode: student.studentCode, date: '2026-12-11T10:00' });
      await signIn(target.accounts.coordinator);

      const kept = await api.assignSupervisors({
        type: 'inspection',
        supervisorId: idle._id,
        studentCodes: [student.studentCode],
        replace: true,
        keepDate: true,
      });
      expect(kept).toMatchObject({
        message: MESSAGES.assigned,
        assigned: [student.studentCode],
        refused: [],
      });
      const [moved] = await api.getDevOutbox(owner.email as string);
      expect(moved?.subject).toBe('A student moved from your inspection list');
      expect(moved?.text).toContain(
        `- ${student.name}, now with ${idle.firstName} ${idle.lastName}; the inspection date you set, Friday 11 December 2026, 10:00 in Lagos, is kept for them`,
      );
      const [added] = await api.getDevOutbox(idle.email);
      expect(added?.text).toContain(`- ${student.name}, until now with ${owner.firstName} ${owner.lastName}`);
      await signIn(target.accounts.idleSupervisor);
      const [row] = await api.listInspectionStudents();
      expect(row?.studentDetails.studentCode).toBe(student.studentCode);
      expect(row?.assignedDate).toBe('2026-12-11T09:00:00.000Z');

      await signIn(target.accounts.coordinator);
      const ownerId = owner._id;
      const cleared = await api.assignSupervisors({
        type: 'inspection',
        supervisorId: ownerId,
        studentCodes: [student.studentCode],
        replace: true,
      });
      expect(cleared.assigned).toEqual([student.studentCode]);
      const [back] = await api.getDevOutbox(idle.email);
      expect(back?.text).toContain('is cleared');
      await signIn(target.accounts.supervisor);
      const mineAgain = (await api.listInspectionStudents()).find(
        (s) => s.studentDetails.studentCode === student.studentCode,
      );
      expect(mineAgain?.assignedDate).toBeNull();
    });

    it('refuses a bad assignSupervisors call whole, naming the field', async () => {
      const { api, target } = session;
      await signIn(target.accounts.coordinator);
      const idle = await supervisorByEmail(target.accounts.idleSupervisor.email);
      const [student] = (await api.listStudents({ limit: 1 })).students;
      const code = student!.studentCode;
      const call = (body: object) =>
        failure(
          api.assignSupervisors({
            type: 'inspection',
            supervisorId: idle._id,
            studentCodes: [code],
            ...body,
          }),
        );
      expect(await call({ studentCodes: [] })).toMatchObject({
        status: 400,
        message: expect.stringMatching(/^studentCodes: /),
      });
      expect(await call({ studentCodes: [code, code] })).toMatchObject({
        status: 400,
        message: `studentCodes: ${SERVER_MESSAGES.studentNamedTwice}`,
      });
      const many = Array.from({ length: MAX_STUDENTS_PER_ASSIGNMENT + 1 }, (_, i) => `S${i}`);
      expect((await call({ studentCodes: many })).message).toMatch(/^studentCodes: /);
      expect((await call({ studentCodes: ['a'.repeat(101)] })).message).toMatch(/^studentCodes/);
      expect((await call({ type: 'reports' })).message).toMatch(/^type: /);
      expect((await call({ keepDate: 'yes' })).message).toMatch(/^keepDate: /);
      expect(await call({ supervisorId: 'no-such-supervisor' })).toMatchObject({
        status: 404,
        message: SERVER_MESSAGES.supervisorNotFound,
      });
    });
  });
}
