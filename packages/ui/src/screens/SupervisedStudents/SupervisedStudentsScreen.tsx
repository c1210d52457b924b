import { useId, useState } from 'react';
import {
  describeLagosTime,
  EXPORT_FILES,
  instantOf,
  SERVER_MESSAGES,
  toLagosLocal,
  type AssignedStudent,
  type ScheduleBody,
  type SupervisorGradeType,
} from '@siwes/api';
import { Button } from '../../components/Button/Button.tsx';
import { DataTable, displayValue, type Column } from '../../components/DataTable/DataTable.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { DateTimeField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { PastDateQuestion } from '../../kit/RowForm/PastDateQuestion.tsx';
import { RowForm } from '../../kit/RowForm/RowForm.tsx';
import { usePastDateCheck } from '../../kit/usePastDateCheck.ts';
import { useExportCsv, type ExportCsv } from '../../kit/useExportCsv.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, useRowActions, type RowActions } from '../../kit/useRowActions.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';
import { useServices } from '../../services/services.tsx';
import cells from '../../kit/cells.module.css';
import styles from './SupervisedStudentsScreen.module.css';

export interface SupervisedStudentsScreenProps {
  /** Which list: `/lecturers/inspection` or `/lecturers/defence`. */
  list: SupervisorGradeType;
}

const LISTS = {
  inspection: {
    title: 'Student Inspection List',
    visit: 'inspection',
    dateHeader: 'Inspection Date',
    dateSet: SERVER_MESSAGES.inspectionDateSet,
    empty: 'No students have been assigned to you for inspection yet.',
  },
  defense: {
    title: 'Student Defence List',
    visit: 'defence',
    dateHeader: 'Defence Date',
    dateSet: SERVER_MESSAGES.defenseDateSet,
    empty: 'No students have been assigned to you for defence yet.',
  },
} as const;

type DateActions = RowActions<ScheduleBody>;

/**
 * Student Inspection List (`/lecturers/inspection`) and Student Defence List (`/lecturers/defence`),
 * one screen (spec sections 2, 3, 7 and 8): the supervisor's own students on that list, with their
 * contacts and company (N/A without one) and the date fixed for each, in Lagos time. Each row sets
 * its date on its own: a date in the past is asked about first; the row's notice clears after 3 s;
 * its error stays on it; another row is never held up. The inspection list exports
 * students_inspection_list.csv, or says the spec's failure.
 */
export function SupervisedStudentsScreen({ list }: SupervisedStudentsScreenProps) {
  const { client } = useServices();
  const words = LISTS[list];
  const page = useLoad((call) =>
    list === 'inspection' ? client.listInspectionStudents(call) : client.listDefenseStudents(call),
  );
  const dates = useRowActions<ScheduleBody>({
    act: (_code, body, call) =>
      list === 'inspection' ? client.setInspectionDate(body, call) : client.setDefenseDate(body, call),
    successMessage: words.dateSet,
  });
  const exportCsv = useExportCsv({
    fileName: EXPORT_FILES.inspectionList,
    download: (call) => client.downloadAssignedInspectionList(call),
  });
  const columns = studentColumns(list, dates);
  return (
    <LoadedAreaPage
      role="supervisor"
      title={words.title}
      lead={`Your students for ${words.visit}. Dates are in Lagos time (WAT), whatever your device is set to.`}
      page={page}
      loadingLabel="Loading your students…"
    >
      {(students) => (
        <>
          {list === 'inspection' && students.length > 0 && <ExportBar exportCsv={exportCsv} />}
          <DataTable
            caption={`${students.length === 1 ? '1 student' : `${students.length} students`} for ${words.visit}`}
            columns={columns}
            rows={students}
            rowKey={(s) => s._id}
            emptyText={words.empty}
            wrapHeaders
          />
        </>
      )}
    </LoadedAreaPage>
  );
}

function ExportBar({ exportCsv }: { exportCsv: ExportCsv }) {
  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" loading={exportCsv.exporting} onClick={exportCsv.start}>
        Export
      </Button>
      <Notice tone="error">{exportCsv.alert}</Notice>
    </div>
  );
}

/**
 * Four columns, so a row fits beside the sidebar from 1024 px with its date picker whole: the
 * student (name, then matric number and course under it), contacts, company, and the date.
 */
function studentColumns(list: SupervisorGradeType, dates: DateActions): Column<AssignedStudent>[] {
  return [
    { key: 'student', header: 'Student', rowHeader: true, render: (s) => <Student student={s} /> },
    // Phone and email in one column, as links a phone can call or write to from the car park.
    { key: 'contact', header: 'Phone and Email', render: (s) => <Contact student={s} /> },
    { key: 'company', header: 'Company', render: (s) => <Company student={s} /> },
    {
      key: 'date',
      header: LISTS[list].dateHeader,
      render: (s) => <DateSetter student={s} list={list} dates={dates} />,
    },
  ];
}

/** The student, and a link to their logbook (issue 24): the weeks, their sign-offs, comments. */
function Student({ student }: { student: AssignedStudent }) {
  const { name, matricNo, course, studentCode } = student.studentDetails;
  return (
    <span className={cells.lines}>
      <span className={cells.name}>{name}</span>
      <span className={cells.detail}>{displayValue(matricNo)}</span>
      <span className={cells.detail}>{displayValue(course)}</span>
      <ScreenLink
        to="lecturerLogbook"
        params={{ id: studentCode }}
        state={{ name } satisfies StudentLinkState}
      >
        Logbook<span className="visually-hidden"> of {name}</span>
      </ScreenLink>
    </span>
  );
}

function Contact({ student }: { student: AssignedStudent }) {
  const { phone, email } = student.studentDetails;
  return (
    <span className={`${cells.lines} ${styles.contact}`}>
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : 'N/A'}
      {email ? <a href={`mailto:${email}`}>{email}</a> : 'N/A'}
    </span>
  );
}

/** The company's name, address and state, each N/A when missing (no company yet: all three). */
function Company({ student }: { student: AssignedStudent }) {
  const company = student.companyDetails;
  return (
    <span className={cells.lines}>
      <span>{displayValue(company?.name)}</span>
      <span>{displayValue(company?.address)}</span>
      <span>{displayValue(company?.state)}</span>
    </span>
  );
}

/**
 * One row's date: the date now fixed (the one just set shows at once), and a Lagos-time picker
 * with its own button; a date in the past is asked about first. Typing here re-renders this row only.
 */
function DateSetter({
  student,
  list,
  dates,
}: {
  student: AssignedStudent;
  list: SupervisorGradeType;
  dates: DateActions;
}) {
  const { studentCode, name } = student.studentDetails;
  const action = useRowAction(dates, studentCode);
  const current = instantOf(action.done?.date ?? student.assignedDate);
  const [value, setValue] = useState(() => (current ? toLagosLocal(current) : ''));
  const fieldId = useId();
  const visit = LISTS[list].visit;
  const check = usePastDateCheck((instant) =>
    dates.run(studentCode, { studentCode, date: instant.toISOString() }),
  );

  return (
    <RowForm
      current={current && describeLagosTime(current)}
      unset="Not set yet"
      action={action}
      onSubmit={() => check.check(value)}
      stacked
      submitLabel={
        <>
          Set date<span className="visually-hidden"> for {name}</span>
        </>
      }
      pending={
        check.past && (
          <PastDateQuestion
            when={check.past}
            visit={visit}
            fieldId={fieldId}
            onConfirm={check.confirm}
            onCancel={check.cancel}
          />
        )
      }
    >
      <DateTimeField
        id={fieldId}
        className={cells.picker}
        label={`New ${visit} date for ${name}`}
        required
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          check.cancel();
        }}
      />
    </RowForm>
  );
}
