import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { LEVELS, SEXES, type Student } from '@siwes/api';
import { COURSES } from '@siwes/api/reference';
import type { StudentEditField } from '@siwes/flows';
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

/** A stored value the select's list spells otherwise, shown as the spec shows it: each word capitalised. */
export function capitalise(text: string): string {
  return text.replace(
    /(^|\s)(\p{L})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

const COURSE_NAMES = COURSES.map((course) => course.name);

/** Beside each field the coordinator cannot change here. */
export const LOCKED_HINT = 'Locked: cannot be edited here.';

/**
 * How a select shows its field: the value in the list's own spelling (matched whatever its case;
 * added to the list, capitalised, where the list spells it otherwise), the current value listed
 * once. Picking the current value again gives back the stored text, so it is no change. Without a
 * current value, `none` is the empty first choice. (The spec's screen put the current value first
 * and again in the list.)
 */
export function choiceOf(
  options: readonly string[],
  current: string | null | undefined,
  value: string,
  none = NA,
): { options: readonly string[]; value: string; placeholder?: string; toValue: (picked: string) => string } {
  const listedOf = (text: string | null | undefined) => {
    const trimmed = text?.trim() ?? '';
    if (trimmed === '') return '';
    return options.find((option) => option.toLowerCase() === trimmed.toLowerCase()) ?? capitalise(trimmed);
  };
  const shownNow = listedOf(current);
  return {
    // A list still loading (the states, the LGAs) stays empty: the select says it has no options.
    options: options.length === 0 ? options : withCurrentOption(options, shownNow),
    value: listedOf(value),
    ...(shownNow === '' ? { placeholder: none } : {}),
    // The current value picked again is the stored text: no change.
    toValue: (picked) => (picked !== '' && picked === shownNow ? (current ?? '') : picked),
  };
}

/**
 * Edit Student Details (/coordinator/edit/student/{id}; spec sections 2, 4, 5 and 7): the
 * student's name; School Details with editable first, middle and last name, level, sex and
 * course, the faculty and department that follow the course (read-only), and read-only student code, matric number, email and phone; Work Details with the
 * company's name, full address, state, LGA, office email and phone, assigned department, job
 * description, and resumption and termination date pickers; the workplace supervisor's name,
 * position, email and phone (issue 24). Every input holds the current value, as written (the job
 * description as the student wrote it, not capitalised; issue 34), and says N/A where nothing is
 * recorded (no company); the selects show level, sex, course, state and LGA in the list's
 * spelling. The fields the coordinator cannot change are drawn locked (no box, a dashed rule,
 * "Locked: cannot be edited here."), apart from the editable ones.
 * Update sends only the fields changed, leaving emptied fields out; a spinner while it
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

  /**
   * The props tying an input to one field of the machine's values (filled with the current value),
   * and the server's sentence about it; given what is recorded, N/A shows in it when nothing is.
   */
  const bind = (field: StudentEditField, recorded?: string | null) => {
    const [prefix, key] = field.includes('.') ? field.split('.') : ['', field];
    const group = prefix === 'company' || prefix === 'workplaceSupervisor' ? prefix : 'student';
    return {
      name: field,
      value: (values[group] as Record<string, string>)[key!] ?? '',
      error: edit.fieldErrors[field],
      ...(recorded !== undefined && (recorded ?? '').trim() === '' ? { placeholder: NA } : {}),
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    };
  };

  /** A select's props for one field, showing its value in the list's spelling (see `choiceOf`). */
  const choose = (
    field: StudentEditField,
    options: readonly string[],
    current: string | null | undefined,
  ) => {
    const { value, error } = bind(field);
    const { toValue, ...shown } = choiceOf(options, current, value);
    return {
      name: field,
      error,
      ...shown,
      onChange: (event: { target: { value: string } }) => change(field, toValue(event.target.value)),
    };
  };

  const { toValue: stateValue, ...stateShown } = choiceOf(
    places.states,
    company?.state,
    values.company.state,
  );
  const sameState = (state: string) =>
    state.trim().toLowerCase() === (company?.state ?? '').trim().toLowerCase();

  function chooseState(picked: string) {
    const state = stateValue(picked);
    change('company.state', state);
    // Back to the recorded state: its recorded LGA again; another state: an LGA of that state.
    change('company.LGA', sameState(state) ? (company?.LGA ?? '') : '');
    places.selectState(state);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!edit.canSubmit) {
      setNothingChanged(edit.status !== 'submitting');
      return;
    }
    edit.submit();
  }

  const stateChanged = !sameState(values.company.state);
  /** A field the coordinator cannot change here: drawn as locked, not as a box to type in. */
  const locked = { readOnly: true, className: styles.locked, hint: LOCKED_HINT } as const;
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
          <TextField label="First Name" autoComplete="off" {...bind('firstName')} />
          <TextField label="Middle Name" autoComplete="off" {...bind('middleName', student.middleName)} />
          <TextField label="Last Name" autoComplete="off" {...bind('lastName')} />
          <Select label="Level" {...choose('level', LEVELS, student.level)} />
          <Select label="Sex" {...choose('sex', SEXES, student.sex)} />
          <Select label="Course" {...choose('course', COURSE_NAMES, student.course)} />
          <TextField
            label="Faculty"
            value={edit.follows?.faculty?.trim() || NA}
            {...locked}
            hint={FOLLOWS_COURSE}
          />
          <TextField
            label="Department"
            value={edit.follows?.department?.trim() || NA}
            {...locked}
            hint={FOLLOWS_COURSE}
          />
          <TextField label="Student Code" value={student.studentCode} {...locked} />
          <TextField label="Matric Number" value={student.matricNo} {...locked} />
          <TextField label="Email" type="email" value={student.email} {...locked} />
          <TextField label="Phone Number" type="tel" value={student.phone} {...locked} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Work Details</legend>
          <TextField label="Company Name" {...bind('company.name', company?.name ?? '')} />
          <TextField label="Full Company Address" {...bind('company.address', company?.address ?? '')} />
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
            {...bind('company.email', company?.email ?? '')}
          />
          <TextField
            label="Office Phone Number"
            type="tel"
            {...bind('company.phone', company?.phone ?? '')}
          />
          <TextField
            label="Assigned Department"
            {...bind('company.assignedDepartment', company?.assignedDepartment ?? '')}
          />
          {/* As the student wrote it: not capitalised, which would change it. */}
          <TextArea
            label="Job Description"
            rows={3}
            {...bind('company.jobDescription', company?.jobDescription ?? '')}
          />
          <DateField
            label="Resumption Date"
            {...bind('company.resumptionDate', company?.resumptionDate ?? '')}
          />
          <DateField
            label="Termination Date"
            {...bind('company.expectedEndDate', company?.expectedEndDate ?? '')}
          />
        </fieldset>
        <WorkplaceSupervisorFields
          about="The person at the student's workplace who signs their weekly reports: the sign-off link goes to this email. Change only what is different."
          field={(key) => bind(`workplaceSupervisor.${key}`, student.workplaceSupervisor?.[key] ?? '')}
        />
      </AreaForm>
    </>
  );
}
