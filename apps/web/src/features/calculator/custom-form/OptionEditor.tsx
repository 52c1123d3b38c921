import type { CustomFormFactor } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, OptionDraft } from './composition-draft.ts';
import { describeIssue } from './form-errors.ts';
import { ItemActions } from './ItemActions.tsx';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import { OptionFactorField } from './OptionFactorField.tsx';

type Lang = 'en' | 'de';

export type OptionEditorProps = {
  option: OptionDraft;
  index: number;
  count: number;
  /** Results of this row type over the project's years (0 for a new one). */
  numResults: number;
  factorInfo: CustomFormFactor | undefined;
  errors: FieldErrors;
  currency: string;
  lang: Lang;
  onChange: (next: OptionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onFactorLoaded: (factor: CustomFormFactor) => void;
};

/** One row type of a section: its label in both languages, its factor and unit, and its actions. */
export function OptionEditor({
  option,
  index,
  count,
  numResults,
  factorInfo,
  errors,
  currency,
  lang,
  onChange,
  onMove,
  onRemove,
  onFactorLoaded,
}: OptionEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = option.label[lang] || option.label.en || t('calculatorCustomForm.option.untitled');
  const fieldError = (path: string) => (errors[path] ? describeIssue(t, lang, errors[path]) : undefined);
  const names = { name };
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
      data-testid="custom-form-option"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={headingId} className="font-medium text-slate-900">
            {t('calculatorCustomForm.option.heading', { number: index + 1, name })}
          </h4>
          {numResults > 0 && (
            <p className="text-xs text-slate-600">
              {t('calculatorCustomForm.option.results', { count: numResults })}
            </p>
          )}
        </div>
        <ItemActions
          labels={{
            moveUp: t('calculatorCustomForm.option.moveUp', names),
            moveDown: t('calculatorCustomForm.option.moveDown', names),
            remove: t('calculatorCustomForm.option.remove'),
            removeOf: t('calculatorCustomForm.option.removeOf', names),
            removeBlocked: t('calculatorCustomForm.option.removeBlocked'),
          }}
          isFirst={index === 0}
          isLast={index === count - 1}
          isInUse={numResults > 0}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <LocalizedTextFields
        value={option.label}
        labels={{
          en: t('calculatorCustomForm.option.labelEn'),
          de: t('calculatorCustomForm.option.labelDe'),
        }}
        errors={{ en: fieldError('label.en'), de: fieldError('label.de') }}
        onChange={(label) => onChange({ ...option, label })}
        testIdPrefix="custom-form-option-label"
      />
      {fieldError('id') && <p className="text-sm text-red-700">{fieldError('id')}</p>}
      <OptionFactorField
        option={option}
        factorInfo={factorInfo}
        errors={errors}
        currency={currency}
        lang={lang}
        onChange={onChange}
        onFactorLoaded={onFactorLoaded}
      />
    </li>
  );
}
