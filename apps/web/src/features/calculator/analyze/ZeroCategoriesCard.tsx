import type { Scope3CategoryStatement } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import type { ZeroCategoryRow } from './zero-categories.ts';

/** The Scope 3 categories at zero with the statement of each (ESRS E1-6), as the Word report lists them. */
export function ZeroCategoriesCard({ rows }: { rows: ZeroCategoryRow[] }) {
  const { t } = useTranslation();
  const describe = (statement: Scope3CategoryStatement) => {
    if (statement.kind === 'notChosen') return t('calculatorAnalyze.zeroCategories.notChosen');
    if (statement.kind === 'none') return t('calculatorAnalyze.zeroCategories.none');
    const label = t(`calculatorAnalyze.disclosures.statuses.${statement.status}`);
    return statement.reason ? `${label}: ${statement.reason}` : label;
  };
  if (rows.length === 0) return null;
  return (
    <AnalyzeCard
      id="analyze-zero-categories"
      title={t('calculatorAnalyze.zeroCategories.title')}
      description={t('calculatorAnalyze.zeroCategories.description')}
    >
      <table className="w-full text-sm" data-testid="zero-categories">
        <caption className="sr-only">{t('calculatorAnalyze.zeroCategories.title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('calculatorAnalyze.categories.categoryColumn')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('calculatorAnalyze.zeroCategories.statementColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.category}
              className="border-b border-slate-100 last:border-0"
              data-testid={`zero-category-${row.category}`}
            >
              <th scope="row" className="py-2 pr-4 text-left align-top font-normal text-slate-800">
                {t('calculatorAnalyze.categories.numbered', {
                  number: row.category,
                  name: t(
                    `calculatorAnalyze.categories.names.${row.category}` as 'calculatorAnalyze.categories.names.1',
                  ),
                })}
              </th>
              <td className="py-2 align-top break-words text-slate-600">
                {row.statements.map(describe).join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AnalyzeCard>
  );
}
