import { useId } from 'react';

export type ReportTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the field (already translated). */
  error?: string | undefined;
  hint?: string | undefined;
  isMultiline?: boolean;
  isRequired?: boolean;
  type?: 'text' | 'url';
  testId?: string;
};

/** A labelled text input or text area with its hint and error tied to it for screen readers. */
export function ReportTextField({
  label,
  value,
  onChange,
  error,
  hint,
  isMultiline = false,
  isRequired = false,
  type = 'text',
  testId,
}: ReportTextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    required: isRequired,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'data-testid': testId,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-sm text-slate-900 ${
      error ? 'border-red-500' : 'border-slate-300'
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {isMultiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
