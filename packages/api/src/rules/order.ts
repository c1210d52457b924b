/**
 * The orders of lists: people by name, and the coordinator's students page by each of its sort
 * keys. Every comparison is compareText's (code points), so the fake's sort and the server's SQL
 * agree; apps/server/src/rules.test.ts holds the SQL to these on both engines.
 */
import { STUDENT_SORT_KEYS, type StudentSortKey } from '../constants.ts';
import type { Student } from '../contract/entities.ts';
import type { SortOrder } from '../contract/coordinator.ts';
import { SERVER_MESSAGES } from '../messages.ts';
import { compareOptionalText, compareText } from './text.ts';

export interface Named {
  _id: string;
  firstName: string;
  lastName: string;
}

/** By last name, then first name, then id: every list of students or supervisors. */
export function compareByName(a: Named, b: Named): number {
  return (
    compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareText(a._id, b._id)
  );
}

/** The students page's order when the caller names none. */
export const DEFAULT_STUDENT_SORT: StudentSortKey = 'course';

type Field = (student: Student) => string | null | undefined;

const supervisorFields = (of: (s: Student) => Student['inspection_supervisor']): Field[] => [
  (s) => of(s)?.lastName,
  (s) => of(s)?.firstName,
  (s) => of(s)?._id,
];

/**
 * What each sort key compares, in turn. A missing value (no middle name, no company, no
 * supervisor) comes first going up and last going down. A supervisor key orders by the
 * supervisor's last name, first name and id, so that each supervisor's students stay together
 * even when two supervisors share a name.
 */
const SORT_FIELDS = {
  name: [(s) => s.name],
  firstName: [(s) => s.firstName],
  middleName: [(s) => s.middleName],
  lastName: [(s) => s.lastName],
  matricNo: [(s) => s.matricNo],
  studentCode: [(s) => s.studentCode],
  level: [(s) => s.level],
  sex: [(s) => s.sex],
  faculty: [(s) => s.faculty],
  department: [(s) => s.department],
  course: [(s) => s.course],
  email: [(s) => s.email],
  phone: [(s) => s.phone],
  company: [(s) => s.company?.name],
  inspection_supervisor: supervisorFields((s) => s.inspection_supervisor),
  defense_supervisor: supervisorFields((s) => s.defense_supervisor),
} satisfies Record<StudentSortKey, readonly Field[]>;

export function isStudentSortKey(key: string): key is StudentSortKey {
  return (STUDENT_SORT_KEYS as readonly string[]).includes(key);
}

export type StudentSort = { sortBy: StudentSortKey; direction: SortOrder } | { refused: string };

/**
 * The students page's sort from its query: `sortBy` (blank or absent: course) and `sortOrder`
 * (anything but `desc` goes up), or the 400 message for a key that is not a sort key.
 */
export function studentSort(query: {
  sortBy?: string | undefined;
  sortOrder?: string | undefined;
}): StudentSort {
  const sortBy = query.sortBy || DEFAULT_STUDENT_SORT;
  if (!isStudentSortKey(sortBy)) return { refused: SERVER_MESSAGES.cannotSortBy(sortBy) };
  return { sortBy, direction: query.sortOrder === 'desc' ? 'desc' : 'asc' };
}

/**
 * The students page's order: the sort key's values in the direction asked, then by name going
 * up (last name, first name, id) whichever the direction.
 */
export function studentOrder(
  sortBy: StudentSortKey,
  direction: SortOrder,
): (a: Student, b: Student) => number {
  const fields: readonly Field[] = SORT_FIELDS[sortBy];
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    for (const field of fields) {
      const order = compareOptionalText(field(a), field(b));
      if (order !== 0) return sign * order;
    }
    return compareByName(a, b);
  };
}
