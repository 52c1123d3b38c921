import { formatNumber, toDisplayLocale } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type FilterOption = { value: string; label: string; count?: number };

export type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
  isDisabled?: boolean;
  testId?: string;
};

/** A labelled native select with an "Any" choice: keyboard and screen-reader friendly by nature. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  isDisabled = false,
  testId,
}: FilterSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const displayLocale = toDisplayLocale(i18n.resolvedLanguage);
  // A chosen value stays listed even when the other filters leave it no matches, so it never vanishes.
  const isChosenListed = !value || options.some((option) => option.value === value);
  const shown = isChosenListed ? options : [{ value: value ?? '', label: value ?? '' }, ...options];
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value ?? ''}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="mt-1 block w-full truncate rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-100 disabled:text-slate-400"
      >
        <option value="">{t('factors.any')}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === undefined
              ? option.label
              : t('factors.optionWithCount', {
                  label: option.label,
                  total: formatNumber(option.count, displayLocale, 0),
                })}
          </option>
        ))}
      </select>
    </div>
  );
}
