import { getInstanceYearLabel } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { useCalculatorSetup } from '../api/calculator-queries.ts';
import { calculatorPaths } from '../shell/calculator-scope.ts';

/** The year an import writes into, from every project of the company (newest years first). */
export function ImportYearSelect(props: {
  value: string | undefined;
  onChange: (instanceId: string) => void;
}) {
  const { t } = useTranslation();
  const setup = useCalculatorSetup();
  if (setup.isPending) return <p className="text-sm text-slate-600">{t('calculatorImport.loading')}</p>;
  if (setup.isError) return <p role="alert">{t('calculatorImport.loadError')}</p>;
  const options = setup.data.containers.flatMap((container) =>
    container.instances.map((instance) => ({
      value: instance._id,
      label: `${container.name} · ${getInstanceYearLabel(instance)}`,
    })),
  );
  if (options.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {t('calculatorImport.noYears')}{' '}
        <Link to={calculatorPaths.create()} className="font-medium text-brand-800 underline">
          {t('calculatorImport.createProject')}
        </Link>
      </p>
    );
  }
  return (
    <div className="max-w-xl">
      <SelectField
        label={t('calculatorImport.year')}
        options={options}
        placeholder={t('calculatorImport.chooseYear')}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby="import-year-hint"
        data-testid="import-year"
      />
      <p id="import-year-hint" className="mt-1 text-xs text-slate-500">
        {t('calculatorImport.yearHint')}
      </p>
    </div>
  );
}
