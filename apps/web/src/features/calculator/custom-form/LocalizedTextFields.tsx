import type { LocalizedText } from '@carbon-ledger/core';
import { useId } from 'react';

const INPUT_CLASS =
  'mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50';

/** One text field with its label and, below it, its problem (announced with the field). */
export function TextField({
  label,
  value,
  error,
  onChange,
  testId,
  lang,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  testId?: string;
  lang?: 'en' | 'de';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        lang={lang}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
        className={`${INPUT_CLASS} ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A name in English and German side by side (both are required: the form is shown in either). */
export function LocalizedTextFields({
  value,
  labels,
  errors,
  onChange,
  testIdPrefix,
}: {
  value: LocalizedText;
  labels: { en: string; de: string };
  errors: { en: string | undefined; de: string | undefined };
  onChange: (value: LocalizedText) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={labels.en}
        lang="en"
        value={value.en}
        error={errors.en}
        onChange={(en) => onChange({ ...value, en })}
        testId={`${testIdPrefix}-en`}
      />
      <TextField
        label={labels.de}
        lang="de"
        value={value.de}
        error={errors.de}
        onChange={(de) => onChange({ ...value, de })}
        testId={`${testIdPrefix}-de`}
      />
    </div>
  );
}
