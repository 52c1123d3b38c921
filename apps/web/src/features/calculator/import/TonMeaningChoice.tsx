import type { TonMeaning } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const NOT_CHOSEN = '';

/**
 * What "ton" and "tons" in the file mean. Shown once the file uses them (or a choice was made); until the
 * user chooses, those rows are refused rather than read as metric tonnes.
 */
export function TonMeaningChoice({
  value,
  onChange,
  isDisabled,
}: {
  value: TonMeaning | undefined;
  onChange: (ton: TonMeaning | undefined) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('calculatorImport.tonMeaning.label')}
      </label>
      <select
        id={id}
        value={value ?? NOT_CHOSEN}
        disabled={isDisabled}
        onChange={(event) => onChange((event.target.value || undefined) as TonMeaning | undefined)}
        aria-describedby={`${id}-hint`}
        data-testid="import-ton-meaning"
        className="mt-1 block w-full max-w-sm rounded-md border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50"
      >
        <option value={NOT_CHOSEN}>{t('calculatorImport.tonMeaning.notChosen')}</option>
        <option value="t">{t('calculatorImport.tonMeaning.metric')}</option>
        <option value="shortTon">{t('calculatorImport.tonMeaning.short')}</option>
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('calculatorImport.tonMeaning.hint')}
      </p>
    </div>
  );
}
