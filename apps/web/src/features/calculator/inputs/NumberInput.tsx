import { describeNumberEntryProblem, formatStoredNumber, type NumberEntryProblem } from '@carbon-ledger/core';
import { type InputHTMLAttributes, useContext, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../api/calculator-api.ts';
import { PendingNumbersContext } from './pending-numbers-context.ts';
import { formatDecimalInput, readTypedNumber } from './unit-options.ts';

export type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  lang: Lang;
  hint?: string | undefined;
  error?: string | undefined;
  isLabelHidden?: boolean;
  /** Refuse negative values ("must be zero or more") instead of reporting them. */
  isNonNegative?: boolean;
  /**
   * The field's key in the page's pending numbers (`PendingNumbersContext`; on the Inputs page
   * `<row key>:<path>`): text that cannot be taken is kept there, so it blocks the save and is still
   * in the field when the section is opened again.
   */
  fieldKey?: string | undefined;
  /** How messages name the field ("Electricity: Consumption"); the label when absent. */
  fieldName?: string | undefined;
  /** Shown after the value as it will be stored ("= 120 000 kWh"); no echo when undefined. */
  storedUnit?: string | undefined;
};

/**
 * A labelled decimal field that keeps what the user types and reads it by the page's locale only. A
 * text that is no number (or a negative one where none is taken) shows why, naming the field, and is
 * never reported as a value: the page keeps it as pending and refuses to save until it is fixed. Once
 * the text reads as a number, the value as it will be stored is shown under the field, so a misreading
 * ("120,000" as 120) is visible before saving.
 */
export function NumberInput({
  label,
  value,
  onValueChange,
  lang,
  hint,
  error,
  isLabelHidden = false,
  isNonNegative = false,
  fieldKey,
  fieldName,
  storedUnit,
  className = '',
  ...input
}: NumberInputProps) {
  const store = useContext(PendingNumbersContext);
  const id = useId();
  const pending = fieldKey ? store?.pendingNumbers[fieldKey] : undefined;
  const [text, setText] = useState(() => pending?.text ?? formatDecimalInput(value, lang));
  const [problem, setProblem] = useState<NumberEntryProblem | undefined>(pending?.problem);
  const name = fieldName ?? label;
  const report = (entry: { text: string; problem: NumberEntryProblem } | undefined) => {
    if (fieldKey && store) store.setPendingNumber(fieldKey, entry && { ...entry, fieldName: name });
  };

  // Follow changes from outside (a reset, a reload, another language) without fighting the text
  // being typed: only a value or language that really changed replaces the text.
  const textRef = useRef(text);
  textRef.current = text;
  const reportRef = useRef(report);
  reportRef.current = report;
  const previous = useRef({ value, lang });
  useEffect(() => {
    if (previous.current.value === value && previous.current.lang === lang) return;
    previous.current = { value, lang };
    const reading = readTypedNumber(textRef.current, lang, isNonNegative);
    if ('value' in reading && reading.value === (value ?? null)) return;
    setText(formatDecimalInput(value, lang));
    setProblem(undefined);
    reportRef.current(undefined);
  }, [value, lang, isNonNegative]);

  const shownError = problem ? describeNumberEntryProblem(problem, lang, name) : error;
  const echo =
    !shownError && storedUnit !== undefined && typeof value === 'number' && Number.isFinite(value)
      ? `= ${formatStoredNumber(value, lang)}${storedUnit ? ` ${storedUnit}` : ''}`
      : undefined;
  const describedBy = shownError ? `${id}-error` : echo || hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        data-field-key={fieldKey}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const reading = readTypedNumber(next, lang, isNonNegative);
          if ('problem' in reading) {
            setProblem(reading.problem);
            report({ text: next, problem: reading.problem });
            return;
          }
          setProblem(undefined);
          report(undefined);
          onValueChange(reading.value);
        }}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-right text-sm tabular-nums shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 ${
          shownError ? 'border-red-500' : 'border-slate-300'
        }`}
        {...input}
      />
      {shownError ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid="number-error">
          {shownError}
        </p>
      ) : echo || hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {echo && (
            <span className="block text-right tabular-nums text-slate-700" data-testid="stored-value">
              {echo}
            </span>
          )}
          {hint}
        </p>
      ) : null}
    </div>
  );
}
