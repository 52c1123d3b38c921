import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleVoluntarySection, type VoluntarySectionChoice } from './voluntary-sections.ts';

export type VoluntarySectionsFieldProps = {
  choices: readonly VoluntarySectionChoice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  isDisabled?: boolean;
};

/**
 * The voluntary sections a year covers (process emissions, Scope 3 categories 8, 10, 13, 14, 15 in the
 * Corporate form): a checkbox each. Nothing is shown for a form without voluntary sections.
 */
export function VoluntarySectionsField({
  choices,
  value,
  onChange,
  error,
  isDisabled,
}: VoluntarySectionsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset
      data-field="selectedVoluntarySectionIds"
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      data-testid="voluntary-sections"
    >
      <legend className="text-sm font-medium text-slate-800">{t('calculatorShell.voluntary.legend')}</legend>
      <p id={`${id}-hint`} className="mt-1 max-w-2xl text-xs text-slate-500">
        {t('calculatorShell.voluntary.hint')}
      </p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label className="flex min-h-9 items-start gap-2 py-1 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
                checked={value.includes(choice.id)}
                disabled={isDisabled}
                onChange={(event) =>
                  onChange(toggleVoluntarySection(choices, value, choice.id, event.target.checked))
                }
                data-section-id={choice.id}
              />
              <span className="min-w-0 break-words">{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
