import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { LEVELS, SEXES, type Student } from '@siwes/api';
import { COURSES } from '@siwes/api/reference';
import type { StudentEditField } from '@siwes/flows';
import { formatDate } from '../../components/DetailList/DetailList.tsx';
import { LoadGate } from '../../components/LoadGate/LoadGate.tsx';
import { Select, withCurrentOption } from '../../components/Select/Select.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { DateField, TextField } from '../../components/TextField/TextField.tsx';
import { AreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { AreaForm } from '../../kit/FormScreen/FormScreen.tsx';
import { useEditStudent, type EditStudent } from '../../kit/useEditStudent.ts';
import { useStateLga } from '../../kit/useStateLga.ts';
import { WorkplaceSupervisorFields } from '../../kit/WorkplaceSupervisorFields/WorkplaceSupervisorFields.tsx';
import styles from './EditStudentScreen.module.css';

/** Said when Update is pressed with nothing changed (the spec sends only changed fields). */
export const NOTHING_CHANGED = 'Change at least one field before updating.';

const NA = 'N/A';

/** Under Faculty and Department: they are not edited, they follow the course. */
export const FOLLOWS_COURSE = 'Follows the course.';

/** Level, sex, course and company text as the spec shows them: each word capitalised. */
export function capitalise(text: string): string {
  return text.replace(
    /(^|\s)(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** A current value as a placeholder: capitalised where the spec says so, N/A when missing. */
function shown(value: string | null | undefined, capitalised = true): string {
  const text = value?.trim() ?? '';
  if (text === '') return NA;
  return capitalised ? capitalise(text) : text;
}

const COURSE_NAMES = COURSES.map((course) => course.name);

/**
 * How a select shows its field: the current value once, chosen in the list (matched whatever its
 * case, added to the list where the list spells it otherwise) until another is picked; picking
 * it again is no change. Without a current value, `none` is the empty first choice. (The spec's
 * screen put the current value first and again in the list.)
 */
export function choiceOf(
  options: readonly string[],
  current: string | null | undefined,
  typed: string,
  none = NA,
): { options: readonly string[]; value: string; placeholder?: string; toTyped: (value: string) => string } {
  const stored = current?.trim() ?? '';
  const listed = options.find((option) => option.toLowerCase() === stored.toLowerCase());
  const shownNow = stored === '' ? '' : (listed ?? capitalise(stored));
  return {
    // A list still loading (the states, the LGAs) stays empty: the select says it has no options.
    options: options.length === 0 ? options : withCurrentOption(options, shownNow),
    value: typed || shownNow,
    ...(shownNow === '' ? { placeholder: none } : {}),
    // The current value picked again is what the form calls untouched.
    toTyped: (value) => (value === shownNow ? '' : value),
  };
}

/**
 * Edit Student Details (/coordinator/edit/student/{id}; spec sections 2, 4, 5 and 7): the
 * student's name; School Details with editable first, middle and last name, level, sex and
 * course, the faculty and department that follow the course (read-only), and read-only student code, matric number, email and phone; Work Details with the
 * company's name, full address, state, LGA, office email and phone, assigned department, job
 * description, and resumption and termination date pickers; the workplace supervisor's name,
 * position, email and phone (issue 24). Every input shows the current value
 * as its placeholder (N/A without a company), level, sex, course and company text capitalised.
 * Update sends only the fields changed, leaving empty company fields out; a spinner while it
 * saves, the server's message in green or the error in red, and beside each field it refused
 * the server's sentence about it. A spinner while loading; the error
 * as a heading if loading fails.
 */
export function EditStudentScreen() {
  const { id = '' } = useParams();
  const edit = useEditStudent(id);
  const status = edit.status === 'loading' ? 'loading' : edit.status === 'loadFailed' ? 'failed' : 'loaded';
  return (
    <AreaPage role="coordinator" title="Edit Student Details">
      <LoadGate
        status={status}
        data={edit.student}
        error={edit.error}
        onRetry={edit.retry}
        loadingLabel="Loading the student…"
      >
        {(student) => <EditForm edit={edit} student={student} />}
      </LoadGate>
    </AreaPage>
  );
}

function EditForm({ edit, student }: { edit: EditStudent; student: Student }) {
  const company = student.company ?? null;
  const places = useStateLga({ state: company?.state ?? '', lga: company?.LGA ?? '' });
  const [nothingChanged, setNothingChanged] = useState(false);
  const { values } = edit;

  function change(field: StudentEditField, value: string) {
    setNothingChanged(false);
    edit.change(field, value);
  }

  /** The props tying an input to one field of the machine's values, and the server's sentence about it. */
  const bind = (field: StudentEditField) => {
    const [prefix, key] = field.includes('.') ? field.split('.') : ['', field];
    const group = prefix === 'company' || prefix === 'workplaceSupervisor' ? prefix : 'student';
    return {
      name: field,
      value: (values[group] as Record<string, string>)[key!] ?? '',
      error: edit.fieldErrors[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
  };

  /** A select's props for one field, showing its current value once (see `choiceOf`). */
  const choose = (
    field: StudentEditField,
    options: readonly string[],
    current: string | null | undefined,
  ) => {
    const { value, error } = bind(field);
    const { toTyped, ...shown } = choiceOf(options, current, value);
    return {
      name: field,
      error,
      ...shown,
      onChange: (event: { target: { value: string } }) => change(field, toTyped(event.target.value)),
    };
  };

  const { toTyped: stateTyped, ...stateShown } = choiceOf(
    places.states,
    company?.state,
    values.company.state,
  );

  function chooseState(picked: string) {
    const state = stateTyped(picked);
    change('company.state', state);
    change('company.LGA', '');
    places.selectState(state || (company?.state ?? ''));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!edit.canSubmit) {
      setNothingChanged(edit.status !== 'submitting');
      return;
    }
    edit.submit();
  }

  const stateChanged = values.company.state !== '';
  return (
    <>
      <h2 className={styles.name}>{student.name}</h2>
      <AreaForm
        form={{
          handleSubmit: submit,
          busy: edit.status === 'submitting',
          message: edit.message,
          error: edit.error ?? (nothingChanged ? NOTHING_CHANGED : null),
        }}
        submitLabel="Update"
        label="Edit student details"
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>School Details</legend>
          <TextField
            label="First Name"
            placeholder={shown(student.firstName, false)}
            {...bind('firstName')}
          />
          <TextField
            label="Middle Name"
            placeholder={shown(student.middleName, false)}
            {...bind('middleName')}
          />
          <TextField label="Last Name" placeholder={shown(student.lastName, false)} {...bind('lastName')} />
          <Select label="Level" {...choose('level', LEVELS, student.level)} />
          <Select label="Sex" {...choose('sex', SEXES, student.sex)} />
          <Select label="Course" {...choose('course', COURSE_NAMES, student.course)} />
          <TextField
            label="Faculty"
            value={shown(edit.follows?.faculty, false)}
            hint={FOLLOWS_COURSE}
            readOnly
          />
          <TextField
            label="Department"
            value={shown(edit.follows?.department, false)}
            hint={FOLLOWS_COURSE}
            readOnly
          />
          <TextField label="Student Code" value={student.studentCode} readOnly />
          <TextField label="Matric Number" value={student.matricNo} readOnly />
          <TextField label="Email" type="email" value={student.email} readOnly />
          <TextField label="Phone Number" type="tel" value={student.phone} readOnly />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Work Details</legend>
          <TextField label="Company Name" placeholder={shown(company?.name)} {...bind('company.name')} />
          <TextField
            label="Full Company Address"
            placeholder={shown(company?.address)}
            {...bind('company.address')}
          />
          <Select
            label="State"
            name="company.state"
            {...stateShown}
            onChange={(event) => chooseState(event.target.value)}
          />
          <Select
            label="LGA"
            {...(stateChanged
              ? { options: places.lgas, placeholder: 'Choose an LGA', ...bind('company.LGA') }
              : choose('company.LGA', places.lgas, company?.LGA))}
          />
          <TextField
            label="Office Email Address"
            type="email"
            placeholder={shown(company?.email, false)}
            {...bind('company.email')}
          />
          <TextField
            label="Office Phone Number"
            type="tel"
            placeholder={shown(company?.phone, false)}
            {...bind('company.phone')}
          />
          <TextField
            label="Assigned Department"
            placeholder={shown(company?.assignedDepartment)}
            {...bind('company.assignedDepartment')}
          />
          <TextArea
            label="Job Description"
            rows={3}
            placeholder={shown(company?.jobDescription)}
            {...bind('company.jobDescription')}
          />
          <DateField
            label="Resumption Date"
            hint={`Current: ${formatDate(company?.resumptionDate) ?? NA}`}
            {...bind('company.resumptionDate')}
          />
          <DateField
            label="Termination Date"
            hint={`Current: ${formatDate(company?.expectedEndDate) ?? NA}`}
            {...bind('company.expectedEndDate')}
          />
        </fieldset>
        <WorkplaceSupervisorFields
          about="The person at the student's workplace who signs their weekly reports: the sign-off link goes to this email. Type only what changes."
          field={(key) => ({
            ...bind(`workplaceSupervisor.${key}`),
            placeholder: shown(student.workplaceSupervisor?.[key], false),
          })}
        />
      </AreaForm>
    </>
  );
}
