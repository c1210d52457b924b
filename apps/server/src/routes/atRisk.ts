/** The students at risk (issue 29, point 2): the coordinator's page and CSV file. */
import type { Resolvers } from '../context.ts';
import * as atRisk from '../services/atRisk.ts';

export const atRiskResolvers: Resolvers<'getStudentsAtRisk' | 'downloadStudentsAtRisk'> = {
  async getStudentsAtRisk(ctx) {
    return atRisk.getStudentsAtRisk(ctx.deps, ctx.query, ctx.now);
  },

  async downloadStudentsAtRisk(ctx) {
    return atRisk.downloadStudentsAtRisk(ctx.deps, ctx.now);
  },
};
