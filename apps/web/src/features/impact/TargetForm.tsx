import {
  describeNumberEntryProblem,
  parseLocalizedNumber,
  type ReductionPlanRef,
  TARGET_SCOPES,
  type TargetScope,
} from '@carbon-ledger/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { useCreateTarget } from './impact-api.ts';

const inputClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

/** A year a target can start from: its first instance stands for the year. */
export type BaseYearOption = { year: number; instanceId: string };

/** Creates a target: base year of the plan's years, target year, scope and percentage. */
export function TargetForm({ plan, baseYears }: { plan: ReductionPlanRef; baseYears: BaseYearOption[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [baseInstance, setBaseInstance] = useState(baseYears[0]?.instanceId ?? '');
  const baseYear =
    baseYears.find((option) => option.instanceId === baseInstance)?.year ?? baseYears[0]?.year ?? 2025;
  const [targetYear, setTargetYear] = useState(String(baseYear + 5));
  const [scope, setScope] = useState<TargetScope>('total');
  const [percent, setPercent] = useState('42');
  const [error, setError] = useState('');
  const create = useCreateTarget();
  const lang = useCalculatorLang();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const year = parseLocalizedNumber(targetYear, lang);
    if (!year.isOk || !Number.isInteger(year.value) || year.value <= baseYear)
      return setError(t('impact.targets.invalidYear'));
    const percentReading = parseLocalizedNumber(percent, lang);
    if (!percentReading.isOk)
      return setError(describeNumberEntryProblem(percentReading.problem, lang, t('impact.targets.percent')));
    const reductionPercent = percentReading.value;
    if (!(reductionPercent > 0 && reductionPercent <= 100))
      return setError(t('impact.targets.invalidPercent'));
    setError('');
    create.mutate(
      {
        plan,
        baseInstance: baseInstance || (baseYears[0]?.instanceId ?? ''),
        targetYear: year.value,
        scope,
        reductionPercent,
      },
      {
        onSuccess: () => toasts.show({ message: t('impact.targets.created'), tone: 'success' }),
        onError: () => toasts.show({ message: t('impact.saveError'), tone: 'error' }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      data-testid="target-form"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <label className="block text-sm font-medium text-slate-800">
        {t('impact.targets.baseYear')}
        <select
          value={baseInstance}
          onChange={(event) => setBaseInstance(event.target.value)}
          className={inputClass}
        >
          {baseYears.map((option) => (
            <option key={option.instanceId} value={option.instanceId}>
              {option.year}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t('impact.targets.targetYear')}
        <input
          inputMode="numeric"
          value={targetYear}
          onChange={(event) => setTargetYear(event.target.value)}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t('impact.targets.scope')}
        <select
          value={scope}
          onChange={(event) => setScope(event.target.value as TargetScope)}
          className={inputClass}
        >
          {TARGET_SCOPES.map((entry) => (
            <option key={entry} value={entry}>
              {t(`impact.targets.scopeName.${entry}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t('impact.targets.percent')}
        <input
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          className={inputClass}
        />
      </label>
      <Button type="submit" disabled={create.isPending || baseYears.length === 0}>
        {t('impact.targets.create')}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {error}
        </p>
      )}
    </form>
  );
}
