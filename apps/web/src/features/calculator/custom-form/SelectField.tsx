import { type ReactNode, useId } from 'react';

export type SelectOption = { value: string; label: string };

/** A labelled drop-down with its problem below it; `adornment` sits next to it (an icon preview). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  adornment,
  testId,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  adornment?: ReactNode;
  testId?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        {adornment}
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
