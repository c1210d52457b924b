/**
 * Our additions (issue 29, points 3 and 4): each role's home counted in one call. Spread into
 * `routes` (routes.ts); their schemas are HOME_ENDPOINTS (contract/homeEndpoints.ts).
 */
import type { RouteDefinition } from './routes.ts';

export const HOME_ROUTES = {
  // The supervisor's home: their students' progress and who needs them next.
  supervisorGetDashboard: {
    method: 'GET',
    path: '/api/supervisor/getDashboard',
    auth: 'supervisor',
    kind: 'json',
  },
} as const satisfies Record<string, RouteDefinition>;
