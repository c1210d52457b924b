/**
 * Compile-time checks of the client's types (run by `tsc -p`): each line fails to compile
 * if a method's arguments or result drift from the endpoint table.
 */
import type { ApiClient, CsvFile } from './types.ts';
import type { Student } from '../contract/entities.ts';
import type { LoginResponse } from '../contract/auth.ts';
import type { StudentsPage } from '../contract/coordinator.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Equal<Awaited<ReturnType<ApiClient['login']>>, LoginResponse>>,
  Assert<Equal<Awaited<ReturnType<ApiClient['listStudents']>>, StudentsPage>>,
  Assert<Equal<Awaited<ReturnType<ApiClient['getStudent']>>, Student[]>>,
  Assert<Equal<Awaited<ReturnType<ApiClient['downloadStudents']>>, CsvFile>>,
  Assert<Equal<Parameters<ApiClient['getStudentDetails']>['length'], 0 | 1>>,
  Assert<Equal<Parameters<ApiClient['getSupervisor']>[0], { id: string }>>,
];

export function usage(client: ApiClient) {
  void client.login(
    { email: 'a@b.c', password: 'x', type: 'student' },
    { fallback: 'Login failed. Please try again.' },
  );
  void client.updateStudent({ id: 's1', firstName: 'Ada', company: { name: 'Acme' } });
  void client.listStudents();
  void client.listStudents({ page: 2, limit: 10, sortBy: 'course', sortOrder: 'asc' });
  void client.deleteForm({ formId: 'f1', publicId: 'p1' });
  void client.logout({ role: 'student' });
  // @ts-expect-error the id is required
  void client.getSupervisor({});
  // @ts-expect-error type must be a login type
  void client.login({ email: 'a@b.c', password: 'x', type: 'admin' });
}
