import { type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/calculator-api.ts';
import { formatDecimalInput, parseDecimalInput } from './unit-options.ts';

export type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: string;
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  lang: Lang;
  hint?: string | undefined;
  error?: string | undefined;
  isLabelHidden?: boolean;
};

/**
 * A labelled decimal field that keeps what the user types ("12," while typing "12,5") and reports a
 * number, or null when emptied; text that is no number shows an error and is not reported.
 */
export function NumberInput({
  label,
  value,
  onValueChange,
  lang,
  hint,
  error,
  isLabelHidden = false,
  className = '',
  ...input
}: NumberInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => formatDecimalInput(value, lang));
  const [isInvalid, setIsInvalid] = useState(false);

  // Follow changes from outside (a reset, a reload) without fighting the text being typed.
  useEffect(() => {
    setText((current) => {
      const parsed = parseDecimalInput(current);
      const isSame = parsed === (value ?? null) || (parsed === undefined && value === undefined);
      return isSame ? current : formatDecimalInput(value, lang);
    });
  }, [value, lang]);

  const shownError = isInvalid ? t('calculatorInputs.row.notANumber') : error;
  const describedBy = shownError ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = parseDecimalInput(next);
          setIsInvalid(parsed === undefined);
          if (parsed !== undefined) onValueChange(parsed);
        }}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-right text-sm tabular-nums shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 ${
          shownError ? 'border-red-500' : 'border-slate-300'
        }`}
        {...input}
      />
      {shownError ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {shownError}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
