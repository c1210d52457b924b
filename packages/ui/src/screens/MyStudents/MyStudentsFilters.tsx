import { Button } from '../../components/Button/Button.tsx';
import { Select, type SelectOption } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import {
  STATUS_LABELS,
  VISIT_STATUSES,
  VISIT_TITLES,
  VISITS,
  type MyStudent,
  type StudentFilters,
} from '../../kit/myStudents.ts';
import styles from './MyStudentsScreen.module.css';

/** My Students' filters: status, visit, state and company (from the students' own), and a name search. */
export function MyStudentsFilters({
  students,
  filters,
  setFilter,
}: {
  students: readonly MyStudent[];
  filters: StudentFilters;
  setFilter: (key: keyof StudentFilters, value: string) => void;
}) {
  const distinct = (values: Array<string | null>) =>
    [...new Set(values.filter((v): v is string => v !== null && v !== ''))].sort();
  const any = Object.values(filters).some((v) => v !== '');
  const choices: Array<{
    key: keyof StudentFilters;
    label: string;
    placeholder: string;
    options: ReadonlyArray<SelectOption | string>;
  }> = [
    {
      key: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: VISIT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    {
      key: 'visit',
      label: 'Visit',
      placeholder: 'Any visit',
      options: VISITS.map((value) => ({ value, label: VISIT_TITLES[value] })),
    },
    {
      key: 'state',
      label: 'State',
      placeholder: 'Any state',
      options: distinct(students.map((s) => s.state)),
    },
    {
      key: 'company',
      label: 'Company',
      placeholder: 'Any company',
      options: distinct(students.map((s) => s.company)),
    },
  ];
  return (
    <section aria-label="Filters" className={styles.filters}>
      {choices.map(({ key, label, placeholder, options }) => (
        <Select
          key={key}
          label={label}
          placeholder={placeholder}
          options={options}
          value={filters[key]}
          onChange={(event) => setFilter(key, event.target.value)}
        />
      ))}
      <TextField
        label="Search by name"
        type="search"
        value={filters.q}
        onChange={(event) => setFilter('q', event.target.value)}
      />
      {any && (
        <div className={styles.clear}>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              for (const key of Object.keys(filters) as Array<keyof StudentFilters>) setFilter(key, '');
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
