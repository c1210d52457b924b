import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AssignedStudent } from '@siwes/api';
import { useServices } from '../services/services.tsx';
import { dateKey, mergeStudents, type MyStudent, type StudentFilters } from './myStudents.ts';
import { useLoad, type LoadState } from './useLoad.ts';

export interface MyStudentsLists {
  inspection: AssignedStudent[];
  defence: AssignedStudent[];
}

/** The supervisor's two lists, loaded together: one spinner, one Try again. */
export function useMyStudents(): LoadState<MyStudentsLists> {
  const { client } = useServices();
  return useLoad(async (call) => {
    const [inspection, defence] = await Promise.all([
      client.listInspectionStudents(call),
      client.listDefenseStudents(call),
    ]);
    return { inspection, defence };
  });
}

/**
 * The students of the loaded lists, one row each, with the dates set since shown at once
 * (`dateSet(visit, code, date)` records one).
 */
export function useMergedStudents(lists: MyStudentsLists) {
  const [dates, setDates] = useState<Record<string, string>>({});
  const students: MyStudent[] = useMemo(
    () => mergeStudents(lists.inspection, lists.defence, dates),
    [lists, dates],
  );
  return {
    students,
    dateSet: (visit: 'inspection' | 'defense', code: string, date: string) =>
      setDates((known) => ({ ...known, [dateKey(visit, code)]: date })),
  };
}

/**
 * My Students' filters, kept in the page's address (ADR 014) so Back, a reload or a link from the
 * Lecturer's Home opens the list filtered: `?status=not-graded&visit=defense&company=…&q=…`.
 */
export function useAddressFilters(): [StudentFilters, (key: keyof StudentFilters, value: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const value = (key: keyof StudentFilters) => params.get(key) ?? '';
  const filters: StudentFilters = {
    status: value('status'),
    visit: value('visit'),
    state: value('state'),
    company: value('company'),
    q: value('q'),
  };
  function set(key: keyof StudentFilters, value: string) {
    const next = new URLSearchParams(location.search);
    if (value === '') next.delete(key);
    else next.set(key, value);
    const text = next.toString();
    void navigate(
      { search: text === '' ? '' : `?${text}`, hash: location.hash },
      { replace: true, state: location.state },
    );
  }
  return [filters, set];
}
