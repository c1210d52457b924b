/**
 * The contract suite's logbook scenarios (issue 24), run against the MSW fake and the server on
 * each engine like the rest of the suite: a week asked for, signed by its link and locked;
 * comments read back; a reopening with its reason, then an edit and a new request; links that
 * are wrong, expired or replaced; images refused by size or bytes; other principals refused.
 */
import { describe, expect, it } from 'vitest';
import {
  fieldMessage,
  LOGBOOK,
  MESSAGES,
  SERVER_MESSAGES,
  SIGNOFF_MAIL_SUBJECT,
  type ApiClient,
  type LoginResponse,
} from '@siwes/api';
import { SIGNED_PLACEMENT as PLACEMENT, WORKPLACE_SUPERVISOR } from './placements.ts';
import type { Account, ContractTarget } from './scenarios.ts';
import { failure } from '@siwes/api/testing';

const BELLO = WORKPLACE_SUPERVISOR;
/** Wednesday 3 June 2026, 10:00 in Lagos; its week starts on Monday 1 June. */
export const WEDNESDAY = new Date('2026-06-03T09:00:00.000Z');
export const WEEK = '2026-06-01';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** What the scenarios run on: the suite's target and client, and its sign-in. */
export interface SuiteSession {
  readonly target: ContractTarget;
  readonly api: ApiClient;
  signIn(account: Account): Promise<LoginResponse>;
}

/** The new student placed with a workplace supervisor, assigned to the demo supervisor, who wrote three days. */
export async function placeStudent(session: SuiteSession) {
  const { signIn, target, api } = session;
  target.setNow(WEDNESDAY);
  const supervisor = await signIn(target.accounts.supervisor);
  const student = await signIn(target.accounts.newStudent);
  const placed = await api.submitWorkDetails(PLACEMENT);
  expect(placed.data.workplaceSupervisor).toEqual(BELLO);
  await api.submitWeeklyReport({ monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed' });
  await signIn(target.accounts.coordinator);
  const studentCode = student.data.studentCode as string;
  await api.assignInspectionSupervisor({ studentCode, supervisorId: supervisor.data._id });
  return { id: student.data._id, studentCode, matricNo: placed.data.matricNo };
}

/** Asks for a week's sign-off as the student; answers the link's token from the outbox. */
export async function signoffLinkFor(session: SuiteSession, weekStart = WEEK): Promise<string> {
  const { signIn, target, api } = session;
  await signIn(target.accounts.newStudent);
  const asked = await api.requestSignoff({ weekStart });
  expect(asked.message).toBe(MESSAGES.signoffRequested);
  expect(asked.data.sentTo).toBe(BELLO.email);
  const [mail] = await api.getDevOutbox(BELLO.email);
  expect(mail?.subject).toBe(SIGNOFF_MAIL_SUBJECT);
  const link = new RegExp(`${target.baseUrl}${LOGBOOK.signoffPage}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`no sign-off link in ${mail?.text}`);
  return link[1];
}

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function logbookScenarios(session: SuiteSession) {
  describe('the logbook', () => {
    const { signIn } = session;
    const placedStudent = () => placeStudent(session);
    const askForSignoff = (weekStart?: string) => signoffLinkFor(session, weekStart);

    it('signs a week by its link and locks it; comments read back; a reopening lets the student edit and ask again', async () => {
      const { id, studentCode } = await placedStudent();
      const token = await askForSignoff();

      const shown = (await session.api.getSignoff({ token })).data;
      expect(shown).toMatchObject({
        student: { company: 'Interswitch' },
        supervisorName: BELLO.name,
        week: { weekStart: WEEK, monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: '' },
        signOff: null,
        expiresAt: new Date(WEDNESDAY.getTime() + LOGBOOK.linkDays * 86_400_000).toISOString(),
      });
      const signed = await session.api.signWeek({
        token,
        name: 'Ngozi Bello',
        comment: 'A good first week.',
        digest: shown.digest,
        image: `data:image/png;base64,${base64(PNG)}`,
      });
      expect(signed.message).toBe(MESSAGES.weekSigned);
      expect(signed.data.signOff).toMatchObject({
        name: 'Ngozi Bello',
        comment: 'A good first week.',
        image: `data:image/png;base64,${base64(PNG)}`,
        digest: shown.digest,
      });
      expect((await session.api.getSignoff({ token })).data.signOff?.name).toBe('Ngozi Bello');
      const again = await failure(session.api.signWeek({ token, name: 'Someone', digest: shown.digest }));
      expect([again.status, again.message]).toEqual([409, SERVER_MESSAGES.weekAlreadySigned]);

      // Locked: the student's write is refused with the sentence, and nothing changes.
      const locked = await failure(session.api.submitWeeklyReport({ wednesday: 'Changed after signing' }));
      expect([locked.status, locked.message]).toEqual([409, SERVER_MESSAGES.weekSignedLocked]);
      const mine = await session.api.getLogbook();
      expect(mine.weeks[0]).toMatchObject({
        weekStart: WEEK,
        state: 'signed',
        editable: false,
        wednesday: 'Wed',
      });

      // The institution supervisor reads and comments; the coordinator too; the student reads both.
      await signIn(session.target.accounts.supervisor);
      expect((await session.api.supervisorGetLogbook({ id })).weeks[0]?.signOff?.name).toBe('Ngozi Bello');
      const comment = await session.api.supervisorCommentOnWeek({
        id,
        weekStart: WEEK,
        text: 'Well documented.',
      });
      expect(comment).toMatchObject({
        message: MESSAGES.commentAdded,
        data: { role: 'supervisor', text: 'Well documented.' },
      });
      await signIn(session.target.accounts.coordinator);
      await session.api.coordinatorCommentOnWeek({ id: studentCode, weekStart: WEEK, text: 'Noted.' });
      const read = await session.api.coordinatorGetLogbook({ id: studentCode });
      expect(read.student).toMatchObject({ _id: id, studentCode });
      await signIn(session.target.accounts.newStudent);
      expect((await session.api.getLogbook()).weeks[0]?.comments.map((c) => [c.role, c.text])).toEqual([
        ['supervisor', 'Well documented.'],
        ['coordinator', 'Noted.'],
      ]);

      // Reopened with a reason, the next day: the student edits and asks again; the old link
      // still shows what it signed.
      session.target.setNow(new Date(WEDNESDAY.getTime() + 86_400_000));
      await signIn(session.target.accounts.supervisor);
      const reason = 'Add the Wednesday lab results.';
      expect((await session.api.supervisorReopenWeek({ id, weekStart: WEEK, reason })).message).toBe(
        MESSAGES.weekReopened,
      );
      const twice = await failure(session.api.supervisorReopenWeek({ id, weekStart: WEEK, reason }));
      expect([twice.status, twice.message]).toEqual([409, SERVER_MESSAGES.weekAlreadyOpen]);
      await signIn(session.target.accounts.newStudent);
      const reopened = (await session.api.getLogbook()).weeks[0];
      expect(reopened).toMatchObject({ state: 'reopened', editable: true });
      expect(reopened?.reopenings[0]).toMatchObject({ role: 'supervisor', reason });
      await session.api.submitWeeklyReport({ wednesday: 'Wed, with the lab results', thursday: 'Thu' });
      const second = await askForSignoff();
      expect((await session.api.getSignoff({ token })).data.week.wednesday).toBe('Wed');
      const fresh = (await session.api.getSignoff({ token: second })).data;
      expect([fresh.week.wednesday, fresh.signOff]).toEqual(['Wed, with the lab results', null]);
    });

    it('keeps a past week closed to the student until it is opened with a reason, and pages newest first', async () => {
      const { id } = await placedStudent();
      session.target.setNow(new Date('2026-06-10T09:00:00.000Z'));
      await signIn(session.target.accounts.newStudent);
      await session.api.submitWeeklyReport({ monday: 'Second week' });
      const closed = await failure(session.api.submitWeeklyReport({ weekStart: WEEK, friday: 'Late' }));
      expect([closed.status, closed.message]).toEqual([409, SERVER_MESSAGES.weekClosed]);
      const ahead = await failure(session.api.submitWeeklyReport({ weekStart: '2026-06-15', monday: 'x' }));
      expect(fieldMessage(ahead, 'weekStart')).toBe(SERVER_MESSAGES.weekAhead);
      const tuesday = await failure(session.api.submitWeeklyReport({ weekStart: '2026-06-02', monday: 'x' }));
      expect(fieldMessage(tuesday, 'weekStart')).toBe(SERVER_MESSAGES.notAMonday);

      await signIn(session.target.accounts.coordinator);
      await session.api.coordinatorReopenWeek({ id, weekStart: WEEK, reason: 'No network on Friday.' });
      await signIn(session.target.accounts.newStudent);
      const late = await session.api.submitWeeklyReport({ weekStart: WEEK, friday: 'Late' });
      expect(late.data).toMatchObject({ weekStart: WEEK, monday: 'Mon', friday: 'Late' });

      const first = await session.api.getLogbook({ limit: 1 });
      expect([first.totalWeeks, first.weeks.map((w) => [w.weekStart, w.state])]).toEqual([
        2,
        [['2026-06-08', 'open']],
      ]);
      const second = await session.api.getLogbook({ limit: 1, page: 2 });
      expect(second.weeks.map((w) => [w.weekStart, w.state, w.reopenings[0]?.reason])).toEqual([
        [WEEK, 'reopened', 'No network on Friday.'],
      ]);
    });

    it('answers a wrong, replaced or expired link with one sentence and stores nothing', async () => {
      await placedStudent();
      const replaced = await askForSignoff();
      const token = await askForSignoff();
      const calls = [
        () => session.api.getSignoff({ token: replaced }),
        () => session.api.signWeek({ token: replaced, name: 'X', digest: '0'.repeat(64) }),
      ];
      for (const call of calls) {
        const refused = await failure(call());
        expect([refused.status, refused.message]).toEqual([410, SERVER_MESSAGES.signoffLinkReplaced]);
      }
      const wrong = await failure(session.api.getSignoff({ token: 'A'.repeat(43) }));
      expect([wrong.status, wrong.message]).toEqual([404, SERVER_MESSAGES.signoffLinkInvalid]);
      const { digest } = (await session.api.getSignoff({ token })).data;
      session.target.setNow(new Date(WEDNESDAY.getTime() + (LOGBOOK.linkDays + 1) * 86_400_000));
      const expired = await failure(session.api.signWeek({ token, name: 'Ngozi Bello', digest }));
      expect([expired.status, expired.message]).toEqual([410, SERVER_MESSAGES.signoffLinkExpired]);
      await signIn(session.target.accounts.newStudent);
      const week = (await session.api.getLogbook()).weeks.find((w) => w.weekStart === WEEK);
      expect([week?.signOff, week?.state]).toEqual([null, 'closed']);
    });

    it('refuses an image too large or not an image naming the field, and a week changed since it was read', async () => {
      await placedStudent();
      const token = await askForSignoff();
      const { digest } = (await session.api.getSignoff({ token })).data;
      const big = new Uint8Array(LOGBOOK.maxImageBytes + 1024);
      big.set(PNG);
      const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
      for (const [bytes, sentence] of [
        [big, SERVER_MESSAGES.imageTooLarge],
        [html, SERVER_MESSAGES.imageNotPicture],
      ] as const) {
        const refused = await failure(
          session.api.signWeek({ token, name: 'Ngozi Bello', digest, image: base64(bytes) }),
        );
        expect([refused.status, fieldMessage(refused, 'image')]).toEqual([400, sentence]);
      }
      expect((await session.api.getSignoff({ token })).data.signOff).toBeNull();

      await session.api.submitWeeklyReport({ wednesday: 'Wed, rewritten' });
      const changed = await failure(session.api.signWeek({ token, name: 'Ngozi Bello', digest }));
      expect([changed.status, changed.message]).toEqual([409, SERVER_MESSAGES.signoffWeekChanged]);
      const now = (await session.api.getSignoff({ token })).data;
      const signed = await session.api.signWeek({ token, name: 'Ngozi Bello', digest: now.digest });
      expect(signed.data.signOff).toMatchObject({ image: null, comment: '', digest: now.digest });
    });

    it('refuses other supervisors, students without a workplace supervisor and empty weeks', async () => {
      const { id } = await placedStudent();
      await signIn(session.target.accounts.idleSupervisor);
      const calls = [
        () => session.api.supervisorGetLogbook({ id }),
        () => session.api.supervisorCommentOnWeek({ id, weekStart: WEEK, text: 'Hello' }),
        () => session.api.supervisorReopenWeek({ id, weekStart: WEEK, reason: 'Because' }),
      ];
      for (const call of calls) {
        const refused = await failure(call());
        expect([refused.status, refused.message]).toEqual([403, SERVER_MESSAGES.notYourStudent]);
      }
      await signIn(session.target.accounts.newStudent);
      const empty = await failure(session.api.requestSignoff({ weekStart: '2026-05-25' }));
      expect(fieldMessage(empty, 'weekStart')).toBe(SERVER_MESSAGES.weekEmpty);
      await session.api.submitWorkDetails({ ...PLACEMENT, workplaceSupervisor: { email: '' } });
      const nowhere = await failure(session.api.requestSignoff({ weekStart: WEEK }));
      expect(fieldMessage(nowhere, 'workplaceSupervisor.email')).toBe(SERVER_MESSAGES.noWorkplaceSupervisor);
      // Another student's token opens no one else's logbook: the supervisors' and the coordinator's reads refuse it.
      const other = await session.api.login(session.target.accounts.student);
      for (const path of [`/api/supervisor/logbook/${id}`, `/api/coordinators/logbook/${id}`]) {
        const answer = await session.target.fetch(`${session.target.baseUrl}${path}`, {
          headers: { Authorization: `Bearer ${other.tokens.accessToken}` },
        });
        expect(answer.status).toBe(403);
      }
    });
  });
}
