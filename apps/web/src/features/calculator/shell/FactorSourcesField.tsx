import { describeFactorSource, describeFactorSourceKind, FACTOR_SOURCE_KINDS } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, useValidationText } from '../../../components/form/field-errors.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import {
  chooseFactorSource,
  type FactorSourcesDraft,
  getDraftSources,
  listFactorSourceOptions,
  setFollowsRegion,
} from './factor-source-choice.ts';

export type FactorSourcesFieldProps = {
  draft: FactorSourcesDraft;
  /** The region the dialog shows now: the defaults listed are its. */
  region: string;
  onChange: (draft: FactorSourcesDraft) => void;
  /** Errors by field, `factorSources.grid` and so on. */
  errors: FieldErrors;
  isDisabled?: boolean;
};

/**
 * A year's factor source per kind of activity: the region's defaults, listed by their full names, or a
 * source chosen per kind. A source the region cannot compute with is refused when saving, next to it.
 */
export function FactorSourcesField({ draft, region, onChange, errors, isDisabled }: FactorSourcesFieldProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const validationText = useValidationText();
  const id = useId();
  const shown = getDraftSources(draft, region);
  return (
    <fieldset data-field="factorSources" aria-describedby={`${id}-hint`} data-testid="factor-sources">
      <legend className="text-sm font-medium text-slate-800">
        {t('calculatorShell.factorSources.legend')}
      </legend>
      <p id={`${id}-hint`} className="mt-1 max-w-2xl text-xs text-slate-500">
        {t('calculatorShell.factorSources.hint')}
      </p>
      <label className="mt-2 flex min-h-9 items-start gap-2 py-1 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          checked={draft.isRegionDefault}
          disabled={isDisabled}
          onChange={(event) => onChange(setFollowsRegion(draft, event.target.checked, region))}
          data-testid="factor-sources-region-default"
        />
        <span>
          {t('calculatorShell.factorSources.followsRegion')}
          <span className="block text-xs text-slate-500">
            {t('calculatorShell.factorSources.followsRegionHint')}
          </span>
        </span>
      </label>
      {draft.isRegionDefault ? (
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {FACTOR_SOURCE_KINDS.map((kind) => (
            <div key={kind} className="contents">
              <dt className="font-medium text-slate-700">{describeFactorSourceKind(kind, lang)}</dt>
              <dd className="text-slate-600">{describeFactorSource(kind, shown[kind], lang)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        // One select a line: the sources' full names are long and are the point of the choice.
        <div className="mt-2 grid gap-4">
          {FACTOR_SOURCE_KINDS.map((kind) => (
            <SelectField
              key={kind}
              label={describeFactorSourceKind(kind, lang)}
              options={listFactorSourceOptions(kind, lang)}
              value={draft.chosen[kind]}
              disabled={isDisabled}
              onChange={(event) => onChange(chooseFactorSource(draft, kind, event.target.value))}
              error={validationText(errors[`factorSources.${kind}`])}
              data-kind={kind}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
