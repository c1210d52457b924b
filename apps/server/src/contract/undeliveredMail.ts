/**
 * The contract suite's scenario for issue 26's page of undelivered mail: mail the development
 * outbox refuses for good (an address at `.invalid`, as a mail server refuses an unknown
 * mailbox) is listed for the coordinator, newest first; a test message is sent at once, its
 * refusal answered as a 502.
 */
import { describe, expect, it } from 'vitest';
import { CODE_MAIL_SUBJECTS } from '@siwes/api';
import { DEV_OUTBOX_REFUSAL, testMail, testMailAnswer } from '@siwes/api/rules';
import { failure } from '@siwes/api/testing';
import type { SuiteSession } from './logbook.ts';

const TYPO = 'typo.student@university.invalid';

/** Registered inside the contract suite's describe, on its target and client (scenarios.ts). */
export function undeliveredMailScenarios(session: SuiteSession) {
  describe('issue 26: the page of undelivered mail', () => {
    it('lists the mail refused for good, newest first, with its address, reason and tries, for the coordinator (the access matrix refuses the others)', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      expect(await api.getUndeliveredMail()).toEqual({ data: [], total: 0 });

      await api.sendOtp({ email: TYPO, purpose: 'registration' });
      await api.sendOtp({ email: 'second.typo@school.invalid', purpose: 'registration' });
      await api.sendOtp({ email: 'fine@university.edu.ng', purpose: 'registration' });
      // The development outbox's read runs the deliveries due.
      expect(await api.getDevOutbox(TYPO)).toEqual([]);
      expect(await api.getDevOutbox('fine@university.edu.ng')).toHaveLength(1);

      const page = await api.getUndeliveredMail();
      expect(page.total).toBe(2);
      expect(page.data.map((m) => m.to)).toEqual(['second.typo@school.invalid', TYPO]);
      expect(page.data[1]).toEqual({
        id: expect.any(String),
        to: TYPO,
        subject: CODE_MAIL_SUBJECTS.registration,
        event: null,
        reason: DEV_OUTBOX_REFUSAL,
        attempts: 1,
        failedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
    });

    it('sends a test message at once, or answers 502 with the refusal, keeping nothing queued', async () => {
      const { api, target, signIn } = session;
      await signIn(target.accounts.coordinator);
      const sent = await api.sendTestMail({ to: 'Deployer@University.edu.ng' });
      expect(sent).toEqual({ message: testMailAnswer('deployer@university.edu.ng') });
      const [mail] = await api.getDevOutbox('deployer@university.edu.ng');
      expect(mail).toMatchObject({ to: 'deployer@university.edu.ng', ...testMail() });

      const refused = await failure(api.sendTestMail({ to: TYPO }));
      expect(refused.status).toBe(502);
      expect(refused.message).toBe(testMailAnswer(TYPO, DEV_OUTBOX_REFUSAL));
      // Sent at once, not queued: nothing for the page of undelivered mail.
      expect(await api.getUndeliveredMail()).toEqual({ data: [], total: 0 });

      const invalid = await failure(api.sendTestMail({ to: 'not an address' }));
      expect(invalid.status).toBe(400);
      expect(invalid.message).toMatch(/^to: /);
    });
  });
}
