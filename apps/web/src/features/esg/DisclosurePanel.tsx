import {
  type DatapointValue,
  ESRS_ENERGY_TOTAL_CODE,
  ESRS_TARGET_CODES,
  type EsgDisclosureState,
  formatAmount,
  VSME_TARGET_CONCEPTS,
  type VsmeFormDatapoint,
  type VsmeFormDisclosure,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalculatorSources, CalculatorTargets, VsmeSource } from './CalculatorFacts.tsx';
import { DatapointField } from './DatapointField.tsx';
import { EnergyMixWarnings } from './EnergyMixWarnings.tsx';
import { type EsgDraft, formatFact, getShownAnswer, getShownState } from './esg-draft.ts';
import { useEsgNames } from './esg-names.ts';

type Lang = 'en' | 'de';
type State = Omit<EsgDisclosureState, 'code'>;

export type DisclosurePanelProps = {
  disclosure: VsmeFormDisclosure;
  draft: EsgDraft;
  errors: Readonly<Record<string, string>>;
  calculatorYears: VsmeFormResponse['calculatorYears'];
  calculatorTargets: VsmeFormResponse['calculatorTargets'];
  /** ESRS: the VSME year whose B8 answers S1-6 shows. */
  vsmeYear?: VsmeFormResponse['vsmeYear'];
  lang: Lang;
  isDisabled: boolean;
  onAnswer: (code: string, value: DatapointValue | null) => void;
  onState: (code: string, state: State) => void;
};

const VSME_ELECTRICITY_CODE = 'vsme:EnergyConsumptionFromElectricity';
const VSME_SELF_GENERATED_CODE = 'vsme:EnergyConsumptionFromSelfGeneratedElectricity';

const isTargetFact = (code: string) => VSME_TARGET_CONCEPTS.has(code) || ESRS_TARGET_CODES.has(code);

/** A target figure as read: a year as written, a percentage with its sign, scopes by their names. */
function formatTargetFact(datapoint: VsmeFormDatapoint, lang: Lang): string | null {
  const answer = datapoint.answer;
  if (!answer) return null;
  if (answer.kind === 'date') return answer.value;
  if (answer.kind === 'number' && answer.unit === 'xbrli:pure') return String(answer.value);
  if (answer.kind === 'percentage') return `${formatAmount(answer.value, lang)} %`;
  if (answer.kind === 'choice') {
    const options = datapoint.choices?.kind === 'options' ? datapoint.choices.options : [];
    return answer.value.map((id) => options.find((option) => option.id === id)?.label[lang] ?? id).join(', ');
  }
  return formatFact(answer, lang);
}

const TEXT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50';

/** One disclosure: its datapoints as controls (calculator figures read-only), not material and evidence. */
export function DisclosurePanel({
  disclosure,
  draft,
  errors,
  calculatorYears,
  calculatorTargets,
  vsmeYear,
  lang,
  isDisabled,
  onAnswer,
  onState,
}: DisclosurePanelProps) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const id = useId();
  const state = getShownState(draft, disclosure);
  const name = names.disclosure(disclosure.code);
  const reasonError = errors[`${disclosure.code}.notMaterialReason`];
  const facts = disclosure.datapoints.filter((datapoint) => datapoint.isFromCalculator);
  const fields = disclosure.datapoints.filter((datapoint) => !datapoint.isFromCalculator);
  const hasTargets = facts.some((fact) => isTargetFact(fact.code));
  const hasEnergyMix = facts.some((fact) => fact.code === ESRS_ENERGY_TOTAL_CODE);
  const hasEnergySplit = facts.some((fact) => fact.code === 'vsme:TotalEnergyConsumption');
  const isSplitFromCalculator = facts.some((fact) => fact.code === VSME_ELECTRICITY_CODE);
  const answerOf = (code: string) => {
    const datapoint = disclosure.datapoints.find((candidate) => candidate.code === code);
    if (!datapoint) return null;
    return datapoint.isFromCalculator ? datapoint.answer : getShownAnswer(draft, datapoint);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 flex-1 space-y-5"
      data-testid="disclosure-panel"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {disclosure.code === 'other' ? name : `${disclosure.code} · ${name}`}
      </h2>

      {facts.length > 0 && (
        <div className="space-y-3">
          {hasTargets ? (
            <CalculatorTargets targets={calculatorTargets} />
          ) : vsmeYear && facts.every((fact) => fact.source === 'vsme') ? (
            <VsmeSource year={vsmeYear} />
          ) : (
            <CalculatorSources years={calculatorYears} />
          )}
          <dl
            className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
            data-testid="calculator-facts"
          >
            {facts.map((fact) => {
              const shown = isTargetFact(fact.code)
                ? formatTargetFact(fact, lang)
                : formatFact(fact.answer, lang);
              return (
                <div
                  key={fact.code}
                  className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm"
                  data-fact={fact.code}
                >
                  <dt className="text-slate-700">
                    {fact.label[lang]}
                    <span className="sr-only">
                      {' '}
                      ({fact.source === 'vsme' ? t('esg.vsmeSource.readOnly') : t('esg.calculator.readOnly')})
                    </span>
                  </dt>
                  <dd className="font-medium tabular-nums text-slate-900">
                    {shown ??
                      (isTargetFact(fact.code) && calculatorTargets.length > 1
                        ? t('esg.targets.differs')
                        : /intensity/i.test(fact.code) && calculatorYears.length > 0
                          ? fact.code.startsWith('esrs:')
                            ? t('esg.calculator.needsRevenue')
                            : t('esg.calculator.needsTurnover')
                          : '—')}
                  </dd>
                </div>
              );
            })}
          </dl>
          {isSplitFromCalculator && (
            <p className="text-sm text-slate-600" data-testid="energy-split-source">
              {t('esg.energyMix.splitFromCalculator')}
            </p>
          )}
        </div>
      )}

      {fields.length === 0 && facts.length === 0 && (
        <p className="text-sm text-slate-600">{t('esg.disclosure.empty')}</p>
      )}
      {hasEnergyMix && <EnergyMixWarnings answerOf={answerOf} lang={lang} family="esrs" />}
      {hasEnergySplit && <EnergyMixWarnings answerOf={answerOf} lang={lang} family="vsme" />}
      <div className={`space-y-4 ${state.isNotMaterial ? 'opacity-60' : ''}`}>
        {fields.map((datapoint) => (
          <div key={datapoint.code}>
            <DatapointField
              datapoint={datapoint}
              answer={getShownAnswer(draft, datapoint)}
              onChange={(value) => onAnswer(datapoint.code, value)}
              lang={lang}
              error={errors[datapoint.code]}
              isDisabled={isDisabled}
            />
            {isSplitFromCalculator && datapoint.code === VSME_SELF_GENERATED_CODE && (
              <p className="mt-0.5 text-sm text-slate-600" data-testid="self-generated-note">
                {t('esg.energyMix.selfGeneratedNotInCalculator')}
              </p>
            )}
            {datapoint.paragraph !== '' && (
              <p className="mt-0.5 text-xs text-slate-500">
                {t('esg.disclosure.paragraph', { paragraph: datapoint.paragraph })}
                {datapoint.isRequired && <> · {t('esg.disclosure.required')}</>}
              </p>
            )}
          </div>
        ))}
      </div>

      <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
        {disclosure.materiality && (
          <p className="text-sm text-slate-800" data-testid="disclosure-materiality">
            {t('esg.disclosure.fromAssessment', { reason: disclosure.materiality.reason })}{' '}
            <Link
              to={`/dashboard/assessments/${disclosure.materiality.assessmentId}`}
              className="font-medium text-brand-700 underline"
            >
              {t('esg.disclosure.openAssessment')}
            </Link>
          </p>
        )}
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={state.isNotMaterial}
            disabled={isDisabled}
            className="size-4 accent-brand-700"
            onChange={(event) => onState(disclosure.code, { ...state, isNotMaterial: event.target.checked })}
          />
          {t('esg.disclosure.notMaterial')}
        </label>
        {state.isNotMaterial && (
          <div>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
              {t('esg.disclosure.notMaterialReason')}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              required
              value={state.notMaterialReason}
              disabled={isDisabled}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              className={TEXT_CLASS}
              onChange={(event) =>
                onState(disclosure.code, { ...state, notMaterialReason: event.target.value })
              }
            />
            {reasonError && (
              <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            )}
          </div>
        )}
        <div>
          <label htmlFor={`${id}-evidence`} className="block text-sm font-medium text-slate-800">
            {t('esg.disclosure.evidenceNote')}
          </label>
          <textarea
            id={`${id}-evidence`}
            rows={2}
            value={state.evidenceNote}
            disabled={isDisabled}
            aria-describedby={`${id}-evidence-hint`}
            className={TEXT_CLASS}
            onChange={(event) => onState(disclosure.code, { ...state, evidenceNote: event.target.value })}
          />
          <p id={`${id}-evidence-hint`} className="mt-1 text-xs text-slate-500">
            {t('esg.disclosure.evidenceHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
