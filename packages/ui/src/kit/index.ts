/**
 * The screen kit: one hook per machine kind (each wires its machine once: calls with an abort
 * signal, delays from `services.timing`, narrow slices), the two screen templates, and the
 * helpers several screens share. A screen composes these and wires nothing of its own
 * (docs/adding-a-screen.md).
 */
export { useLoad, type LoadState } from './useLoad.ts';
export {
  useFormSubmission,
  type FormSubmission,
  type FormSubmissionOptions,
  type SubmissionStatus,
} from './useFormSubmission.ts';
export {
  useForm,
  type Confirmation,
  type FieldErrors,
  type FieldProps,
  type FileFieldBinding,
  type FileFieldName,
  type Form,
  type FormOptions,
  type FormValue,
  type FormValues,
  type TextFieldName,
} from './useForm.ts';
export {
  usePagedList,
  usePagedListState,
  type PagedList,
  type PagedListOptions,
  type PagedListView,
} from './usePagedList.ts';
export {
  useRowAction,
  useRowActions,
  type RowActions,
  type RowActionsOptions,
  type RowActionState,
} from './useRowActions.ts';
export { useExportCsv, type ExportCsv, type ExportCsvOptions } from './useExportCsv.ts';
export { useCollate, type Collate, type CollateOptions } from './useCollate.ts';
export { useEditStudent, type EditStudent } from './useEditStudent.ts';
export {
  useBatchGradeRow,
  useBatchGrading,
  useBatchGradingProgress,
  type BatchGrading,
  type BatchGradingProgress,
} from './useBatchGrading.ts';
export { useStudentList } from './useStudentList.ts';
export { STUDENT_COLUMNS } from './studentColumns.tsx';
export { studentSections, type StudentSections } from './studentSections.ts';
export { useStateLga, type StateLga } from './useStateLga.ts';
export { DRAFT_PREFIX, draftKey, useDraft, type Draft } from './useDraft.ts';
export { useFormFields, type FormFields, type FormFieldsOptions } from './useFormFields.ts';
export { forgetLastSeen, LAST_SEEN_PREFIX, lastSeenKey, type Seen } from './lastSeen.ts';
export { type LoadOptions } from './useLoad.ts';
export {
  ReportOutbox,
  useOutboxEntries,
  useReportOutbox,
  type ReportOutboxWeek,
} from './ReportOutbox/ReportOutbox.tsx';
export { UpdatePrompt } from './UpdatePrompt/UpdatePrompt.tsx';
export { UPDATE_READY } from './UpdatePrompt/UpdateOffer.tsx';
export {
  isMissingCode,
  NEW_VERSION_DETAIL,
  NEW_VERSION_TITLE,
  OFFLINE_PAGE_DETAIL,
  OFFLINE_PAGE_TITLE,
  PageUnavailable,
  type PageUnavailableProps,
} from './PageUnavailable/PageUnavailable.tsx';
export { useGradingPolicy } from './useGradingPolicy.ts';
export { useDocumentTitle } from './useDocumentTitle.ts';
export { useStoredValue } from './useStoredValue.ts';
export { isVerifiedFor, verifiedEmail } from './verification.ts';
export {
  OTP_SENT_PREFIX,
  otpSecondsLeft,
  otpSentKey,
  recordOtpSent,
  sentAtForWait,
  useOtpSecondsLeft,
  useSendOtp,
} from './otpSent.ts';
export {
  AreaForm,
  FieldGroup,
  FormScreen,
  WideField,
  type AreaFormProps,
  type FormScreenProps,
} from './FormScreen/FormScreen.tsx';
export { PagedTableScreen, type PagedTableScreenProps } from './PagedTableScreen/PagedTableScreen.tsx';
export {
  FormFiles,
  FORM_DOWNLOAD_FAILED,
  FORM_DOWNLOADED,
  type FormFilesProps,
} from './FormFiles/FormFiles.tsx';
export { RowForm, type RowFormProps } from './RowForm/RowForm.tsx';
export { StateLgaFields, type StateLgaFieldsProps } from './StateLgaFields/StateLgaFields.tsx';
export { BankField, type BankFieldProps } from './BankField/BankField.tsx';
export { AccountForm, type AccountFormProps, type AccountValues } from './AccountForm/AccountForm.tsx';
