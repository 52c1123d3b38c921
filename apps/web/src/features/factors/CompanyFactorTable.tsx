import { type CompanyFactor, describeFactorName } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelRegion, labelScope } from './factor-labels.ts';

export type CompanyFactorTableProps = {
  factors: CompanyFactor[];
  onOpen: (factor: CompanyFactor) => void;
  /** Without it the table is read-only (no delete column). */
  onDelete?: ((factor: CompanyFactor) => void) | undefined;
};

const HEADER_CLASS = 'px-4 py-3';

/** The company's own factors: name, value and unit, region, scope, the file they came from. */
export function CompanyFactorTable({ factors, onOpen, onDelete }: CompanyFactorTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="company-factors">
        <caption className="sr-only">{t('companyFactors.listCaption')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={HEADER_CLASS}>
              {t('companyFactors.columnName')}
            </th>
            <th scope="col" className={`${HEADER_CLASS} text-right`}>
              {t('companyFactors.columnValue')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('companyFactors.columnRegion')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('companyFactors.columnScope')}
            </th>
            <th scope="col" className={HEADER_CLASS}>
              {t('companyFactors.columnFile')}
            </th>
            {onDelete && (
              <th scope="col" className={HEADER_CLASS}>
                <span className="sr-only">{t('companyFactors.columnActions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {factors.map((factor) => {
            const name = describeFactorName(factor);
            return (
              <tr key={factor.id} className="align-top hover:bg-slate-50" data-testid="company-factor-row">
                <th scope="row" className="max-w-md px-4 py-3 text-left font-normal">
                  <button
                    type="button"
                    onClick={() => onOpen(factor)}
                    aria-label={t('factors.showDetails', { name })}
                    className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {name}
                  </button>
                </th>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {formatFactorPerUnit(factor, locale)}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {factor.region ? labelRegion(factor.region, locale) : '–'}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {labelScope(t, factor.scope, factor.scope3Category)}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {/* Imported from a file: the file and row; made otherwise (a supplier's report): its source. */}
                  <span className="block break-all">{factor.fileName ?? factor.sourceName}</span>
                  {factor.fileRow !== null && (
                    <span className="block text-xs text-slate-500">
                      {t('companyFactors.fileRow', { row: factor.fileRow })}
                    </span>
                  )}
                </td>
                {onDelete && (
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      onClick={() => onDelete(factor)}
                      aria-label={t('companyFactors.deleteLabel', { name })}
                      className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:underline"
                    >
                      {t('companyFactors.delete')}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
