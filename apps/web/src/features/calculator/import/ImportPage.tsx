import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { calculatorPaths } from '../shell/calculator-scope.ts';
import { ImportWorkspace } from './ImportWorkspace.tsx';
import { ImportYearSelect } from './ImportYearSelect.tsx';

/**
 * `/dashboard/calculator/create/upload` (breadcrumb Projects > New > Download/Upload): import a
 * spreadsheet into a year, chosen here or passed as `?instance=` by the Import action of a year.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const instanceId = params.get('instance') ?? undefined;
  return (
    <section aria-labelledby="import-title" className="space-y-6">
      <nav aria-label={t('calculatorImport.breadcrumb')}>
        <ol className="flex items-center gap-2 text-sm text-slate-600">
          <li>
            <Link to={calculatorPaths.instances()} className="font-medium text-brand-800 hover:underline">
              {t('calculatorImport.projects')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to={calculatorPaths.create()} className="font-medium text-brand-800 hover:underline">
              {t('calculatorImport.new')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-slate-800">
            {t('calculatorImport.here')}
          </li>
        </ol>
      </nav>
      <div>
        <h1 id="import-title" className="text-2xl font-semibold">
          {t('calculatorImport.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('calculatorImport.intro')}</p>
      </div>
      <div className="rounded-xl bg-white p-6 shadow-sm">
        <ImportYearSelect
          value={instanceId}
          onChange={(id) => setParams({ instance: id }, { replace: true })}
        />
      </div>
      {instanceId ? <ImportWorkspace key={instanceId} instanceId={instanceId} /> : null}
    </section>
  );
}
