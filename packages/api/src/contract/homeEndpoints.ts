/** The schemas of HOME_ROUTES (homeRoutes.ts, issue 29 points 3 and 4), spread into `endpoints`. */
import * as z from 'zod';
import { SupervisorHomeSchema } from './homes.ts';

export const HOME_ENDPOINTS = {
  supervisorGetDashboard: {
    summary:
      "Our addition (issue 29): the supervisor's home: their students' weeks and grades, and who needs them next",
    response: z.object({ data: SupervisorHomeSchema }),
  },
} as const;
