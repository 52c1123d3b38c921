import { buildImportTemplate, type ImportProblem } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../api/status.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { useCalculatorLang, useInstancesSetup } from '../api/calculator-queries.ts';
import { downloadFile, XLSX_TYPE } from './download-file.ts';
import { FilePicker } from './FilePicker.tsx';
import { ImportReview } from './ImportReview.tsx';
import { NumberLocaleChoice } from './NumberLocaleChoice.tsx';
import { TonMeaningChoice } from './TonMeaningChoice.tsx';
import { useImportFlow } from './useImportFlow.ts';

function isAmbiguousTonProblem(problem: ImportProblem): boolean {
  return problem.code === 'ambiguousTon';
}

/** The import steps for one year: the template, the file, the check of its rows, the upload. */
export function ImportWorkspace({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const setup = useInstancesSetup([instanceId]);
  const { importLimits } = useAppConfig();
  const instance = setup.data?.instances[0];
  const target = useMemo(
    () =>
      setup.data && instance
        ? {
            instanceId,
            entityName: instance.container.name,
            period: { startDate: instance.general.startDate, endDate: instance.general.endDate },
            form: setup.data.form,
            limits: importLimits,
          }
        : undefined,
    [setup.data, instance, instanceId, importLimits],
  );
  const flow = useImportFlow(target);

  if (setup.isPending) return <p className="text-sm text-slate-600">{t('calculatorImport.loading')}</p>;
  if (setup.isError || !target || !instance) return <p role="alert">{t('calculatorImport.loadError')}</p>;

  const downloadTemplate = () => {
    const entities = [{ id: instanceId, name: instance.container.name }];
    const bytes = buildImportTemplate(target.form, entities, lang);
    downloadFile(bytes, `import-template-${instance.container.type}.xlsx`, XLSX_TYPE);
  };

  // A year frozen while a file is being imported keeps the file's outcome in view (with its resume).
  if (instance.general.isFrozen) {
    return (
      <div className="space-y-6">
        <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="import-frozen">
          {t('calculatorImport.frozen')}
        </p>
        <ImportReview flow={flow} instanceId={instanceId} form={target.form} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="import-step-1" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="import-step-1" className="text-lg font-semibold">
          {t('calculatorImport.step1')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('calculatorImport.step1Hint')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={downloadTemplate}
          data-testid="download-template"
        >
          {t('calculatorImport.downloadTemplate')}
        </Button>
      </section>
      <section aria-labelledby="import-step-2" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="import-step-2" className="text-lg font-semibold">
          {t('calculatorImport.step2')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('calculatorImport.step2Hint', {
            maxMb: Math.round((importLimits.maxBytes / (1024 * 1024)) * 10) / 10,
            maxRows: importLimits.maxRows,
          })}
        </p>
        <NumberLocaleChoice
          value={flow.numberLocale}
          isFromFile={'isNumberLocaleFromFile' in flow.state && flow.state.isNumberLocaleFromFile}
          onChange={flow.setNumberLocale}
          isDisabled={flow.state.step === 'uploading' || flow.state.step === 'finished'}
        />
        {(flow.tonMeaning ||
          ('problems' in flow.state && flow.state.problems.some(isAmbiguousTonProblem))) && (
          <TonMeaningChoice
            value={flow.tonMeaning}
            onChange={flow.setTonMeaning}
            isDisabled={flow.state.step === 'uploading' || flow.state.step === 'finished'}
          />
        )}
        <FilePicker
          isBusy={
            flow.state.step === 'reading' || flow.state.step === 'checking' || flow.state.step === 'uploading'
          }
          onFile={(file) => void flow.chooseFile(file)}
        />
      </section>
      <ImportReview flow={flow} instanceId={instanceId} form={target.form} />
    </div>
  );
}
