/**
 * Routes that are not among the contract's 46 calls: a form's file, the development outbox,
 * the grading policy, the one-time codes' lifetime and the health check. Like the calls, each reads its request, calls one
 * service and answers.
 */
import type { Hono } from 'hono';
import { DEV_OUTBOX_PATH, GRADING_POLICY_PATH, LATE_ENTRY_POLICY_PATH, OTP_POLICY_PATH } from '@siwes/api';
import { fromLoopback } from '../addressing.ts';
import type { Deps } from '../context.ts';
import { checkHealth, HEALTH_PATH } from '../health.ts';
import { fail } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { sessionForAnyOf } from '../auth/requestSession.ts';
import { downloadForm } from '../services/forms.ts';
import { readDevOutbox } from '../services/mail.ts';

/** Mounts them on the app; `answer` builds a JSON answer with the app's headers. */
export function mountOutsideContract(
  app: Hono,
  deps: Deps,
  answer: (body: unknown, status?: number) => Response,
): void {
  if (deps.config.env !== 'production') {
    // The codes in it reset passwords: only a caller on this machine may read them.
    app.get(DEV_OUTBOX_PATH, async (c) => {
      if (!fromLoopback(c)) fail(404, SERVER_MESSAGES.notFound);
      const email = c.req.query('email');
      if (!email) fail(400, SERVER_MESSAGES.emailRequired);
      return c.json(await readDevOutbox(deps, email));
    });
  }

  // The maxima grade inputs show, public like the scheme's rules.
  app.get(GRADING_POLICY_PATH, (c) => c.json(deps.config.grading));

  // How long a one-time code lasts, for the code's page to say what the mail says.
  app.get(OTP_POLICY_PATH, (c) => c.json({ ttlSeconds: deps.config.otp.ttlSeconds }));

  // What marks an entry late (issue 27), for the Weekly Report page to say before a student writes.
  app.get(LATE_ENTRY_POLICY_PATH, (c) => c.json(deps.config.lateEntries));

  // The file behind a form's pathToFile, for supervisors and coordinators.
  app.get('/api/forms/:publicId', async (c) => {
    await sessionForAnyOf(c, deps, ['coordinator', 'supervisor']);
    const { body, size, fileName } = await downloadForm(deps, c.req.param('publicId'));
    return new Response(body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${fileName}"`,
      },
    });
  });

  app.get(HEALTH_PATH, async () => {
    const health = await checkHealth(deps);
    return answer(health, health.status === 'ok' ? 200 : 503);
  });
}
