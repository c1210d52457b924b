import { useId } from 'react';
import { dayValue, MESSAGES, SERVER_MESSAGES, type Student, type StudentDetailsBody } from '@siwes/api';
import { DayField } from '../../components/DayField/DayField.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { BankField, CHOOSE_BANK } from '../../kit/BankField/BankField.tsx';
import { AreaForm, FieldGroup, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { StateLgaFields } from '../../kit/StateLgaFields/StateLgaFields.tsx';
import { useForm, type FieldErrors } from '../../kit/useForm.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import { useServices } from '../../services/services.tsx';
import styles from './UpdateDetailsScreen.module.css';

/** The body of spec section 7, every field as text. */
type Details = Required<{ [K in keyof StudentDetailsBody]: string }>;

const COMPANY_FIELDS = [
  'companyName',
  'companyEmail',
  'companyPhone',
  'street',
  'companyAddress',
  'companyState',
  'companyLga',
  'assignedDept',
  'assignedDesc',
  'resumptionDate',
  'expectedEndDate',
] as const satisfies ReadonlyArray<keyof Details>;

function detailsOf(student: Student): Details {
  const company = student.company;
  return {
    phone: student.phone ?? '',
    bankName: student.bankDetails?.name ?? '',
    accountNumber: student.bankDetails?.accountNumber ?? '',
    sortCode: student.bankDetails?.sortCode ?? '',
    companyName: company?.name ?? '',
    companyEmail: company?.email ?? '',
    companyPhone: company?.phone ?? '',
    street: company?.street ?? '',
    companyAddress: company?.address ?? '',
    companyState: company?.state ?? '',
    companyLga: company?.LGA ?? '',
    assignedDept: company?.assignedDepartment ?? '',
    assignedDesc: company?.jobDescription ?? '',
    resumptionDate: dayValue(company?.resumptionDate),
    expectedEndDate: dayValue(company?.expectedEndDate),
  };
}

function check(values: Details): FieldErrors<Details> {
  const errors: FieldErrors<Details> = {};
  if (!values.bankName) errors.bankName = CHOOSE_BANK;
  if (values.resumptionDate && values.expectedEndDate && values.expectedEndDate < values.resumptionDate) {
    errors.expectedEndDate = SERVER_MESSAGES.endBeforeResumption;
  }
  return errors;
}

/**
 * Update Details (`/students/updateDetails`; spec sections 2 and 7): the student's phone, bank
 * (name from the bank list, sort code, account number) and, once work details are uploaded, the
 * company's fields under their names in the body (companyName, companyEmail, companyLga,
 * companyState, companyPhone, companyAddress, street, assignedDept, assignedDesc,
 * resumptionDate, expectedEndDate), all filled with the current values and required.
 * PATCH `/api/student/details`; 'Details Updated Successfully!'. A student with no work details
 * yet is sent to Work Details Upload for them (a company made here would be half a company).
 */
export function UpdateDetailsScreen() {
  const { client } = useServices();
  const page = useLoad(async (call) => (await client.getStudentDetails(call)).data);
  return (
    <LoadedAreaPage
      role="student"
      title="Update Details"
      lead="Keep your phone number, bank and work details current."
      page={page}
      loadingLabel="Loading your details…"
    >
      {(student) => <UpdateDetailsForm student={student} />}
    </LoadedAreaPage>
  );
}

function UpdateDetailsForm({ student }: { student: Student }) {
  const { client } = useServices();
  const placed = Boolean(student.company);
  const bankId = useId();
  const form = useForm({
    initial: detailsOf(student),
    validate: check,
    submit: (values, call) => {
      const body: StudentDetailsBody = placed
        ? values
        : Object.fromEntries(
            Object.entries(values).filter(([name]) => !(COMPANY_FIELDS as readonly string[]).includes(name)),
          );
      return client.updateStudentDetails(body, call);
    },
    successMessage: MESSAGES.detailsUpdated,
  });
  return (
    <AreaForm form={form} submitLabel="Update" label="Your details">
      <FieldGroup legend="Phone and Bank Details">
        <TextField label="Phone Number" type="tel" autoComplete="tel" required {...form.field('phone')} />
        <div>
          <BankField
            id={bankId}
            name="bankName"
            required
            value={form.values.bankName}
            error={form.errors.bankName}
            onChange={(name) => form.setValue('bankName', name)}
          />
        </div>
        <TextField label="Account Number" inputMode="numeric" required {...form.field('accountNumber')} />
        <TextField label="Sort Code" required {...form.field('sortCode')} />
      </FieldGroup>
      <FieldGroup legend="Work Details">
        {placed ? (
          <>
            <TextField
              label="Company Name"
              autoComplete="organization"
              required
              {...form.field('companyName')}
            />
            <TextField label="Office Email Address" type="email" required {...form.field('companyEmail')} />
            <TextField label="Office Phone Number" type="tel" required {...form.field('companyPhone')} />
            <TextField label="Street" required {...form.field('street')} />
            <WideField>
              <TextField label="Full Company Address" required {...form.field('companyAddress')} />
            </WideField>
            <StateLgaFields form={form} stateName="companyState" lgaName="companyLga" required />
            <TextField label="Assigned Department" required {...form.field('assignedDept')} />
            <WideField>
              <TextArea label="Job Description" rows={3} required {...form.field('assignedDesc')} />
            </WideField>
            <DayField label="Resumption Date" required {...form.field('resumptionDate')} />
            <DayField label="Termination Date" required {...form.field('expectedEndDate')} />
          </>
        ) : (
          <p className={styles.unplaced}>
            You have not uploaded your work details yet.{' '}
            <ScreenLink to="studentUpload">Upload them first</ScreenLink>; then you can change them here.
          </p>
        )}
      </FieldGroup>
    </AreaForm>
  );
}
