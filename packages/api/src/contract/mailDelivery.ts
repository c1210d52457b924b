/**
 * Our addition (issue 26, delivery): the mail the mail server refused for good, kept for the
 * coordinator's page of undelivered mail, so that a typo in an address is found.
 */
import * as z from 'zod';
import { email } from './fields.ts';

export const UndeliveredMailSchema = z.object({
  id: z.string(),
  /** The address it was for. */
  to: z.string(),
  subject: z.string(),
  /** What it was about: a reminder's kind (`studentWeek`, …), or null (a one-time code). */
  event: z.string().nullable(),
  /** The mail server's last answer, or why sending failed. */
  reason: z.string(),
  /** Tries made before it was given up. */
  attempts: z.number().int(),
  /** When it was given up (an ISO 8601 instant). */
  failedAt: z.string(),
});
export type UndeliveredMail = z.infer<typeof UndeliveredMailSchema>;

/** Newest first, at most UNDELIVERED_MAIL_LIMIT, with how many there are. */
export const UndeliveredMailPageSchema = z.object({
  data: z.array(UndeliveredMailSchema),
  total: z.number().int(),
});
export type UndeliveredMailPage = z.infer<typeof UndeliveredMailPageSchema>;

/** `sendTestMail`: the address a deployer checks the mail with (`siwes notify test --to`). */
export const TestMailBodySchema = z.object({ to: email() });
export type TestMailBody = z.infer<typeof TestMailBodySchema>;
