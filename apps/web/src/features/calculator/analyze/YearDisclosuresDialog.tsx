import {
  describeFactorName,
  describeNumberEntryProblem,
  type Instance,
  SCOPE3_CATEGORY_IDS,
  SCOPE3_CATEGORY_STATUSES,
  type Scope3CategoryStatusId,
  type YearDisclosures,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { toasts } from '../../../components/ui/toast-queue.ts';
import { useCompanyFactors } from '../../factors/company-factors-api.ts';
import { CalculatorApiError, type Lang } from '../api/calculator-api.ts';
import { calculatorKeys } from '../api/calculator-queries.ts';
import { readTypedNumber } from '../inputs/unit-options.ts';
import { ShellDialog } from '../shell/ShellDialog.tsx';
import { updateYearDisclosures } from './esrs-api.ts';
import { GridLossField } from './GridLossField.tsx';

type Draft = {
  netRevenue: string;
  residualFactor: string;
  residualSource: string;
  gridLoss: string;
  statuses: Record<string, { status: Scope3CategoryStatusId | ''; reason: string }>;
};

const toText = (value: number | null | undefined, lang: Lang) =>
  value === null || value === undefined
    ? ''
    : lang === 'de'
      ? String(value).replace('.', ',')
      : String(value);

function toDraft(disclosures: YearDisclosures, lang: Lang): Draft {
  return {
    netRevenue: toText(disclosures.netRevenue, lang),
    residualFactor: toText(disclosures.residualMix?.factor, lang),
    residualSource: disclosures.residualMix?.source ?? '',
    gridLoss: toText(disclosures.gridLossPercent, lang),
    statuses: Object.fromEntries(
      SCOPE3_CATEGORY_IDS.map((id) => {
        const entry = disclosures.scope3CategoryStatuses[id as '1'];
        return [id, { status: entry?.status ?? '', reason: entry?.reason ?? '' }];
      }),
    ),
  };
}

/**
 * A year's ESRS E1 disclosures: net revenue (GHG intensity), the residual-mix factor of market-based
 * Scope 2, the grid's T&D loss percentage, and for each Scope 3 category why it may read zero. Numbers are read by the page's locale;
 * text that is no number blocks the save with a message naming the field, and nothing is sent.
 */
export function YearDisclosuresDialog({
  instance,
  currency,
  lang,
  isOpen,
  onOpenChange,
}: {
  instance: Pick<Instance, '_id' | 'disclosures'>;
  currency: string;
  lang: Lang;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => toDraft(instance.disclosures, lang));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  // A residual mix the company keeps as its own factor (kg CO2e per kWh) can be taken from there.
  const { factors } = useCompanyFactors();
  const perKwhFactors = factors.filter(
    (factor) => factor.activityUnit === 'kWh' && factor.valueUnit === 'kgCO2e' && factor.value !== null,
  );
  const takeCompanyFactor = (id: string) => {
    const factor = perKwhFactors.find((entry) => entry.id === id);
    if (!factor || factor.value === null) return;
    setDraft({
      ...draft,
      residualFactor: toText(factor.value, lang),
      residualSource: describeFactorName(factor).slice(0, 200),
    });
  };

  const readNumber = (text: string, field: string, label: string, found: Record<string, string>) => {
    const reading = readTypedNumber(text, lang, true);
    if ('problem' in reading) {
      found[field] = describeNumberEntryProblem(reading.problem, lang, label);
      return null;
    }
    return reading.value;
  };

  const save = async () => {
    const found: Record<string, string> = {};
    const netRevenue = readNumber(
      draft.netRevenue,
      'netRevenue',
      t('calculatorAnalyze.disclosures.netRevenue'),
      found,
    );
    const factor = readNumber(
      draft.residualFactor,
      'residualFactor',
      t('calculatorAnalyze.disclosures.residualFactor'),
      found,
    );
    const source = draft.residualSource.trim();
    if ((factor === null) !== (source === '') && !found.residualFactor) {
      found[factor === null ? 'residualFactor' : 'residualSource'] = t(
        'calculatorAnalyze.disclosures.residualBoth',
      );
    }
    const gridLossPercent = readNumber(
      draft.gridLoss,
      'gridLoss',
      t('calculatorAnalyze.disclosures.gridLoss'),
      found,
    );
    if (gridLossPercent !== null && gridLossPercent >= 100) {
      found.gridLoss = t('calculatorAnalyze.disclosures.gridLossRange');
    }
    const statuses: YearDisclosures['scope3CategoryStatuses'] = {};
    for (const [id, entry] of Object.entries(draft.statuses)) {
      if (entry.status === '') continue;
      const reason = entry.reason.trim();
      if (entry.status === 'excluded' && reason === '') {
        found[`reason-${id}`] = t('calculatorAnalyze.disclosures.reasonRequired', { category: id });
      }
      statuses[id as '1'] = { status: entry.status, ...(reason ? { reason } : {}) };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    try {
      await updateYearDisclosures(instance._id, {
        netRevenue,
        residualMix: factor === null ? null : { factor, source },
        scope3CategoryStatuses: statuses,
        gridLossPercent,
      });
      await queryClient.invalidateQueries({ queryKey: calculatorKeys.all });
      toasts.show({ message: t('calculatorAnalyze.disclosures.saved') });
      onOpenChange(false);
    } catch (error) {
      const detail = error instanceof CalculatorApiError ? error.details[0]?.path : undefined;
      toasts.show({
        message: t('calculatorAnalyze.disclosures.failed', { field: detail ?? '' }),
        tone: 'error',
      });
    } finally {
      setIsSaving(false);
    }
  };

  const input = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
  const errorText = (field: string) =>
    errors[field] ? (
      <p className="mt-1 text-xs text-red-700" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('calculatorAnalyze.disclosures.title')}
      description={t('calculatorAnalyze.disclosures.description')}
      testId="year-disclosures-dialog"
      isWide
    >
      <div className="space-y-5">
        <div>
          <label htmlFor={`${baseId}-revenue`} className="block text-sm font-medium text-slate-800">
            {t('calculatorAnalyze.disclosures.netRevenue')} ({currency})
          </label>
          <input
            id={`${baseId}-revenue`}
            inputMode="decimal"
            className={input}
            value={draft.netRevenue}
            onChange={(event) => setDraft({ ...draft, netRevenue: event.target.value })}
            data-testid="disclosure-net-revenue"
          />
          {errorText('netRevenue')}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('calculatorAnalyze.disclosures.residualMix')}
          </legend>
          <p className="text-xs text-slate-500">{t('calculatorAnalyze.disclosures.residualHint')}</p>
          {perKwhFactors.length > 0 && (
            <div className="mt-2">
              <label
                htmlFor={`${baseId}-company-factor`}
                className="block text-xs font-medium text-slate-700"
              >
                {t('calculatorAnalyze.disclosures.fromCompanyFactor')}
              </label>
              <select
                id={`${baseId}-company-factor`}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
                value=""
                onChange={(event) => takeCompanyFactor(event.target.value)}
                data-testid="disclosure-company-factor"
              >
                <option value="">{t('calculatorAnalyze.disclosures.chooseCompanyFactor')}</option>
                {perKwhFactors.map((factor) => (
                  <option key={factor.id} value={factor.id}>
                    {describeFactorName(factor)} ({factor.value} kg CO2e/kWh)
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${baseId}-factor`} className="block text-xs font-medium text-slate-700">
                {t('calculatorAnalyze.disclosures.residualFactor')}
              </label>
              <input
                id={`${baseId}-factor`}
                inputMode="decimal"
                className={input}
                value={draft.residualFactor}
                onChange={(event) => setDraft({ ...draft, residualFactor: event.target.value })}
                data-testid="disclosure-residual-factor"
              />
              {errorText('residualFactor')}
            </div>
            <div>
              <label htmlFor={`${baseId}-source`} className="block text-xs font-medium text-slate-700">
                {t('calculatorAnalyze.disclosures.residualSource')}
              </label>
              <input
                id={`${baseId}-source`}
                className={input}
                value={draft.residualSource}
                onChange={(event) => setDraft({ ...draft, residualSource: event.target.value })}
                data-testid="disclosure-residual-source"
              />
              {errorText('residualSource')}
            </div>
          </div>
        </fieldset>
        <GridLossField
          id={`${baseId}-grid-loss`}
          value={draft.gridLoss}
          error={errors.gridLoss}
          onChange={(gridLoss) => setDraft({ ...draft, gridLoss })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('calculatorAnalyze.disclosures.scope3')}
          </legend>
          <p className="text-xs text-slate-500">{t('calculatorAnalyze.disclosures.scope3Hint')}</p>
          <ul className="mt-2 space-y-2">
            {SCOPE3_CATEGORY_IDS.map((id) => {
              const entry = draft.statuses[id] ?? { status: '', reason: '' };
              const put = (next: Partial<typeof entry>) =>
                setDraft({ ...draft, statuses: { ...draft.statuses, [id]: { ...entry, ...next } } });
              return (
                <li key={id} className="grid gap-2 sm:grid-cols-[6rem_12rem_1fr] sm:items-start">
                  <label htmlFor={`${baseId}-status-${id}`} className="pt-2 text-sm text-slate-700">
                    {t('calculatorAnalyze.disclosures.category', { category: id })}
                  </label>
                  <select
                    id={`${baseId}-status-${id}`}
                    className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
                    value={entry.status}
                    onChange={(event) => put({ status: event.target.value as Scope3CategoryStatusId | '' })}
                  >
                    <option value="">{t('calculatorAnalyze.disclosures.statuses.none')}</option>
                    {SCOPE3_CATEGORY_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`calculatorAnalyze.disclosures.statuses.${status}`)}
                      </option>
                    ))}
                  </select>
                  <div>
                    <input
                      aria-label={t('calculatorAnalyze.disclosures.reason', { category: id })}
                      className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                      value={entry.reason}
                      disabled={entry.status === ''}
                      onChange={(event) => put({ reason: event.target.value })}
                    />
                    {errorText(`reason-${id}`)}
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} disabled={isSaving} data-testid="disclosures-save">
            {t('calculatorAnalyze.disclosures.save')}
          </Button>
        </div>
      </div>
    </ShellDialog>
  );
}
