import { useState } from 'react';
import { fromLagosLocal } from '@siwes/api';
import { useServices } from '../services/services.tsx';

export interface PastDateCheck {
  /** The date in the past waiting for an answer, or null. */
  past: Date | null;
  /** A Lagos wall-clock value from a date picker: sent at once, or asked about first if it is past. */
  check: (value: string) => void;
  /** "Yes, set it": sends the past date. */
  confirm: () => void;
  /** "No, change it", or the value changed: the question goes. */
  cancel: () => void;
}

/**
 * A visit's date as the supervisor's pages set it: a date in the past is asked about before it is
 * sent (`PastDateQuestion` shows the question while `past` is set). One row's date on the
 * inspection and defence lists, and one date for several students on My Students.
 */
export function usePastDateCheck(send: (instant: Date) => void): PastDateCheck {
  const { now } = useServices();
  const [past, setPast] = useState<Date | null>(null);
  return {
    past,
    check(value) {
      const instant = fromLagosLocal(value);
      if (!instant) return;
      if (instant.getTime() < now().getTime()) setPast(instant);
      else {
        setPast(null);
        send(instant);
      }
    },
    confirm() {
      setPast(null);
      if (past) send(past);
    },
    cancel: () => setPast(null),
  };
}
