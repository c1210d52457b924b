/**
 * Our additions (issue 29, point 2): the students at risk, a page at a time and as a CSV file.
 * Spread into the route table (routes.ts); their schemas are contract/atRiskEndpoints.ts.
 */
export const AT_RISK_ROUTES = {
  getStudentsAtRisk: {
    method: 'GET',
    path: '/api/coordinators/getStudentsAtRisk',
    auth: 'coordinator',
    kind: 'json',
    query: ['page', 'limit', 'q', 'reason'],
  },
  downloadStudentsAtRisk: {
    method: 'GET',
    path: '/api/coordinators/getStudentsAtRisk/csv',
    auth: 'coordinator',
    kind: 'csv',
    fileName: 'students_at_risk.csv',
  },
} as const;

export const AT_RISK_ROUTE_KEYS = ['getStudentsAtRisk', 'downloadStudentsAtRisk'] as const;
