import { useEffect, useId, useState } from 'react';
import { loadBanks, type Bank } from '@siwes/api/reference';
import { Button } from '../../components/Button/Button.tsx';
import { Combobox } from '../../components/Combobox/Combobox.tsx';
import type { SelectOption } from '../../components/Select/Select.tsx';
import { useLoad } from '../useLoad.ts';
import styles from './BankField.module.css';

export interface BankFieldProps {
  value: string;
  onChange: (bankName: string) => void;
  error?: string | undefined;
  required?: boolean;
  id?: string;
  /** Submitted with the form under this name (and focused by it when in the way). */
  name?: string;
  /** Where the bank names come from; the shipped list (about 128), loaded on first use, by default. */
  loadBankList?: () => Promise<readonly Bank[]>;
}

/**
 * Said beside the bank name when it holds no bank from the list: nothing chosen, or typed text
 * that names no bank (the browser cannot check a searchable select, so each form does).
 */
export const CHOOSE_BANK = 'Choose a bank from the list.';

/** A bank's short names and code after its name in the list: `GTB · code 058`. */
function bankDetail(bank: Bank): string | undefined {
  const parts = [bank.aliases?.[0], bank.code ? `code ${bank.code}` : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The list's options: each bank found by its name or short names; a bank on record the list lacks first. */
function bankOptions(banks: readonly Bank[], current: string): SelectOption[] {
  const options: SelectOption[] = banks.map((bank) => ({
    value: bank.name,
    ...(bank.aliases ? { keywords: bank.aliases } : {}),
    ...(bankDetail(bank) ? { detail: bankDetail(bank)! } : {}),
  }));
  const listed = current === '' || banks.some((bank) => bank.name === current);
  return listed ? options : [{ value: current }, ...options];
}

/**
 * The bank name: a searchable select over the bank list, which travels in its own chunk and is
 * fetched when the field first shows. While it loads, and if it fails, the field says so, with
 * a button to load it again; that button stays (busy) while the list comes, and then the keyboard
 * moves on to the field rather than being lost with the button. A bank on record that the list
 * lacks is still offered. A bank is found by its usual short names too (GTB, UBA, FCMB, Kuda), and
 * shows its short name and code in the list. A bank's full name or short name typed (any case)
 * chooses it; other text chooses no bank, and stays for the student to fix: the form then refuses
 * with `CHOOSE_BANK`.
 */
export function BankField({ loadBankList = loadBanks, id, ...field }: BankFieldProps) {
  const banks = useLoad(() => loadBankList());
  const generatedId = useId();
  const controlId = id ?? `bank-${generatedId}`;
  const [retried, setRetried] = useState(false);
  const failed = banks.status === 'failed';
  const loaded = banks.status === 'loaded';
  useEffect(() => {
    // The button has just gone with the list's arrival: where it had the focus, the field takes it.
    if (retried && loaded && (!document.activeElement || document.activeElement === document.body)) {
      document.getElementById(controlId)?.focus();
    }
  }, [retried, loaded, controlId]);
  return (
    <>
      <Combobox
        {...field}
        id={controlId}
        label="Bank Name"
        placeholder="Type to search banks"
        hint={
          banks.status === 'loading'
            ? 'Loading the bank list…'
            : failed
              ? 'The bank list could not be loaded.'
              : undefined
        }
        options={bankOptions(banks.data ?? [], field.value)}
      />
      {(failed || (retried && !loaded)) && (
        <p className={styles.retry}>
          <Button
            variant="secondary"
            size="small"
            loading={banks.status === 'loading'}
            onClick={() => {
              setRetried(true);
              banks.retry();
            }}
          >
            Load the banks again
          </Button>
        </p>
      )}
    </>
  );
}
