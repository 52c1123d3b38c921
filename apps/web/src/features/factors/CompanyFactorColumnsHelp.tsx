import {
  buildCustomFactorCsvTemplate,
  CUSTOM_FACTOR_COLUMNS,
  REQUIRED_CUSTOM_FACTOR_COLUMNS,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';

const TEMPLATE_FILE_NAME = 'company-factors-template.csv';

/** Built in the browser from the core's column list, so the template always matches the import. */
function downloadTemplate(): void {
  const blob = new Blob([buildCustomFactorCsvTemplate()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** What each column of a factor file means, and a template to start from. */
export function CompanyFactorColumnsHelp() {
  const { t } = useTranslation();
  const required = new Set<string>(REQUIRED_CUSTOM_FACTOR_COLUMNS);
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">
        {t('companyFactors.columnsTitle')}
      </summary>
      <p className="mt-2 text-slate-600">{t('companyFactors.columnsIntro')}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]" data-testid="factor-columns">
        {CUSTOM_FACTOR_COLUMNS.map((column) => (
          <div key={column} className="contents">
            <dt className="font-mono text-xs leading-5 text-slate-900">
              {column}
              {required.has(column) && (
                <span className="ml-1.5 font-sans text-xs font-medium text-red-700">
                  {t('companyFactors.required')}
                </span>
              )}
            </dt>
            <dd className="text-slate-600">{t(`companyFactors.columns.${column}`)}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="mt-4" onClick={downloadTemplate}>
        {t('companyFactors.downloadTemplate')}
      </Button>
    </details>
  );
}
