/**
 * Every student and supervisor, read once through the paged list calls, with lookups by the
 * names a file may use: a student by student code, matric number or id; a supervisor by email
 * or id.
 */
import { fetchAllStudents, MESSAGES, type ApiClient, type Student, type Supervisor } from '@siwes/api';

// Every student through the paged list call: the portal's export reads them the same way.
export { fetchAllStudents, FETCH_PAGE_SIZE } from '@siwes/api';

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
      fetchAllStudents(client, { signal }),
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
