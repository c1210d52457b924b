/**
 * Every student and supervisor, read once through the paged list calls, with lookups by the
 * names a file may use: a student by student code, matric number or id; a supervisor by email
 * or id.
 */
import { MAX_PAGE_SIZE, MESSAGES, type ApiClient, type Student, type Supervisor } from '@siwes/api';
import { CliError, EXIT } from './errors.ts';
import { runPool } from './pool.ts';

/** Rows asked for per page; servers may answer with fewer, and the paging follows them. */
export const FETCH_PAGE_SIZE = MAX_PAGE_SIZE;

export async function fetchAllStudents(client: ApiClient, signal?: AbortSignal): Promise<Student[]> {
  const options = { signal, fallback: MESSAGES.fetchStudentsError };
  const first = await client.listStudents({ page: 1, limit: FETCH_PAGE_SIZE }, options);
  const pageSize = first.students.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.totalStudents / pageSize);
  const rest: Student[][] = [];
  await runPool(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    4,
    async (page, index) => {
      rest[index] = (await client.listStudents({ page, limit: pageSize }, options)).students;
    },
    signal,
  );
  const byId = new Map<string, Student>();
  for (const student of [first.students, ...rest].flat()) byId.set(student._id, student);
  if (byId.size < first.totalStudents) {
    throw new CliError(
      `The student list changed while it was being read (${byId.size} of ${first.totalStudents}). Please run again.`,
      EXIT.failed,
    );
  }
  return [...byId.values()];
}

const norm = (value: string | undefined | null) => (value ?? '').trim().toLowerCase();

export class Directory {
  readonly students: Student[];
  readonly supervisors: Supervisor[];
  private readonly studentIndex = new Map<string, Student>();
  private readonly supervisorIndex = new Map<string, Supervisor>();

  constructor(students: Student[], supervisors: Supervisor[]) {
    this.students = students;
    this.supervisors = supervisors;
    // Ids first, then matric numbers, then codes: a code wins if the same text is both.
    for (const s of students) this.studentIndex.set(norm(s._id), s);
    for (const s of students) if (s.matricNo) this.studentIndex.set(norm(s.matricNo), s);
    for (const s of students) if (s.studentCode) this.studentIndex.set(norm(s.studentCode), s);
    for (const s of supervisors) this.supervisorIndex.set(norm(s._id), s);
    for (const s of supervisors) this.supervisorIndex.set(norm(s.email), s);
  }

  static async load(client: ApiClient, signal?: AbortSignal, withSupervisors = true): Promise<Directory> {
    const [students, supervisors] = await Promise.all([
      fetchAllStudents(client, signal),
      withSupervisors
        ? client.listSupervisors({ signal, fallback: MESSAGES.fetchError })
        : Promise.resolve([] as Supervisor[]),
    ]);
    return new Directory(students, supervisors);
  }

  student(ref: string): Student | undefined {
    return this.studentIndex.get(norm(ref));
  }

  supervisor(ref: string): Supervisor | undefined {
    return this.supervisorIndex.get(norm(ref));
  }
}

/** Whether a supervisor as a student's record shows it is this supervisor. */
export function sameSupervisor(
  onStudent: { _id?: string; email: string } | null | undefined,
  supervisor: Supervisor,
): boolean {
  if (!onStudent) return false;
  if (onStudent._id) return onStudent._id === supervisor._id;
  return norm(onStudent.email) === norm(supervisor.email);
}
