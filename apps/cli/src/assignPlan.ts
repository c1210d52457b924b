/**
 * Reading an assignment file into a plan. Every row is checked before anything changes:
 * malformed lines, unknown students, unknown supervisors and students named twice are all
 * reported together, each with its line number.
 */
import type { Student, Supervisor } from '@siwes/api';
import { headerKey, readCsvLines, type CsvLineError } from './csv.ts';
import { sameSupervisor, type Directory } from './directory.ts';

export type AssignKind = 'inspection' | 'defence';

const STUDENT_HEADERS = new Set([
  'student',
  'studentcode',
  'code',
  'matricno',
  'matricnumber',
  'matric',
  'studentid',
]);
const SUPERVISOR_HEADERS = new Set([
  'supervisor',
  'supervisoremail',
  'supervisorid',
  'email',
  'inspector',
  'inspectionsupervisor',
  'defencesupervisor',
  'defensesupervisor',
]);

export interface PlannedRow {
  line: number;
  student: Student;
  supervisor: Supervisor;
  /** `skip`: already assigned to this supervisor. */
  action: 'assign' | 'skip';
  /** The supervisor being replaced, when the student had another one. */
  replaces?: string;
}

export interface AssignPlan {
  rows: PlannedRow[];
  errors: CsvLineError[];
  hasHeader: boolean;
}

/** The supervisor of this kind currently on a student's record. */
export function currentSupervisor(student: Student, kind: AssignKind) {
  return kind === 'inspection' ? student.inspection_supervisor : student.defense_supervisor;
}

export function planAssignments(text: string, kind: AssignKind, directory: Directory): AssignPlan {
  const { rows, errors } = readCsvLines(text);
  const planned: PlannedRow[] = [];
  let studentColumn = 0;
  let supervisorColumn = 1;
  let hasHeader = false;

  const first = rows[0];
  if (
    first &&
    first.cells.some((c) => STUDENT_HEADERS.has(headerKey(c)) || SUPERVISOR_HEADERS.has(headerKey(c)))
  ) {
    hasHeader = true;
    rows.shift();
    studentColumn = first.cells.findIndex((c) => STUDENT_HEADERS.has(headerKey(c)));
    supervisorColumn = first.cells.findIndex((c) => SUPERVISOR_HEADERS.has(headerKey(c)));
    if (studentColumn === -1 || supervisorColumn === -1) {
      errors.push({
        line: first.line,
        reason:
          'the header must name a student column (student, studentCode or matricNo) and a supervisor column (supervisor, email or supervisorId)',
      });
      return { rows: [], errors, hasHeader };
    }
  }

  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    if (!hasHeader && cells.filter((c) => c !== '').length !== 2) {
      errors.push({
        line,
        reason: `malformed line: expected 2 values (student, supervisor), found ${cells.filter((c) => c !== '').length}`,
      });
      continue;
    }
    const studentRef = cells[studentColumn] ?? '';
    const supervisorRef = cells[supervisorColumn] ?? '';
    if (studentRef === '' || supervisorRef === '') {
      errors.push({
        line,
        reason: `malformed line: missing ${studentRef === '' ? 'student' : 'supervisor'}`,
      });
      continue;
    }
    const student = directory.student(studentRef);
    const supervisor = directory.supervisor(supervisorRef);
    if (!student) errors.push({ line, reason: `unknown student "${studentRef}"` });
    if (!supervisor) errors.push({ line, reason: `unknown supervisor "${supervisorRef}"` });
    if (!student || !supervisor) continue;
    const firstLine = seen.get(student._id);
    if (firstLine !== undefined) {
      errors.push({ line, reason: `duplicate student "${studentRef}" (also on line ${firstLine})` });
      continue;
    }
    seen.set(student._id, line);
    const current = currentSupervisor(student, kind);
    if (sameSupervisor(current, supervisor)) {
      planned.push({ line, student, supervisor, action: 'skip' });
    } else {
      planned.push({
        line,
        student,
        supervisor,
        action: 'assign',
        ...(current ? { replaces: current.email } : {}),
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows: planned, errors, hasHeader };
}
