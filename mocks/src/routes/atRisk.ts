/** The students at risk (issue 29, point 2): the coordinator's page and CSV file, as the server's. */
import { SERVER_MESSAGES, toCsv } from '@siwes/api';
import { AT_RISK_CSV_HEADER, atRiskCsvRow, matchesSearch, pageOf, searchTerm } from '@siwes/api/rules';
import { refuseField, type Resolvers } from '../http.ts';
import { studentsAtRisk } from '../services/atRisk.ts';

export type AtRiskKeys = 'getStudentsAtRisk' | 'downloadStudentsAtRisk';

export const atRiskResolvers: Resolvers<AtRiskKeys> = {
  getStudentsAtRisk({ db, query }) {
    const term = query.q === undefined ? undefined : searchTerm(query.q);
    if (query.q !== undefined && term === undefined) {
      return refuseField({ field: 'q', problem: SERVER_MESSAGES.searchTooShort });
    }
    const found = studentsAtRisk(db).filter(
      (s) =>
        (term === undefined || matchesSearch(s.student, term)) &&
        (query.reason === undefined || s.reasons.some((r) => r.reason === query.reason)),
    );
    return { data: pageOf(found, query).map(({ student: _, ...row }) => row), totalStudents: found.length };
  },

  downloadStudentsAtRisk: ({ db }) => toCsv(AT_RISK_CSV_HEADER, studentsAtRisk(db).map(atRiskCsvRow)),
};
