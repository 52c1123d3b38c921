import {
  type Assessment,
  buildMaterialityMatrix,
  ESRS_DISCLOSURES,
  ESRS_STANDARD_NAMES,
  type EsrsStandard,
  formatNumber,
} from '@carbon-ledger/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { useUpdateAssessment } from './materiality-api.ts';
import { nameMatterOf } from './matter-names.ts';

type Props = { assessment: Assessment; canEdit: boolean };

/** Step 4: the matrix with the thresholds, the decisions with their reasons, and the ESRS topics that apply. */
export function OutcomeStep({ assessment, canEdit }: Props) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const name = nameMatterOf(assessment, lang);
  const [explanations, setExplanations] = useState(assessment.explanations);
  const update = useUpdateAssessment(assessment._id);
  const spec = useMemo(
    () =>
      buildMaterialityMatrix(assessment.decisions, assessment.thresholds, {
        name,
        impactAxis: t('materiality.outcome.impactAxis'),
        financialAxis: t('materiality.outcome.financialAxis'),
      }),
    [assessment, name, t],
  );
  const score = (value: number | null) => (value === null ? '–' : formatNumber(value, lang));
  const saveExplanations = () =>
    update.mutate(
      { explanations },
      { onSuccess: () => toasts.show({ message: t('materiality.context.saved'), tone: 'success' }) },
    );

  return (
    <section aria-labelledby="outcome-title" className="space-y-6">
      <h2 id="outcome-title" className="text-lg font-semibold">
        {t('materiality.outcome.heading')}
      </h2>
      <section
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-labelledby="matrix-title"
      >
        <h3 id="matrix-title" className="font-semibold">
          {t('materiality.outcome.matrix')}
        </h3>
        {assessment.decisions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('materiality.outcome.noDecisions')}</p>
        ) : (
          <Chart
            spec={spec}
            locale={lang}
            height={360}
            label={t('materiality.outcome.matrixLabel')}
            tableHeaders={{
              label: t('materiality.outcome.columns.matter'),
              value: t('materiality.outcome.columns.impact'),
            }}
            testId="materiality-matrix"
          />
        )}
      </section>
      {assessment.decisions.length > 0 && (
        <section
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="decisions-title"
        >
          <h3 id="decisions-title" className="font-semibold">
            {t('materiality.outcome.matters')}
          </h3>
          <ul className="mt-3 divide-y divide-slate-200" data-testid="matter-decisions">
            {assessment.decisions.map((decision) => (
              <li key={decision.matterId} className="py-3 text-sm" data-material={decision.isMaterial}>
                <p className="font-medium">
                  {name(decision.matterId)}:{' '}
                  <span className={decision.isMaterial ? 'text-amber-800' : 'text-slate-600'}>
                    {decision.isMaterial
                      ? t('materiality.outcome.material')
                      : t('materiality.outcome.notMaterial')}
                  </span>
                </p>
                <p className="text-slate-700">
                  {t('materiality.outcome.columns.impact')} {score(decision.impact)} ·{' '}
                  {t('materiality.outcome.columns.financial')} {score(decision.financial)}
                </p>
                <p className="text-slate-600">{decision.reason[lang]}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-labelledby="standards-title"
      >
        <h3 id="standards-title" className="font-semibold">
          {t('materiality.outcome.standards')}
        </h3>
        <ul className="mt-3 space-y-4" data-testid="standard-decisions">
          {assessment.standards.map((decision) => (
            <li
              key={decision.standard}
              className="text-sm"
              data-standard={decision.standard}
              data-material={decision.isMaterial}
            >
              <p className="font-medium">
                {decision.standard} {ESRS_STANDARD_NAMES[decision.standard][lang]}:{' '}
                {decision.isMaterial
                  ? t('materiality.outcome.applies')
                  : t('materiality.outcome.doesNotApply')}
              </p>
              <p className="text-slate-600">
                {ESRS_DISCLOSURES.filter((disclosure) => disclosure.standard === decision.standard)
                  .map((disclosure) => disclosure.code)
                  .join(', ')}
              </p>
              {decision.isMaterial || !canEdit ? (
                <p className="text-slate-700">{decision.reason[lang]}</p>
              ) : (
                <TextAreaField
                  label={t('materiality.outcome.explanation', { standard: decision.standard })}
                  hint={t('materiality.outcome.explanationHint')}
                  value={explanations[decision.standard as EsrsStandard] ?? ''}
                  onChange={(event) =>
                    setExplanations({ ...explanations, [decision.standard]: event.target.value })
                  }
                  rows={2}
                  data-testid={`explanation-${decision.standard}`}
                />
              )}
            </li>
          ))}
        </ul>
        {canEdit && (
          <Button
            className="mt-4"
            variant="secondary"
            onClick={saveExplanations}
            disabled={update.isPending}
            data-testid="explanations-save"
          >
            {t('materiality.outcome.saveExplanations')}
          </Button>
        )}
        {assessment.state === 'approved' && (
          <p className="mt-4 text-sm text-slate-700" data-testid="esg-marked">
            {assessment.esgYearsMarked.length === 0
              ? t('materiality.outcome.esgNone')
              : t('materiality.outcome.esgMarked', {
                  years: assessment.esgYearsMarked
                    .map((year) => `${year.projectName} ${year.year}`)
                    .join(', '),
                })}
          </p>
        )}
      </section>
    </section>
  );
}
