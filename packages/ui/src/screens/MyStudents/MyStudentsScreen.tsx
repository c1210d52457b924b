import { useId, useState } from 'react';
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
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import cells from '../../kit/cells.module.css';
import {
  countOf,
  describeVisit,
  matchesFilters,
  VISIT_GRADE_PAGES,
  scoreAnchor,
  VISIT_TITLES,
  VISIT_WORDS,
  VISITS,
  type MyStudent,
} from '../../kit/myStudents.ts';
import { useGradingPolicy } from '../../kit/useGradingPolicy.ts';
import {
  useAddressFilters,
  useMergedStudents,
  useMyStudents,
  type MyStudentsLists,
} from '../../kit/useMyStudents.ts';
import { useRowAction } from '../../kit/useRowActions.ts';
import { useRowBatch } from '../../kit/useRowBatch.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import { DateForAll, type Batches, type DateBatch } from './DateForAll.tsx';
import { MyStudentsFilters } from './MyStudentsFilters.tsx';
import styles from './MyStudentsScreen.module.css';

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
  const [visit, setVisit] = useState<SupervisorGradeType>('inspection');
  const fieldId = useId();
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

  /** A row's "Set date": that student alone selected, that visit chosen, the focus on the date. */
  function dateFor(code: string, forVisit: SupervisorGradeType) {
    setSelected(new Set([code]));
    setVisit(forVisit);
    document.getElementById(fieldId)?.focus();
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
      <MyStudentsFilters students={students} filters={filters} setFilter={setFilter} />
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
        visit={visit}
        setVisit={setVisit}
        fieldId={fieldId}
      />
      <DataTable
        caption="Your students"
        columns={columns(policy, batches, selected, toggle, dateFor)}
        rows={shown}
        rowKey={(s) => s.code}
        emptyText="No students match these filters."
        wrapHeaders
      />
    </>
  );
}

function columns(
  policy: GradingPolicy,
  batches: Batches,
  selected: ReadonlySet<string>,
  toggle: (code: string, on: boolean) => void,
  dateFor: (code: string, visit: SupervisorGradeType) => void,
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
        <span className={cells.lines}>
          <span>{displayValue(s.company)}</span>
          <span className={cells.detail}>{displayValue(s.state)}</span>
        </span>
      ),
    },
    ...VISITS.map((visit): Column<MyStudent> => ({
      key: visit,
      header: VISIT_TITLES[visit],
      render: (s) => (
        <VisitCell
          student={s}
          visit={visit}
          max={policy[visit]}
          batch={batches[visit]}
          onSetDate={() => dateFor(s.code, visit)}
        />
      ),
    })),
  ];
}

function Student({ student }: { student: MyStudent }) {
  const { name, code } = student;
  return (
    <span className={cells.lines}>
      <span className={cells.name}>{name}</span>
      <span className={cells.detail}>{displayValue(student.matricNo)}</span>
      <span className={cells.detail}>{displayValue(student.course)}</span>
      <ScreenLink to="lecturerLogbook" params={{ id: code }} state={{ name } satisfies StudentLinkState}>
        Logbook<span className="visually-hidden"> of {name}</span>
      </ScreenLink>
    </span>
  );
}

/** One visit of a row: not this supervisor's, or its status, date, Set date (or Change date), a link to grade, and the row's answer. */
function VisitCell({
  student,
  visit,
  max,
  batch,
  onSetDate,
}: {
  student: MyStudent;
  visit: SupervisorGradeType;
  max: number;
  batch: DateBatch;
  /** Selects this student alone for this visit and takes the focus to the date above. */
  onSetDate: () => void;
}) {
  const action = useRowAction(batch.actions, student.code);
  const state = student[visit];
  if (!state) return <span className={cells.detail}>Not yours for {VISIT_WORDS[visit]}</span>;
  const date = instantOf(state.date);
  return (
    <span className={cells.lines}>
      <span className={styles[state.status]} data-status={state.status}>
        {describeVisit(state, max)}
      </span>
      <span className={cells.detail}>{date ? describeLagosTime(date) : 'Not set yet'}</span>
      <span>
        <Button variant="secondary" size="small" onClick={onSetDate}>
          {date ? 'Change date' : 'Set date'}
          <span className="visually-hidden">
            {' '}
            of the {VISIT_WORDS[visit]} of {student.name}
          </span>
        </Button>
      </span>
      <ScreenLink to={VISIT_GRADE_PAGES[visit]} search={`#${scoreAnchor(student.id)}`}>
        Grade {VISIT_WORDS[visit]}
        <span className="visually-hidden"> of {student.name}</span>
      </ScreenLink>
      <Notice tone="success">{action.message}</Notice>
      <Notice tone="error">{action.error}</Notice>
    </span>
  );
}
