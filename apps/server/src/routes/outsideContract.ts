/**
 * Routes that are not among the contract's 46 calls: a form's file, the development outbox,
 * the grading policy and the health check. Like the calls, each reads its request, calls one
 * service and answers.
 */
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { DEV_OUTBOX_PATH, GRADING_POLICY_PATH } from '@siwes/api';
import type { Deps } from '../context.ts';
import { checkHealth, HEALTH_PATH } from '../health.ts';
import { fail, HttpFailure } from '../http.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { sessionFor } from '../auth/requestSession.ts';
import type { Session } from '../auth/tokens.ts';
import { downloadForm } from '../services/forms.ts';
import { readDevOutbox } from '../services/mail.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether the caller is on this machine: its socket's address and any forwarded one are loopback. */
function fromLoopback(c: Context): boolean {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!socket || !LOOPBACK.test(socket)) return false;
  // A proxy on this machine forwards other machines' calls: any forwarded address must be local too.
  const forwarded = c.req.header('x-forwarded-for');
  return !forwarded || forwarded.split(',').every((entry) => LOOPBACK.test(entry.trim()));
}

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

  // The file behind a form's pathToFile, for supervisors and coordinators.
  app.get('/api/forms/:publicId', async (c) => {
    let session: Session | undefined;
    for (const role of ['coordinator', 'supervisor'] as const) {
      session = await sessionFor(c, deps, role).catch((error: unknown) => {
        if (error instanceof HttpFailure && error.status === 403) return undefined;
        throw error;
      });
      if (session) break;
    }
    if (!session) fail(403, SERVER_MESSAGES.forbidden);
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
