import { formatEmission, type Result, type ServedOption } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorPicker } from '../../factors/FactorPicker.tsx';
import { labelSource } from '../../factors/factor-labels.ts';
import type { FactorFilters } from '../../factors/factors-api.ts';
import { useFactorDetail } from '../../factors/useFactorQueries.ts';
import type { Lang } from '../api/calculator-api.ts';
import type { RowDraft } from './draft-model.ts';
import { NumberInput } from './NumberInput.tsx';
import { toFieldKey } from './pending-numbers.ts';
import { describeFieldError } from './RowFields.tsx';
import {
  describeCalculationIssue,
  describeFactorNotes,
  describeFactorsUsed,
  getRowEmission,
} from './row-display.ts';
import { getBaseUnitLabel } from './unit-options.ts';

type FactorProps = {
  option: ServedOption;
  draft: RowDraft;
  onChange: (update: (draft: RowDraft) => RowDraft) => void;
  lang: Lang;
  isReadOnly: boolean;
  errors: Record<string, string> | undefined;
};

/** The factor a user types (kg CO2e per base unit) and its source, for 'userDefined' options. */
export function UserFactorFields({ option, draft, onChange, lang, errors }: FactorProps) {
  const { t } = useTranslation();
  const sourceId = useId();
  const unit = getBaseUnitLabel(option.factor.unitCategory ?? option.activityInputs[0]?.unitCategory, lang);
  const factor = draft.userFactor?.factor;
  const source = draft.userFactor?.source ?? '';
  // An entered source without a factor is kept as NaN, which the server reports as "not a number".
  const put = (next: { factor: number | null | undefined; source: string }) =>
    onChange((current) => {
      const { userFactor: _old, ...rest } = current;
      const hasFactor = typeof next.factor === 'number' && Number.isFinite(next.factor);
      if (!hasFactor && !next.source.trim()) return rest;
      return {
        ...rest,
        userFactor: { factor: hasFactor ? (next.factor as number) : Number.NaN, source: next.source },
      };
    });
  const sourceError = describeFieldError(errors?.['userFactor.source'], lang);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberInput
        label={t('calculatorInputs.row.userFactor', { unit })}
        value={factor !== undefined && Number.isFinite(factor) ? factor : null}
        fieldKey={toFieldKey(draft.key, 'userFactor.factor')}
        fieldName={`${option.label}: ${t('calculatorInputs.row.userFactor', { unit })}`}
        isNonNegative
        storedUnit={`kg CO2e/${unit}`}
        lang={lang}
        error={describeFieldError(errors?.['userFactor.factor'] ?? errors?.userFactor, lang)}
        onValueChange={(value) => put({ factor: value, source })}
      />
      <div>
        <label htmlFor={sourceId} className="block text-sm font-medium text-slate-800">
          {t('calculatorInputs.row.userFactorSource')}
        </label>
        <input
          id={sourceId}
          type="text"
          value={source}
          onChange={(event) => put({ factor, source: event.target.value })}
          aria-invalid={sourceError ? true : undefined}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 ${
            sourceError ? 'border-red-500' : 'border-slate-300'
          }`}
        />
        {sourceError && <p className="mt-1 text-sm text-red-700">{sourceError}</p>}
      </div>
    </div>
  );
}

/** The library factor picker for 'picker' options, with the option's filter fixed. */
export function PickedFactorField({ option, draft, onChange, isReadOnly, errors, lang }: FactorProps) {
  const { t } = useTranslation();
  const detail = useFactorDetail(draft.pickedFactorId ?? undefined);
  const filter = option.factor.filter ?? {};
  const fixedFilters: FactorFilters = {
    source: filter.source,
    level1: filter.level1,
    excludeLevel1: filter.excludeLevel1?.join('|'),
    unitCategory: filter.unitCategory,
    scope: filter.scope === undefined ? undefined : String(filter.scope),
  };
  const error = describeFieldError(errors?.pickedFactorId, lang);
  return (
    <div>
      <FactorPicker
        label={t('calculatorInputs.row.pickedFactor')}
        value={detail.data ?? null}
        fixedFilters={fixedFilters}
        isDisabled={isReadOnly}
        onChange={(factor) =>
          onChange((current) => {
            const { pickedFactorId: _old, ...rest } = current;
            return factor ? { ...rest, pickedFactorId: factor.id } : rest;
          })
        }
      />
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** The row's saved figure (market-based, plus location-based when it differs), its factors and any issue. */
export function RowEmission({
  saved,
  isChanged,
  lang,
}: {
  saved: Result | undefined;
  isChanged: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation();
  if (!saved) {
    return <p className="text-sm text-slate-500">{t('calculatorInputs.row.notSaved')}</p>;
  }
  const emission = getRowEmission(saved);
  const issue = describeCalculationIssue(t, saved.calculationIssue);
  const notes = describeFactorNotes(saved.factorsUsed, lang);
  return (
    <div className="space-y-1 text-sm" data-testid="row-emission">
      <p>
        <span className="sr-only">{t('calculatorInputs.row.emission')}: </span>
        <span className="text-base font-semibold tabular-nums text-slate-900">
          {formatEmission(emission.total, lang, { unitLabel: 'co2e' })}
        </span>
        {emission.locationBasedTotal !== undefined && (
          <span className="ml-2 text-slate-600">
            {t('calculatorInputs.row.locationBased', {
              total: formatEmission(emission.locationBasedTotal, lang, { unitLabel: 'co2e' }),
            })}
          </span>
        )}
      </p>
      {isChanged && <p className="text-xs text-amber-700">{t('calculatorInputs.row.changedSinceSave')}</p>}
      {issue && (
        <p role="note" className="text-amber-800" data-testid="row-issue">
          {issue}
        </p>
      )}
      <ul className="text-xs text-slate-600" data-testid="row-factors">
        {describeFactorsUsed(saved.factorsUsed, lang).map((factor) => (
          <li key={factor.id}>
            {factor.part === 'direct'
              ? t('calculatorInputs.row.factor', { ...factor, source: labelSource(t, factor.source) })
              : `${t(`calculatorInputs.row.factorPart.${factor.part}`)}: ${labelSource(t, factor.source)} ${factor.edition} · ${factor.value} ${factor.unit}`}
            {factor.proxyFor && ` · ${t('calculatorInputs.row.proxyFor', { key: factor.proxyFor })}`}
            {factor.credit && (
              <span className="block" data-testid="row-factor-credit">
                {factor.credit}
              </span>
            )}
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <ul className="text-xs text-slate-600" data-testid="row-factor-notes">
          {notes.map((note) => (
            <li key={note}>
              <span className="sr-only">{t('calculatorInputs.row.factorNote')}: </span>
              {note}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
