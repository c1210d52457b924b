import { FORM_PURPOSES, MAX_FORM_BYTES, MESSAGES, type FormPurpose } from '@siwes/api';
import { FileField } from '../../components/FileField/FileField.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FormFiles } from '../../kit/FormFiles/FormFiles.tsx';
import { FormScreen, WideField } from '../../kit/FormScreen/FormScreen.tsx';
import { useForm } from '../../kit/useForm.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';

/** Said beside the file field when the form is sent without one. */
export const CHOOSE_A_FILE = 'Choose the PDF file to upload.';

const EMPTY = { description: '', purpose: '', form: null as File | null };

/**
 * Upload Form (`/coordinator/uploadform`; spec sections 2, 5, 7 and 8): a description, a purpose
 * (Defence or Inspection) and a PDF, all required; a file that is not a PDF (by its first bytes,
 * as the server judges) or over the server's 10 MB is refused before sending, with the reason;
 * 'Form Uploaded Successfully!' and an empty form for the next one. Below, the forms supervisors
 * can download now, each with Download and a Delete that asks first ('Deleted Successfully!' for 3 s).
 */
export function UploadFormScreen() {
  const { client } = useServices();
  const forms = useLoad((call) => client.listCoordinatorForms(call));
  const form = useForm({
    initial: EMPTY,
    validate: (v) => (v.form ? {} : { form: CHOOSE_A_FILE }),
    submit: ({ description, purpose, form: file }, call) =>
      client.uploadInspectionForms({ description, purpose: purpose as FormPurpose, form: file! }, call),
    successMessage: MESSAGES.formUploaded,
    clearOnSuccess: true,
    onSuccess: () => forms.reload(),
  });
  return (
    <FormScreen
      role="coordinator"
      title="Upload Form"
      lead="Inspection and defence forms for supervisors to download."
      form={form}
      submitLabel="Upload"
      after={
        <FormFiles
          title="Current Forms"
          list={forms}
          role="coordinator"
          remove={(f, call) => client.deleteForm({ formId: f._id, publicId: f.publicId }, call)}
        />
      }
    >
      <WideField>
        <TextField label="Description" required {...form.field('description')} />
      </WideField>
      <Select
        label="Purpose"
        required
        placeholder="Select a purpose"
        options={FORM_PURPOSES}
        {...form.field('purpose')}
      />
      <FileField
        label="Form"
        accept={['application/pdf']}
        maxBytes={MAX_FORM_BYTES}
        required
        {...form.fileField('form')}
      />
    </FormScreen>
  );
}
