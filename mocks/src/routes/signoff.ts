/** Sign-off by a link (issue 24): public, the token in the path is the only credential. */
import { MESSAGES, SERVER_MESSAGES, type RouteKey } from '@siwes/api';
import { decodeSignoffImage, imageDataUrl, weekDigest, weekState } from '@siwes/api/rules';
import { fail, refuseField, type Resolvers } from '../http.ts';
import { findStudent } from '../db.ts';
import { notifyStudent, originOf } from '../services/notifications.ts';
import { daysOf, requestByToken, signoffView, weekFacts } from '../services/logbook.ts';

export const signoffResolvers: Resolvers<Extract<RouteKey, 'getSignoff' | 'signWeek'>> = {
  async getSignoff({ db, params }) {
    const found = requestByToken(db, params.token);
    return found instanceof Response ? found : { data: await signoffView(db, found.request) };
  },

  async signWeek(ctx) {
    const { db, params, body } = ctx;
    const found = requestByToken(db, params.token);
    if (found instanceof Response) return found;
    const { request, signed } = found;
    if (signed) return fail(409, SERVER_MESSAGES.weekAlreadySigned);
    const image = body.image === undefined ? undefined : decodeSignoffImage(body.image);
    if (image && 'problem' in image) return refuseField({ field: 'image', problem: image.problem });
    const facts = weekFacts(db, request.studentId, request.weekStart);
    if (weekState(facts) === 'signed') return fail(409, SERVER_MESSAGES.weekAlreadySigned);
    const days = daysOf(db, request.studentId, request.weekStart);
    const digest = await weekDigest(request.studentId, request.weekStart, days);
    if (digest !== body.digest) return fail(409, SERVER_MESSAGES.signoffWeekChanged);
    const at = db.now().toISOString();
    request.signedAt = at;
    for (const other of db.logbook.requests) {
      if (other.studentId === request.studentId && other.weekStart === request.weekStart && !other.signedAt) {
        other.revokedAt ??= at;
      }
    }
    db.logbook.signoffs.push({
      requestId: request.id,
      studentId: request.studentId,
      weekStart: request.weekStart,
      name: body.name,
      comment: body.comment ?? '',
      image: image ? imageDataUrl(image.bytes, image.type) : null,
      days,
      digest,
      signedAt: at,
    });
    const student = findStudent(db, request.studentId);
    if (student) {
      const facts = { event: 'weekSigned', weekStart: request.weekStart, signer: body.name } as const;
      notifyStudent(db, student, facts, originOf(ctx.request));
    }
    return { message: MESSAGES.weekSigned, data: await signoffView(db, request) };
  },
};
