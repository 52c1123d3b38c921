import { useTranslation } from 'react-i18next';

/**
 * The year's grid T&D loss percentage, typed in the page's locale ("7,5" on a German page). Read and
 * checked by the disclosures dialog with the other numbers; its error is shown here under the field.
 */
export function GridLossField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('calculatorAnalyze.disclosures.gridLoss')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('calculatorAnalyze.disclosures.gridLossHint')}
      </p>
      <input
        id={id}
        inputMode="decimal"
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-40"
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="disclosure-grid-loss"
      />
      {error && (
        <p className="mt-1 text-xs text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
