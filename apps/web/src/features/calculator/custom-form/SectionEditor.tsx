import { type CustomFormFactor, SECTION_ICON_IDS, type SectionIconId } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { SectionIcon } from '../icons/SectionIcon.tsx';
import { createOptionDraft, type FieldErrors, moveItem, type SectionDraft } from './composition-draft.ts';
import { describeIssue, pickErrors } from './form-errors.ts';
import { ItemActions } from './ItemActions.tsx';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import { OptionEditor } from './OptionEditor.tsx';
import { SelectField } from './SelectField.tsx';

type Lang = 'en' | 'de';
const SCOPE3_CATEGORIES = Array.from({ length: 15 }, (_, index) => String(index + 1));

export type SectionEditorProps = {
  section: SectionDraft;
  index: number;
  count: number;
  /** Results per row type id of this section. */
  usage: ReadonlyMap<string, number>;
  factors: ReadonlyMap<string, CustomFormFactor>;
  errors: FieldErrors;
  currency: string;
  lang: Lang;
  onChange: (next: SectionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onFactorLoaded: (factor: CustomFormFactor) => void;
};

/** One section of the composed form: names, icon, scope, and its row types. */
export function SectionEditor({
  section,
  index,
  count,
  usage,
  factors,
  errors,
  currency,
  lang,
  onChange,
  onMove,
  onRemove,
  onFactorLoaded,
}: SectionEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = section.label[lang] || section.label.en || t('calculatorCustomForm.section.untitled');
  const names = { name };
  const numResults = section.options.reduce((sum, option) => sum + (usage.get(option.id ?? '') ?? 0), 0);
  const fieldError = (path: string) => (errors[path] ? describeIssue(t, lang, errors[path]) : undefined);
  const sectionErrors = ['', 'id', 'icon', 'ghg', 'ghg.scope3Category', 'options']
    .map(fieldError)
    .filter((text): text is string => Boolean(text));
  const scope = section.ghg?.scope;

  const setScope = (value: string) => {
    const next = Number(value);
    onChange({
      ...section,
      ghg: next === 1 || next === 2 || next === 3 ? { scope: next } : undefined,
    });
  };
  const setCategory = (value: string) =>
    onChange({ ...section, ghg: { scope: 3, ...(value ? { scope3Category: Number(value) } : {}) } });
  const updateOption = (optionIndex: number, next: SectionDraft['options'][number]) =>
    onChange({
      ...section,
      options: section.options.map((option, at) => (at === optionIndex ? next : option)),
    });

  return (
    <li
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="custom-form-section"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <SectionIcon id={section.icon} />
          </span>
          <div>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {t('calculatorCustomForm.section.heading', { number: index + 1, name })}
            </h3>
            {numResults > 0 && (
              <p className="text-xs text-slate-600">
                {t('calculatorCustomForm.section.results', { count: numResults })}
              </p>
            )}
          </div>
        </div>
        <ItemActions
          labels={{
            moveUp: t('calculatorCustomForm.section.moveUp', names),
            moveDown: t('calculatorCustomForm.section.moveDown', names),
            remove: t('calculatorCustomForm.section.remove'),
            removeOf: t('calculatorCustomForm.section.removeOf', names),
            removeBlocked: t('calculatorCustomForm.section.removeBlocked'),
          }}
          isFirst={index === 0}
          isLast={index === count - 1}
          isInUse={numResults > 0}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>

      <LocalizedTextFields
        value={section.label}
        labels={{
          en: t('calculatorCustomForm.section.labelEn'),
          de: t('calculatorCustomForm.section.labelDe'),
        }}
        errors={{ en: fieldError('label.en'), de: fieldError('label.de') }}
        onChange={(label) => onChange({ ...section, label })}
        testIdPrefix="custom-form-section-label"
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('calculatorCustomForm.section.icon')}
          value={section.icon ?? ''}
          options={[
            { value: '', label: t('calculatorCustomForm.section.noIcon') },
            ...SECTION_ICON_IDS.map((id) => ({ value: id, label: t(`calculatorCustomForm.icons.${id}`) })),
          ]}
          onChange={(value) =>
            onChange({ ...section, icon: (value || undefined) as SectionIconId | undefined })
          }
          adornment={<SectionIcon id={section.icon} className="shrink-0 text-slate-600" />}
        />
        <SelectField
          label={t('calculatorCustomForm.section.scope')}
          value={scope ? String(scope) : ''}
          options={[
            { value: '', label: t('calculatorCustomForm.section.scopeNone') },
            ...[1, 2, 3].map((value) => ({
              value: String(value),
              label: t('calculatorCustomForm.section.scopeValue', { scope: value }),
            })),
          ]}
          onChange={setScope}
          testId="custom-form-scope"
        />
        {scope === 3 && (
          <SelectField
            label={t('calculatorCustomForm.section.category')}
            value={section.ghg?.scope3Category ? String(section.ghg.scope3Category) : ''}
            options={[
              { value: '', label: t('calculatorCustomForm.section.categoryNone') },
              ...SCOPE3_CATEGORIES.map((number) => ({
                value: number,
                label: t('calculatorAnalyze.categories.numbered', {
                  number,
                  name: t(`calculatorAnalyze.categories.names.${number as '1'}`),
                }),
              })),
            ]}
            onChange={setCategory}
          />
        )}
      </div>
      {sectionErrors.map((text) => (
        <p key={text} className="text-sm text-red-700">
          {text}
        </p>
      ))}

      <ul aria-label={t('calculatorCustomForm.section.rowsLabel', names)} className="space-y-3">
        {section.options.map((option, optionIndex) => (
          <OptionEditor
            key={option.key}
            option={option}
            index={optionIndex}
            count={section.options.length}
            numResults={usage.get(option.id ?? '') ?? 0}
            factorInfo={
              option.factor && 'lineageKey' in option.factor && option.factor.lineageKey
                ? factors.get(option.factor.lineageKey)
                : undefined
            }
            errors={pickErrors(errors, `options.${optionIndex}`)}
            currency={currency}
            lang={lang}
            onChange={(next) => updateOption(optionIndex, next)}
            onMove={(step) => onChange({ ...section, options: moveItem(section.options, optionIndex, step) })}
            onRemove={() =>
              onChange({ ...section, options: section.options.filter((_, at) => at !== optionIndex) })
            }
            onFactorLoaded={onFactorLoaded}
          />
        ))}
      </ul>
      <Button
        variant="secondary"
        aria-label={t('calculatorCustomForm.section.addRowTo', names)}
        onClick={() => onChange({ ...section, options: [...section.options, createOptionDraft()] })}
      >
        + {t('calculatorCustomForm.section.addRow')}
      </Button>
    </li>
  );
}
