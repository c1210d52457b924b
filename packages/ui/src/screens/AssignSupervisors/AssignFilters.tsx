import { useState, type FormEvent } from 'react';
import type { Student, SupervisorGradeType } from '@siwes/api';
import { COURSES } from '@siwes/api/reference';
import { Button } from '../../components/Button/Button.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { usePagedListState, type PagedList } from '../../kit/usePagedList.ts';
import { ASSIGN_TEXT } from './words.ts';
import styles from './AssignSupervisorsScreen.module.css';

const COURSE_NAMES = COURSES.map((course) => course.name);

interface Fields {
  unassigned: boolean;
  state: string;
  company: string;
  course: string;
}

function fieldsOf(filters: Readonly<Record<string, string>>): Fields {
  return {
    unassigned: filters.unassigned !== undefined,
    state: filters.state ?? '',
    company: filters.company ?? '',
    course: filters.course ?? '',
  };
}

/**
 * The assignment tables' filters (issue 34): only the students with no supervisor on this list,
 * by the company's state, by part of the company's name, by course; applied together from page 1
 * and kept in the address (`?unassigned=inspection&state=Lagos`). A box ticked or a choice made
 * applies at once (one action each); the company's text with Enter or Apply filters. And the
 * page size, 10 (the spec's) up to 100, applied as it is chosen.
 */
export function AssignFilters({ list, kind }: { list: PagedList<Student>; kind: SupervisorGradeType }) {
  const applied = usePagedListState(list, (v) => v.filters);
  const pageSize = usePagedListState(list, (v) => v.pageSize);
  const pageSizes = usePagedListState(list, (v) => v.pageSizes);
  const [fields, setFields] = useState(() => fieldsOf(applied));
  const [shown, setShown] = useState(applied);
  // The list moved to other filters (the address, Reset, a search): the fields show them.
  if (applied !== shown) {
    setShown(applied);
    setFields(fieldsOf(applied));
  }
  const states = useLoad(async () => {
    const { loadStates } = await import('@siwes/api/reference');
    return (await loadStates()).map((state) => state.name);
  });
  const text = ASSIGN_TEXT[kind];

  function applyFields(next: Fields) {
    setFields(next);
    list.setFilters({
      unassigned: next.unassigned ? kind : '',
      state: next.state,
      company: next.company,
      course: next.course,
    });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    applyFields(fields);
  }

  function clear() {
    setFields(fieldsOf({}));
    list.setFilters({});
  }

  return (
    <div className={styles.filterBar}>
      <form className={styles.filters} onSubmit={apply} aria-label="Filter students">
        <label className={styles.unassigned}>
          <input
            type="checkbox"
            checked={fields.unassigned}
            onChange={(event) => applyFields({ ...fields, unassigned: event.target.checked })}
          />{' '}
          Only students with no {text.role}
        </label>
        <Select
          label="State"
          placeholder="Any state"
          options={states.data ?? (fields.state ? [fields.state] : [])}
          value={fields.state}
          onChange={(event) => applyFields({ ...fields, state: event.target.value })}
        />
        <TextField
          label="Company"
          hint="Part of its name."
          maxLength={200}
          value={fields.company}
          onChange={(event) => setFields({ ...fields, company: event.target.value })}
        />
        <Select
          label="Course"
          placeholder="Any course"
          options={COURSE_NAMES}
          value={fields.course}
          onChange={(event) => applyFields({ ...fields, course: event.target.value })}
        />
        <div className={styles.filterButtons}>
          <Button type="submit">Apply filters</Button>
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>
      <div className={styles.pageSize}>
        <Select
          label="Students a page"
          options={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(event) => list.setPageSize(Number(event.target.value))}
        />
      </div>
    </div>
  );
}
