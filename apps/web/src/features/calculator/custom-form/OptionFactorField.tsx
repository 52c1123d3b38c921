import {
  type CustomFormFactor,
  type FactorSummary,
  FORM_UNIT_CATEGORIES,
  type FormUnitCategory,
  getUnitCategory,
} from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorPicker } from '../../factors/FactorPicker.tsx';
import { fetchFactor } from '../../factors/factors-api.ts';
import { listUnitOptions } from '../inputs/unit-options.ts';
import type { FieldErrors, OptionDraft } from './composition-draft.ts';
import {
  applyFactorMode,
  applyPickedFactor,
  applyUnitCategory,
  FACTOR_MODES,
  type FactorMode,
  getFactorMode,
  SPEND_SOURCE,
} from './factor-choice.ts';
import { describeIssue } from './form-errors.ts';
import { SelectField } from './SelectField.tsx';

type Lang = 'en' | 'de';

export type OptionFactorFieldProps = {
  option: OptionDraft;
  factorInfo: CustomFormFactor | undefined;
  /** Problems of this row type, by path below it ('factor', 'quantity.defaultUnit'). */
  errors: FieldErrors;
  currency: string;
  lang: Lang;
  onChange: (next: OptionDraft) => void;
  onFactorLoaded: (factor: CustomFormFactor) => void;
};

/** A unit category in words; money spent for spend amounts. */
export function labelFormUnitCategory(t: TFunction, lang: Lang, category: string): string {
  if (category === 'currency') return t('calculatorCustomForm.currencyCategory');
  return getUnitCategory(category)?.labels[lang] ?? category;
}

function findQuantityError(errors: FieldErrors): string | undefined {
  return Object.entries(errors).find(([path]) => path.startsWith('quantity'))?.[1];
}

/** Where a row type's factor comes from (library, USEEIO sector, typed per row) and its amounts' unit. */
export function OptionFactorField({
  option,
  factorInfo,
  errors,
  currency,
  lang,
  onChange,
  onFactorLoaded,
}: OptionFactorFieldProps) {
  const { t } = useTranslation();
  const modeName = useId();
  const [pendingMode, setPendingMode] = useState<FactorMode>('library');
  const [isLoading, setIsLoading] = useState(false);
  const [localError, setLocalError] = useState<'ownFactor' | 'loadError' | undefined>();
  const mode = getFactorMode(option.factor) ?? pendingMode;

  const chooseMode = (next: FactorMode) => {
    setPendingMode(next);
    setLocalError(undefined);
    if (next !== mode) onChange(applyFactorMode(option, next, currency));
  };

  const pick = async (summary: FactorSummary | null) => {
    setLocalError(undefined);
    if (!summary) {
      onChange({ ...option, factor: undefined });
      return;
    }
    if (summary.isCustom) {
      setLocalError('ownFactor');
      return;
    }
    setIsLoading(true);
    try {
      // The list answers summaries; the lineage key (stable across editions) comes with the detail.
      const detail = await fetchFactor(summary.id);
      onFactorLoaded(detail);
      if (detail.source === SPEND_SOURCE) setPendingMode('spend');
      onChange(applyPickedFactor(option, detail, currency));
    } catch {
      setLocalError('loadError');
    } finally {
      setIsLoading(false);
    }
  };

  const factorError =
    localError === 'loadError'
      ? t('calculatorCustomForm.option.factorLoadError')
      : localError
        ? describeIssue(t, lang, localError)
        : errors.factor
          ? describeIssue(t, lang, errors.factor)
          : undefined;
  const quantityError = findQuantityError(errors);
  const unitOptions = listUnitOptions(option.quantity, lang, option.quantity.defaultUnit);

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t('calculatorCustomForm.option.factorMode')}
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {FACTOR_MODES.map((entry) => (
            <label key={entry} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={modeName}
                value={entry}
                checked={mode === entry}
                onChange={() => chooseMode(entry)}
                className="size-4 accent-brand-700"
              />
              {t(`calculatorCustomForm.option.modes.${entry}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'userDefined' ? (
        <p className="text-sm text-slate-600">{t('calculatorCustomForm.option.userDefinedHint')}</p>
      ) : (
        <div data-testid="custom-form-factor">
          <FactorPicker
            label={
              mode === 'spend'
                ? t('calculatorCustomForm.option.spendPicker')
                : t('calculatorCustomForm.option.libraryPicker')
            }
            value={option.factor ? (factorInfo ?? null) : null}
            fixedFilters={
              mode === 'spend' ? { kind: 'emissionFactor', source: SPEND_SOURCE } : { kind: 'emissionFactor' }
            }
            isDisabled={isLoading}
            onChange={(summary) => void pick(summary)}
          />
          {isLoading && (
            <p role="status" className="mt-1 text-sm text-slate-600">
              {t('calculatorCustomForm.option.loadingFactor')}
            </p>
          )}
        </div>
      )}
      {factorError && (
        <p role="alert" className="text-sm text-red-700" data-testid="custom-form-factor-error">
          {factorError}
        </p>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        {mode === 'userDefined' ? (
          <SelectField
            label={t('calculatorCustomForm.option.unitCategory')}
            value={option.quantity.unitCategory}
            options={FORM_UNIT_CATEGORIES.map((category) => ({
              value: category,
              label: labelFormUnitCategory(t, lang, category),
            }))}
            onChange={(category) =>
              onChange(applyUnitCategory(option, category as FormUnitCategory, currency))
            }
          />
        ) : (
          option.factor && (
            <p className="self-end text-sm text-slate-600">
              {t('calculatorCustomForm.option.unitFollows', {
                category: labelFormUnitCategory(t, lang, option.quantity.unitCategory),
              })}
            </p>
          )
        )}
        {(mode === 'userDefined' || option.factor) && (
          <SelectField
            label={t('calculatorCustomForm.option.unit')}
            value={option.quantity.defaultUnit}
            options={unitOptions}
            error={quantityError ? describeIssue(t, lang, quantityError) : undefined}
            onChange={(defaultUnit) => onChange({ ...option, quantity: { ...option.quantity, defaultUnit } })}
            testId="custom-form-unit"
          />
        )}
      </div>
    </div>
  );
}
