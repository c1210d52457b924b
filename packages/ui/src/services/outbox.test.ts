import { describe, expect, it } from 'vitest';
import { ApiError, createClient } from '@siwes/api';
import {
  clientSender,
  createMemoryOutbox,
  sendWaitingReports,
  weekEndedMessage,
  type OutboxEntry,
  type SendOutcome,
} from './outbox.ts';

/** Wednesday 3 June 2026 in Lagos: the week of Monday 1 June. */
const NOW = () => new Date('2026-06-03T09:00:00.000Z');

function entry(studentId: string, rest: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    studentId,
    weekStart: '2026-06-01',
    report: { monday: `${studentId} on Monday`, tuesday: '', wednesday: '', thursday: '', friday: '' },
    status: 'waiting',
    at: '2026-06-02T08:00:00.000Z',
    waited: false,
    ...rest,
  };
}

/** A sender that answers each student as told, and says whom it sent for. */
function sender(answers: Record<string, SendOutcome>) {
  const sent: string[] = [];
  return {
    sent,
    send: async (report: OutboxEntry) => {
      sent.push(report.studentId);
      return answers[report.studentId] ?? { kind: 'sent', recorded: ['monday'] };
    },
  };
}

describe('sending the reports waiting on the phone', () => {
  it("sends only the signed-in student's, and keeps what became of each", async () => {
    const outbox = createMemoryOutbox([entry('ada'), entry('bayo'), entry('chi')]);
    const { sent, send } = sender({ bayo: { kind: 'refused', message: 'Registration is closed.' } });
    expect(await sendWaitingReports({ outbox, studentId: 'ada', now: NOW, send })).toBe('sent');
    expect(sent).toEqual(['ada']);
    expect(outbox.entry('ada', '2026-06-01')).toMatchObject({
      status: 'sent',
      recorded: ['monday'],
      at: NOW().toISOString(),
    });
    expect(outbox.entry('bayo', '2026-06-01')?.status).toBe('waiting');

    // The service worker sends every student's.
    await sendWaitingReports({ outbox, studentId: null, now: NOW, send });
    expect(sent).toEqual(['ada', 'bayo', 'chi']);
    expect(outbox.entry('bayo', '2026-06-01')).toMatchObject({
      status: 'refused',
      message: 'Registration is closed.',
    });
    // The refusal's text is kept, and it is not sent again by itself.
    expect(outbox.entry('bayo', '2026-06-01')?.report.monday).toBe('bayo on Monday');
    await sendWaitingReports({ outbox, studentId: null, now: NOW, send });
    expect(sent).toEqual(['ada', 'bayo', 'chi']);
  });

  it('stops at the first call that never reaches the server: the rest wait on, marked as having waited', async () => {
    const outbox = createMemoryOutbox([entry('ada'), entry('bayo')]);
    const { sent, send } = sender({ ada: { kind: 'network' } });
    expect(await sendWaitingReports({ outbox, studentId: null, now: NOW, send })).toBe('network');
    expect(sent).toEqual(['ada']);
    expect(outbox.entry('ada', '2026-06-01')).toMatchObject({ status: 'waiting', waited: true });
    expect(outbox.backgroundRequests()).toBe(1);
  });

  it('leaves a report with no session to send it with waiting, and goes on with the others', async () => {
    const outbox = createMemoryOutbox([entry('ada'), entry('bayo')]);
    const { send } = sender({ ada: { kind: 'signedOut' } });
    expect(await sendWaitingReports({ outbox, studentId: null, now: NOW, send })).toBe('sent');
    expect(outbox.entry('ada', '2026-06-01')?.status).toBe('waiting');
    expect(outbox.entry('bayo', '2026-06-01')?.status).toBe('sent');
  });

  it('never sends a report of a week that has ended into the new one', async () => {
    const outbox = createMemoryOutbox([entry('ada', { weekStart: '2026-05-25' })]);
    const { sent, send } = sender({});
    await sendWaitingReports({ outbox, studentId: 'ada', now: NOW, send });
    expect(sent).toEqual([]);
    expect(outbox.entry('ada', '2026-05-25')).toMatchObject({
      status: 'refused',
      message: weekEndedMessage('2026-05-25'),
    });
    expect(weekEndedMessage('2026-05-25')).toMatch(/week of Monday 25 May 2026/);
  });
});

describe('what a call through the client makes of a report', () => {
  const report = entry('ada');
  const answering = (response: () => Promise<Response>) =>
    clientSender(createClient({ baseUrl: 'http://portal.test', getToken: () => 'token', fetch: response }))(
      report,
    );

  it('sent: the days the server now has', async () => {
    const data = { monday: 'ada on Monday', tuesday: 'before', wednesday: '', thursday: '', friday: '' };
    const outcome = await answering(async () => Response.json({ data }));
    expect(outcome).toEqual({ kind: 'sent', recorded: ['monday', 'tuesday'] });
  });

  it("refused: the server's words; a 401 waits for a sign-in; no answer is the network", async () => {
    expect(
      await answering(async () => Response.json({ message: 'Registration is closed.' }, { status: 403 })),
    ).toEqual({
      kind: 'refused',
      message: 'Registration is closed.',
    });
    expect(await answering(async () => Response.json({ message: 'Session ended' }, { status: 401 }))).toEqual(
      {
        kind: 'signedOut',
      },
    );
    expect(
      await answering(() => Promise.reject(new ApiError({ status: 0, code: 'network', message: 'offline' }))),
    ).toEqual({ kind: 'network' });
    expect(await answering(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      kind: 'network',
    });
  });
});
