/**
 * Grades in files: the rows of Student-Grades.csv (the portal's collate export) and the
 * reading of a grades file to import, every value checked against the grading maxima first.
 */
import {
  CSV_HEADERS,
  GRADE_MAXIMA,
  gradesName,
  gradesRow,
  type CoordinatorGradeType,
  type Student,
} from '@siwes/api';
import { headerKey, readCsvLines, type CsvLineError } from './csv.ts';
import type { Directory } from './directory.ts';
import { NA } from './table.ts';

/** Student-Grades.csv's columns and rows: the portal's, from @siwes/api. */
export const GRADES_HEADER = CSV_HEADERS.grades;
export { gradesName, gradesRow };

const GRADE_COLUMNS: Record<CoordinatorGradeType, Set<string>> = {
  reports: new Set([
    'weeklyreportgrade',
    'weeklyreport',
    'weeklyreports',
    'weeklyreportsscore',
    'reports',
    'reportsgrade',
  ]),
  inspection: new Set(['inspectiongrade', 'inspection', 'inspectionscore']),
  defense: new Set(['defencegrade', 'defence', 'defensegrade', 'defense', 'defensescore', 'defencescore']),
};
const STUDENT_COLUMNS = new Set([
  'student',
  'studentcode',
  'code',
  'matricno',
  'matricnumber',
  'matric',
  'studentid',
  'id',
]);
const GRADE_TYPES: CoordinatorGradeType[] = ['reports', 'inspection', 'defense'];
const LABEL: Record<CoordinatorGradeType, string> = {
  reports: 'weekly report grade',
  inspection: 'inspection grade',
  defense: 'defence grade',
};

export interface PlannedGrade {
  line: number;
  student: Student;
  type: CoordinatorGradeType;
  score: number;
  action: 'grade' | 'skip';
}

export interface GradesPlan {
  grades: PlannedGrade[];
  errors: CsvLineError[];
  students: number;
}

function currentScore(student: Student, type: CoordinatorGradeType) {
  const g = student.grade ?? {};
  return type === 'reports'
    ? g.weeklyReportsScore
    : type === 'inspection'
      ? g.inspectionScore
      : g.defenseScore;
}

export function planGrades(text: string, directory: Directory): GradesPlan {
  const { rows, errors } = readCsvLines(text);
  const grades: PlannedGrade[] = [];
  // Without a header: student, weekly report, inspection, defence.
  let studentColumn = 0;
  const columns: Record<CoordinatorGradeType, number> = { reports: 1, inspection: 2, defense: 3 };
  const first = rows[0];
  const keys = first?.cells.map(headerKey) ?? [];
  const hasHeader = keys.some(
    (k) => STUDENT_COLUMNS.has(k) || GRADE_TYPES.some((t) => GRADE_COLUMNS[t].has(k)),
  );
  if (first && hasHeader) {
    rows.shift();
    studentColumn = keys.findIndex((k) => STUDENT_COLUMNS.has(k));
    for (const type of GRADE_TYPES) columns[type] = keys.findIndex((k) => GRADE_COLUMNS[type].has(k));
    if (studentColumn === -1 || GRADE_TYPES.every((t) => columns[t] === -1)) {
      errors.push({
        line: first.line,
        reason:
          'the header must name a student column (MatricNo or studentCode) and at least one grade column (WeeklyReportGrade, InspectionGrade, DefenceGrade)',
      });
      return { grades, errors, students: 0 };
    }
  }

  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    if (!hasHeader && cells.length !== 4) {
      errors.push({
        line,
        reason: `malformed line: expected 4 values (student, weekly report, inspection, defence), found ${cells.length}`,
      });
      continue;
    }
    const ref = cells[studentColumn] ?? '';
    if (ref === '') {
      errors.push({ line, reason: 'malformed line: missing student' });
      continue;
    }
    const student = directory.student(ref);
    if (!student) {
      errors.push({ line, reason: `unknown student "${ref}"` });
      continue;
    }
    const firstLine = seen.get(student._id);
    if (firstLine !== undefined) {
      errors.push({ line, reason: `duplicate student "${ref}" (also on line ${firstLine})` });
      continue;
    }
    seen.set(student._id, line);
    for (const type of GRADE_TYPES) {
      const column = columns[type];
      if (column === -1) continue;
      const raw = (cells[column] ?? '').trim();
      // Blank or N/A: leave that grade as it is (so an edited export imports as it stands).
      if (raw === '' || raw.toUpperCase() === NA) continue;
      const score = Number(raw);
      const max = GRADE_MAXIMA[type];
      if (!/^[+-]?\d+(\.\d+)?$/.test(raw) || !Number.isFinite(score)) {
        errors.push({ line, reason: `${LABEL[type]} "${raw}" is not a number` });
      } else if (score < 0 || score > max) {
        errors.push({ line, reason: `${LABEL[type]} ${raw} is out of range: it must be from 0 to ${max}` });
      } else {
        grades.push({
          line,
          student,
          type,
          score,
          action: currentScore(student, type) === score ? 'skip' : 'grade',
        });
      }
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { grades, errors, students: seen.size };
}

export { LABEL as GRADE_LABEL };
