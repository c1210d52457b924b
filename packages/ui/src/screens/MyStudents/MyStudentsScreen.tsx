import { useId, useState, type FormEvent } from 'react';
import {
  describeLagosTime,
  instantOf,
  SERVER_MESSAGES,
  type GradingPolicy,
  type ScheduleBody,
  type SupervisorGradeType,
} from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { DataTable, displayValue, type Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { Select, type SelectOption } from '../../components/Select/Select.tsx';
import { DateTimeField, TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { PastDateQuestion } from '../../kit/RowForm/PastDateQuestion.tsx';
import {
  describeVisit,
  matchesFilters,
  STATUS_LABELS,
  VISIT_STATUSES,
  VISIT_WORDS,
  VISITS,
  type MyStudent,
  type StudentFilters,
} from '../../kit/myStudents.ts';
import { useGradingPolicy } from '../../kit/useGradingPolicy.ts';
import {
  useAddressFilters,
  useMergedStudents,
  useMyStudents,
  type MyStudentsLists,
} from '../../kit/useMyStudents.ts';
import { usePastDateCheck } from '../../kit/usePastDateCheck.ts';
import { useRowAction } from '../../kit/useRowActions.ts';
import { useRowBatch, type RowBatch, type RowBatchProgress } from '../../kit/useRowBatch.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import styles from './MyStudentsScreen.module.css';

type DateBatch = RowBatch<ScheduleBody>;
type Batches = Record<SupervisorGradeType, DateBatch>;

const GRADE_PAGES = { inspection: 'lecturerGradeInspection', defense: 'lecturerGradeDefence' } as const;
const TITLE_WORDS = { inspection: 'Inspection', defense: 'Defence' } as const;

/**
 * My Students (`/lecturers/students`; issue 34, point 6): each of the supervisor's students once,
 * with what they are to this supervisor (inspection, defence or both) and where each visit stands:
 * Date not set, Not graded, or Graded with the score out of the maximum. Filters by status,
 * visit, state, company and name, kept in the address; one date for the students selected, sent
 * per student, each row saying how its call went. The spec's four lists stay as they are.
 */
export function MyStudentsScreen() {
  const page = useMyStudents();
  const policy = useGradingPolicy();
  return (
    <LoadedAreaPage
      role="supervisor"
      title="My Students"
      lead="Each of your students once, with where their inspection and defence stand. Dates are in Lagos time (WAT), whatever your device is set to."
      page={page}
      loadingLabel="Loading your students…"
    >
      {(lists) => <StudentsList lists={lists} policy={policy} />}
    </LoadedAreaPage>
  );
}

function StudentsList({ lists, policy }: { lists: MyStudentsLists; policy: GradingPolicy }) {
  const { client } = useServices();
  const { students, dateSet } = useMergedStudents(lists);
  const [filters, setFilter] = useAddressFilters();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const batches: Batches = {
    inspection: useRowBatch<ScheduleBody>({
      act: (_code, body, call) => client.setInspectionDate(body, call),
      successMessage: SERVER_MESSAGES.inspectionDateSet,
      onSuccess: (code, body) => dateSet('inspection', code, body.date),
    }),
    defense: useRowBatch<ScheduleBody>({
      act: (_code, body, call) => client.setDefenseDate(body, call),
      successMessage: SERVER_MESSAGES.defenseDateSet,
      onSuccess: (code, body) => dateSet('defense', code, body.date),
    }),
  };
  // A row just sent a date stays in view with its answer, even once it no longer matches.
  const kept = new Set([
    ...(batches.inspection.progress?.rows ?? []),
    ...(batches.defense.progress?.rows ?? []),
  ]);
  const shown = students.filter((s) => matchesFilters(s, filters) || kept.has(s.code));

  if (students.length === 0) {
    return <p>No students have been assigned to you yet.</p>;
  }

  function toggle(code: string, on: boolean) {
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  }

  return (
    <>
      <Filters students={students} filters={filters} setFilter={setFilter} />
      <p role="status" aria-live="polite" className={styles.count}>
        {Object.values(filters).every((v) => v === '') && shown.length === students.length
          ? `Showing all ${countOf(students.length)}.`
          : `Showing ${shown.length} of ${countOf(students.length)}.`}
      </p>
      <DateForAll
        students={students}
        shown={shown}
        selected={selected}
        setSelected={setSelected}
        batches={batches}
      />
      <DataTable
        caption="Your students"
        columns={columns(policy, batches, selected, toggle)}
        rows={shown}
        rowKey={(s) => s.code}
        emptyText="No students match these filters."
        wrapHeaders
      />
    </>
  );
}

function countOf(n: number) {
  return n === 1 ? '1 student' : `${n} students`;
}

function Filters({
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
      options: VISITS.map((value) => ({ value, label: TITLE_WORDS[value] })),
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

/**
 * One date for the students selected: the visit, a Lagos-time picker (a past date asked about
 * first), then each student's own call; the progress and the outcome in a live region, each
 * row's answer on its row.
 */
function DateForAll({
  students,
  shown,
  selected,
  setSelected,
  batches,
}: {
  students: readonly MyStudent[];
  shown: readonly MyStudent[];
  selected: ReadonlySet<string>;
  setSelected: (codes: ReadonlySet<string>) => void;
  batches: Batches;
}) {
  const [visit, setVisit] = useState<SupervisorGradeType>('inspection');
  const [last, setLast] = useState<SupervisorGradeType>('inspection');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const headingId = useId();
  const chosen = students.filter((s) => selected.has(s.code));
  const allShown = shown.length > 0 && shown.every((s) => selected.has(s.code));

  const check = usePastDateCheck((instant) => {
    const date = instant.toISOString();
    const items = chosen
      .filter((s) => s[visit] !== null)
      .map((s) => ({ rowId: s.code, payload: { studentCode: s.code, date } }));
    setLast(visit);
    batches[visit].start(items);
    setSelected(new Set());
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const left = chosen.filter((s) => s[visit] === null);
    if (chosen.length === 0) return setProblem('Select at least one student first.');
    if (left.length > 0) {
      return setProblem(
        `Not on your ${VISIT_WORDS[visit]} list: ${left.map((s) => s.name).join(', ')}. Leave them out or choose the other visit.`,
      );
    }
    setProblem(null);
    check.check(value);
  }

  const working = VISITS.some((v) => {
    const p = batches[v].progress;
    return p !== null && p.settled < p.rows.length;
  });

  return (
    <form className={styles.bulk} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.bulkHeading}>
        One date for several students
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={allShown}
          onChange={(event) => {
            const next = new Set(selected);
            for (const s of shown) {
              if (event.target.checked) next.add(s.code);
              else next.delete(s.code);
            }
            setSelected(next);
          }}
        />
        Select all {countOf(shown.length)} shown
      </label>
      <p className={styles.selectedCount}>{countOf(chosen.length)} selected</p>
      <fieldset className={styles.visits}>
        <legend>Visit</legend>
        {VISITS.map((v) => (
          <label key={v} className={styles.check}>
            <input
              type="radio"
              name="visit"
              value={v}
              checked={visit === v}
              onChange={() => {
                setVisit(v);
                setProblem(null);
                check.cancel();
              }}
            />
            {TITLE_WORDS[v]}
          </label>
        ))}
      </fieldset>
      <DateTimeField
        id={fieldId}
        className={styles.picker}
        label={`${TITLE_WORDS[visit]} date for the selected students`}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          check.cancel();
        }}
      />
      <div>
        <Button type="submit" loading={working}>
          Set {VISIT_WORDS[visit]} date for selected
        </Button>
      </div>
      {check.past && (
        <PastDateQuestion
          when={check.past}
          visit={VISIT_WORDS[visit]}
          fieldId={fieldId}
          onConfirm={check.confirm}
          onCancel={check.cancel}
        />
      )}
      <Notice tone="error">{problem}</Notice>
      <p role="status" aria-live="polite" className={styles.progress}>
        {progressText(last, batches[last].progress)}
      </p>
    </form>
  );
}

function progressText(visit: SupervisorGradeType, progress: RowBatchProgress | null): string {
  if (!progress) return '';
  const total = progress.rows.length;
  const words = VISIT_WORDS[visit];
  if (progress.settled < total) {
    return `Setting the ${words} date for ${countOf(total)}: ${progress.settled} of ${total} done.`;
  }
  if (progress.refused === 0) return `${TITLE_WORDS[visit]} date set for ${countOf(total)}.`;
  const set = total - progress.refused;
  return `${TITLE_WORDS[visit]} date set for ${set} of ${countOf(total)}; ${progress.refused} refused, said on ${progress.refused === 1 ? 'its row' : 'their rows'}.`;
}

function columns(
  policy: GradingPolicy,
  batches: Batches,
  selected: ReadonlySet<string>,
  toggle: (code: string, on: boolean) => void,
): Column<MyStudent>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      render: (s) => (
        <input
          type="checkbox"
          className={styles.box}
          aria-label={`Select ${s.name}`}
          checked={selected.has(s.code)}
          onChange={(event) => toggle(s.code, event.target.checked)}
        />
      ),
    },
    { key: 'student', header: 'Student', rowHeader: true, render: (s) => <Student student={s} /> },
    {
      key: 'company',
      header: 'Company',
      render: (s) => (
        <span className={styles.lines}>
          <span>{displayValue(s.company)}</span>
          <span className={styles.detail}>{displayValue(s.state)}</span>
        </span>
      ),
    },
    ...VISITS.map((visit): Column<MyStudent> => ({
      key: visit,
      header: TITLE_WORDS[visit],
      render: (s) => <VisitCell student={s} visit={visit} max={policy[visit]} batch={batches[visit]} />,
    })),
  ];
}

function Student({ student }: { student: MyStudent }) {
  const { name, code } = student;
  return (
    <span className={styles.lines}>
      <span className={styles.name}>{name}</span>
      <span className={styles.detail}>{displayValue(student.matricNo)}</span>
      <span className={styles.detail}>{displayValue(student.course)}</span>
      <ScreenLink to="lecturerLogbook" params={{ id: code }} state={{ name } satisfies StudentLinkState}>
        Logbook<span className="visually-hidden"> of {name}</span>
      </ScreenLink>
    </span>
  );
}

/** One visit of a row: not this supervisor's, or its status, date, a link to grade, and the row's answer. */
function VisitCell({
  student,
  visit,
  max,
  batch,
}: {
  student: MyStudent;
  visit: SupervisorGradeType;
  max: number;
  batch: DateBatch;
}) {
  const action = useRowAction(batch.actions, student.code);
  const state = student[visit];
  if (!state) return <span className={styles.detail}>Not yours for {VISIT_WORDS[visit]}</span>;
  const date = instantOf(state.date);
  return (
    <span className={styles.lines}>
      <span className={styles[state.status]} data-status={state.status}>
        {describeVisit(state, max)}
      </span>
      <span className={styles.detail}>{date ? describeLagosTime(date) : 'Not set yet'}</span>
      <ScreenLink to={GRADE_PAGES[visit]}>
        Grade {VISIT_WORDS[visit]}
        <span className="visually-hidden"> of {student.name}</span>
      </ScreenLink>
      <Notice tone="success">{action.message}</Notice>
      <Notice tone="error">{action.error}</Notice>
    </span>
  );
}
