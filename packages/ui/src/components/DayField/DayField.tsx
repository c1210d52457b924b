import { describeDay } from '@siwes/api';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface DayFieldProps extends Omit<TextFieldProps, 'type' | 'value'> {
  /** The day as `YYYY-MM-DD` (a calendar day, no time and no zone), or '' for none. */
  value: string;
}

/**
 * A single calendar day (a resumption or termination date): the browser's date picker, with the
 * chosen day said in words under it ("Monday 1 June 2026"), so a day/month mix-up shows before
 * the form is sent.
 */
export function DayField({ value, hint, ...field }: DayFieldProps) {
  const inWords = value ? describeDay(value) : '';
  return (
    <TextField
      {...field}
      type="date"
      value={value}
      hint={inWords ? (hint ? `${hint} ${inWords}.` : inWords) : hint}
    />
  );
}
