import { DISPLAY_LOCALES, type DisplayLocale } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How the file writes numbers as text; the page's language is the default, unless the file read shows
 * another way (`isFromFile`), which is then said under the choice.
 */
export function NumberLocaleChoice({
  value,
  onChange,
  isDisabled,
  isFromFile = false,
}: {
  value: DisplayLocale;
  onChange: (locale: DisplayLocale) => void;
  isDisabled: boolean;
  isFromFile?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('calculatorImport.numberLocale.label')}
      </label>
      <select
        id={id}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value as DisplayLocale)}
        aria-describedby={isFromFile ? `${id}-hint ${id}-file` : `${id}-hint`}
        data-testid="import-number-locale"
        className="mt-1 block w-64 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50"
      >
        {DISPLAY_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`calculatorImport.numberLocale.${locale}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('calculatorImport.numberLocale.hint')}
      </p>
      {isFromFile && (
        <p
          id={`${id}-file`}
          role="status"
          data-testid="import-number-locale-from-file"
          className="mt-2 max-w-prose rounded-md bg-sky-50 p-2 text-sm text-sky-900"
        >
          {t(`calculatorImport.numberLocale.fromFile_${value}`)}
        </p>
      )}
    </div>
  );
}
