import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FIELD_LIMITS, WORKPLACE_SUPERVISOR_LIMITS } from '@siwes/api';
import { TextField } from '../../components/TextField/TextField.tsx';
import { FieldGroup, WideField } from '../FormScreen/FormScreen.tsx';

/** The workplace supervisor's fields, as the contract names them (`workplaceSupervisor.*`). */
export const WORKPLACE_SUPERVISOR_KEYS = ['name', 'position', 'email', 'phone'] as const;
export type WorkplaceSupervisorKey = (typeof WORKPLACE_SUPERVISOR_KEYS)[number];

/** The labels of the four inputs. */
export const WORKPLACE_SUPERVISOR_LABELS: Record<WorkplaceSupervisorKey, string> = {
  name: "Supervisor's Name",
  position: "Supervisor's Position",
  email: "Supervisor's Email",
  phone: "Supervisor's Phone Number",
};

/** The props that tie one input to the form holding its value. */
export interface WorkplaceSupervisorBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The form's or the server's sentence about this field. */
  error?: string | undefined;
  /** What the input shows while empty (the value recorded, on an edit form that sends only changes). */
  placeholder?: string;
}

export interface WorkplaceSupervisorFieldsProps {
  /** The binding of each of the four fields. */
  field: (key: WorkplaceSupervisorKey) => WorkplaceSupervisorBinding;
  /** What the group is for, under its legend. */
  about: ReactNode;
}

const TYPES = { name: 'text', position: 'text', email: 'email', phone: 'tel' } as const;

/**
 * The workplace supervisor (issue 24): name, position, email and phone, all optional, under the
 * legend "Workplace Supervisor". Work Details (the student) and Edit Student (the coordinator)
 * both show it. Each input is bounded as the contract bounds it (`WORKPLACE_SUPERVISOR_LIMITS`)
 * and the email is checked as an email; what the browser refuses is said beside the field in its
 * words, as is the form's or the server's sentence, until the field is edited.
 */
export function WorkplaceSupervisorFields({ field, about }: WorkplaceSupervisorFieldsProps) {
  const [refused, setRefused] = useState<Partial<Record<WorkplaceSupervisorKey, string>>>({});
  return (
    <FieldGroup legend="Workplace Supervisor">
      <WideField>
        <p>{about}</p>
      </WideField>
      {WORKPLACE_SUPERVISOR_KEYS.map((key) => {
        const { onChange, error, ...binding } = field(key);
        return (
          <TextField
            key={key}
            label={WORKPLACE_SUPERVISOR_LABELS[key]}
            type={TYPES[key]}
            // Someone else's details: the browser's memory of the user's own would be wrong here.
            autoComplete="off"
            maxLength={FIELD_LIMITS[WORKPLACE_SUPERVISOR_LIMITS[key]]}
            {...binding}
            error={error ?? refused[key]}
            onInvalid={(event) => {
              const said = event.currentTarget.validationMessage;
              setRefused((current) => ({ ...current, [key]: said }));
            }}
            onChange={(event) => {
              setRefused((current) => ({ ...current, [key]: undefined }));
              onChange(event);
            }}
          />
        );
      })}
    </FieldGroup>
  );
}
