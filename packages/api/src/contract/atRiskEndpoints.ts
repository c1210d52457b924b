/** The schemas of the students-at-risk calls (issue 29, point 2), spread into endpoints.ts. */
import * as z from 'zod';
import { StudentsAtRiskPageSchema, StudentsAtRiskQuerySchema } from './atRisk.ts';

export const AT_RISK_ENDPOINTS = {
  getStudentsAtRisk: {
    summary:
      'Our addition (issue 29): the students at risk, each with every reason in words, by name, a page at a time; searchable and by reason',
    query: StudentsAtRiskQuerySchema,
    response: StudentsAtRiskPageSchema,
  },
  downloadStudentsAtRisk: {
    summary:
      'Our addition (issue 29): every student at risk with their reasons, as a CSV file (students_at_risk.csv)',
    response: z.string(),
  },
} as const;
