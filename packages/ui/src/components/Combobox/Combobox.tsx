import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/field.tsx';
import { NO_OPTIONS, type SelectOption } from '../Select/Select.tsx';
import styles from './Combobox.module.css';

export interface ComboboxProps extends FieldOwnProps {
  options: ReadonlyArray<SelectOption | string>;
  /** The chosen option's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Submitted with the form under this name. */
  name?: string;
  /** Said when the typed text matches nothing. */
  noMatchText?: string;
}

interface Choice {
  value: string;
  label: string;
  /** The label and the other names, as typed text is compared with them. */
  names: string[];
  detail?: string | undefined;
}

function normalise(options: ComboboxProps['options']): Choice[] {
  return options.map((o) => {
    if (typeof o === 'string') return { value: o, label: o, names: [comparable(o)] };
    const label = o.label ?? o.value;
    return {
      value: o.value,
      label,
      names: [label, ...(o.keywords ?? [])].map(comparable),
      detail: o.detail,
    };
  });
}

/** Typed text as it is compared with a label: case and extra spaces ignored. */
function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A searchable select for long lists (banks, LGAs, supervisors), built on the ARIA 1.2 combobox
 * pattern with list autocomplete: type to filter, Arrow keys to move, Enter to choose, Escape to
 * close, Tab to leave. An option is found by its label or by any of its `keywords` (a bank's
 * short names), and shows its `detail` after the label.
 *
 * The value is only ever an option: text that names exactly one option (case and extra spaces
 * aside) chooses it as it is typed; any other text chooses nothing (`onChange('')`) and stays in
 * the field when it is left, so the form can refuse it beside the field rather than send a value
 * the user did not pick. Escape with the list closed gives up the typing and puts back the option
 * chosen before it.
 */
export function Combobox({
  label,
  hint,
  error,
  required,
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  name,
  noMatchText = 'No matches',
}: ComboboxProps) {
  const ids = useFieldIds({ id, hint, error });
  const listboxId = `${ids.controlId}-listbox`;
  const optionIdBase = useId();
  const all = useMemo(() => normalise(options), [options]);
  const selected = all.find((o) => o.value === value);
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [filtering, setFiltering] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The option chosen when the typing began, which Escape puts back.
  const chosenBeforeTyping = useRef(value);

  // While the user types (or has left text that names no option) the field shows their text;
  // otherwise the chosen option's label, whatever set it.
  const shownText = filtering ? text : (selected?.label ?? '');

  const matches = useMemo(() => {
    if (!filtering || text.trim() === '') return all;
    const needle = comparable(text);
    return all.filter((o) => o.names.some((name) => name.includes(needle)));
  }, [all, filtering, text]);

  const empty = all.length === 0;
  const optionId = (i: number) => `${optionIdBase}-opt-${i}`;

  /** The one option the text names (its label or another of its names), if exactly one. */
  function namedBy(typed: string) {
    const wanted = comparable(typed);
    const named = wanted === '' ? [] : all.filter((o) => o.names.includes(wanted));
    return named.length === 1 ? named[0] : undefined;
  }

  function type(typed: string) {
    if (!filtering) chosenBeforeTyping.current = value;
    setText(typed);
    setFiltering(true);
    setOpen(true);
    setActive(-1);
    const next = namedBy(typed)?.value ?? '';
    if (next !== value) onChange(next);
  }

  function leave() {
    setOpen(false);
    setActive(-1);
    // Text that chose an option gives way to the option's own label; other text stays to be fixed.
    if (text.trim() === '' || namedBy(text)) setFiltering(false);
  }

  function choose(index: number) {
    const option = matches[index];
    if (!option) return;
    onChange(option.value);
    setFiltering(false);
    setOpen(false);
    setActive(-1);
  }

  function moveTo(index: number) {
    setActive(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (matches.length) moveTo(Math.min(active + 1, matches.length - 1));
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (matches.length) moveTo(Math.max(active - 1, 0));
        break;
      }
      case 'Home':
      case 'End': {
        if (open && matches.length) {
          event.preventDefault();
          moveTo(event.key === 'Home' ? 0 : matches.length - 1);
        }
        break;
      }
      case 'Enter': {
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (filtering) {
          if (chosenBeforeTyping.current !== value) onChange(chosenBeforeTyping.current);
          setFiltering(false);
        }
        break;
      }
    }
  }

  return (
    <FieldShell label={label} hint={hint} error={error} required={required} ids={ids}>
      <div className={styles.wrap}>
        <input
          id={ids.controlId}
          data-name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          className={fieldStyles.control}
          placeholder={empty ? NO_OPTIONS : placeholder}
          disabled={disabled || empty}
          value={shownText}
          onChange={(event) => type(event.target.value)}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        {name && <input type="hidden" name={name} value={value} />}
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!open}
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              className={`${styles.option} ${index === active ? styles.active : ''}`}
              // Keep focus in the input so the choice does not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
              {/* Seen, not said: the option's name stays its label (a screen reader has what was typed). */}
              {option.detail && (
                <span className={styles.detail} aria-hidden="true">
                  {option.detail}
                </span>
              )}
            </li>
          ))}
          {open && matches.length === 0 && (
            <li className={styles.empty} role="presentation">
              {noMatchText}
            </li>
          )}
        </ul>
      </div>
    </FieldShell>
  );
}
