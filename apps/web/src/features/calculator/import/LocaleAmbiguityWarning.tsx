import { type DisplayLocale, formatStoredNumber, type LocaleAmbiguousColumn } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';

/**
 * The columns whose text numbers read as one number in English and another in German, with the value
 * each is read as under the chosen locale: the only misreading no row check can catch.
 */
export function LocaleAmbiguityWarning({
  columns,
  numberLocale,
  lang,
}: {
  columns: readonly LocaleAmbiguousColumn[];
  numberLocale: DisplayLocale;
  lang: DisplayLocale;
}) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  const show = (value: number | undefined) => (value === undefined ? '' : formatStoredNumber(value, lang));
  return (
    <div
      role="note"
      className="rounded-md bg-amber-50 p-4 text-amber-900"
      data-testid="import-locale-warning"
    >
      <h3 className="font-medium">{t('calculatorImport.numberLocale.flaggedTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {columns.map((column) => (
          <li key={column.column} data-testid="import-locale-flag">
            {t('calculatorImport.numberLocale.flagged', {
              column: column.column,
              text: column.text,
              row: column.sheetRow,
              en: show(column.readings.en),
              de: show(column.readings.de),
              chosen: show(column.readings[numberLocale]),
              count: column.numCells,
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{t('calculatorImport.numberLocale.flaggedHint')}</p>
    </div>
  );
}
