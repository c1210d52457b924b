/** Sign-off by a link (issue 24): public, the token in the path is the only credential. */
import { MESSAGES } from '@siwes/api';
import type { Resolvers } from '../context.ts';
import { telling } from '../context.ts';
import * as signoff from '../services/signoff.ts';

export const signoffResolvers: Resolvers<'getSignoff' | 'signWeek'> = {
  async getSignoff(ctx) {
    return { data: await signoff.getSignoff(ctx.deps, ctx.params.token, ctx.address, ctx.now) };
  },

  async signWeek(ctx) {
    const data = await signoff.signWeek(ctx.deps, ctx.params.token, ctx.body, ctx.address, telling(ctx));
    return { message: MESSAGES.weekSigned, data };
  },
};
