/**
 * Our addition (issue 34): a page of the coordinator's students filtered as the assignment
 * tables ask (`unassigned`, `state`, `company`, `course`), the SQL of `matchesStudentFilters`
 * (@siwes/api/rules), held to it on both engines by the contract suite. Filtered pages are not
 * the hot path the plain page is (ADR 008): two plain statements on either engine, the session
 * checked apart.
 */
import { sql, type RawBuilder } from 'kysely';
import { studentFiltersOf, type StudentFilters } from '@siwes/api/rules';
import type { Deps } from '../context.ts';
import { readStudents, studentRows, type PageQuery, type StudentRow } from './students.ts';
import { joinSupervisors, orderBy } from './studentsPostgres.ts';

/** A LIKE pattern matching any text containing `text`, with `!` as the escape character. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The SQL condition of the filters (`true` for none). */
function filterCondition(query: StudentFilters): RawBuilder<boolean> {
  const filters = studentFiltersOf(query);
  const conditions: RawBuilder<boolean>[] = [];
  if (filters.unassigned === 'inspection') conditions.push(sql`s.inspection_supervisor_id is null`);
  if (filters.unassigned === 'defense') conditions.push(sql`s.defense_supervisor_id is null`);
  if (filters.state !== undefined)
    conditions.push(sql`lower(trim(s.company_state)) = ${filters.state.toLowerCase()}`);
  if (filters.course !== undefined)
    conditions.push(sql`lower(trim(s.course)) = ${filters.course.toLowerCase()}`);
  if (filters.company !== undefined)
    conditions.push(sql`lower(coalesce(s.company_name, '')) like ${containing(filters.company)} escape '!'`);
  return conditions.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** A page of the students the filters keep, in the page's order, and how many they keep. */
export async function filteredStudentsPage(
  deps: Pick<Deps, 'db'>,
  query: PageQuery,
  filters: StudentFilters,
): Promise<{ rows: StudentRow[]; total: number }> {
  const { db } = deps;
  const where = filterCondition(filters);
  const { rows: page } = await sql<{ id: string }>`select s.id from students s ${joinSupervisors}
    where ${where} order by ${orderBy(query.columns, query.direction)}
    limit ${sql.lit(query.limit)} offset ${sql.lit(query.offset)}`.execute(db);
  const { rows: counted } = await sql<{ n: number | string }>`select count(*) as n from students s
    where ${where}`.execute(db);
  const ids = page.map((r) => r.id);
  const found = ids.length === 0 ? [] : await readStudents(db, studentRows(db).where('s.id', 'in', ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = found.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
