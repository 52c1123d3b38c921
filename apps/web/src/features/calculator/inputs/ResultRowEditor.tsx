import { classifyResultDraft, indexLoadedResults, type ServedOption } from '@carbon-ledger/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { RowEvidence } from '../evidence/RowEvidence.tsx';
import { ChildRows } from './ChildRows.tsx';
import type { RowDraft } from './draft-model.ts';
import { useInputsEditor } from './inputs-editor-context.ts';
import { RowDataQuality } from './RowDataQuality.tsx';
import { PickedFactorField, RowEmission, UserFactorFields } from './RowFactor.tsx';
import { AmountFields, describeFieldError, GenericFields } from './RowFields.tsx';

const INPUT_CLASS =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50';

/**
 * One row of a section: the option's label and help, name, amounts with units, generic inputs, the
 * factor (typed, picked, or the one used), the saved figure, children, notes and flags, data quality.
 * A static row is cleared instead of removed (its option stays in the form).
 */
export function ResultRowEditor({
  draft,
  option,
  number,
  isStatic,
}: {
  draft: RowDraft;
  option: ServedOption;
  number: number;
  isStatic: boolean;
}) {
  const { t } = useTranslation();
  const editor = useInputsEditor();
  const id = useId();
  const c1 = draft.sectionIds[0] ?? '';
  const errors = editor.rowErrors[draft.key];
  const saved = draft._id ? editor.savedById.get(draft._id) : undefined;
  const isChanged = useMemo(() => {
    if (!saved) return false;
    // Parts are saved as results of their own: compare the row together with its saved parts.
    const savedParts = [...editor.savedById.values()].filter((result) => result.parent === saved._id);
    return classifyResultDraft(draft, indexLoadedResults([saved, ...savedParts])).kind !== 'skip';
  }, [draft, saved, editor.savedById]);
  const change = (update: (current: RowDraft) => RowDraft) => editor.updateRow(c1, draft.key, update, draft);
  const title = t('calculatorInputs.row.title', {
    option: option.label,
    name: draft.name?.trim() || t('calculatorInputs.row.untitled', { number }),
  });
  const entityName = editor.entities.find((entity) => entity.instanceId === draft.instance)?.name;
  const nameError = describeFieldError(errors?.name, editor.lang);

  return (
    <article
      aria-label={title}
      data-testid="result-row"
      className={`rounded-lg border bg-white p-4 shadow-sm ${errors ? 'border-red-300' : 'border-slate-200'} ${
        draft.isExcluded ? 'opacity-70' : ''
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        {/* At least 15rem wide: on a phone the figure and the remove button wrap below the title. */}
        <div className="min-w-0 flex-1 basis-60">
          <h4 className="font-medium text-slate-900">{option.label}</h4>
          {option.help && <p className="mt-0.5 max-w-2xl text-xs text-slate-600">{option.help}</p>}
          {editor.isGroup && draft._id && entityName && (
            <p className="mt-1 text-xs font-medium text-slate-700">
              {t('calculatorInputs.row.entity')}: {entityName}
            </p>
          )}
        </div>
        <div className="flex items-start gap-3">
          {draft._id && editor.reviewedIds?.has(draft._id) && (
            <span
              className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
              data-testid="row-review-badge"
            >
              <span aria-hidden="true">✓</span>
              {t('calculatorReview.reviewed')}
            </span>
          )}
          <RowEmission saved={saved} isChanged={isChanged} lang={editor.lang} />
          {!editor.isReadOnly && (
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs"
              aria-label={`${isStatic ? t('calculatorInputs.row.reset') : t('calculatorInputs.row.remove')}: ${title}`}
              onClick={() => editor.removeRow(c1, draft.key)}
            >
              {isStatic ? t('calculatorInputs.row.reset') : t('calculatorInputs.row.remove')}
            </Button>
          )}
        </div>
      </header>

      <div className="mt-3 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {editor.isGroup && !draft._id && (
            <div>
              <label htmlFor={`${id}-entity`} className="block text-sm font-medium text-slate-800">
                {t('calculatorInputs.row.entity')}
              </label>
              <select
                id={`${id}-entity`}
                value={draft.instance}
                onChange={(event) => change((current) => ({ ...current, instance: event.target.value }))}
                className={`${INPUT_CLASS} bg-white`}
              >
                {editor.entities.map((entity) => (
                  <option key={entity.instanceId} value={entity.instanceId}>
                    {entity.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
              {t('calculatorInputs.row.name')}
            </label>
            <input
              id={`${id}-name`}
              type="text"
              value={draft.name ?? ''}
              placeholder={t('calculatorInputs.row.namePlaceholder')}
              onChange={(event) => change((current) => ({ ...current, name: event.target.value }))}
              aria-invalid={nameError ? true : undefined}
              className={INPUT_CLASS}
            />
            {nameError && <p className="mt-1 text-sm text-red-700">{nameError}</p>}
          </div>
        </div>

        <AmountFields
          option={option}
          amounts={draft.emissionActivityInputs ?? []}
          onChange={(amounts) => change((current) => ({ ...current, emissionActivityInputs: amounts }))}
          lang={editor.lang}
          errors={errors}
          rowKey={draft.key}
        />
        <GenericFields
          rowKey={draft.key}
          option={option}
          values={draft.genericInputs ?? {}}
          onChange={(values) => change((current) => ({ ...current, genericInputs: values }))}
          lang={editor.lang}
          errors={errors}
        />
        {option.factor.kind === 'userDefined' && (
          <UserFactorFields
            option={option}
            draft={draft}
            onChange={change}
            lang={editor.lang}
            isReadOnly={editor.isReadOnly}
            errors={errors}
          />
        )}
        {option.factor.kind === 'picker' && (
          <PickedFactorField
            option={option}
            draft={draft}
            onChange={change}
            lang={editor.lang}
            isReadOnly={editor.isReadOnly}
            errors={errors}
          />
        )}
        {option.children && option.children.length > 0 && (
          <ChildRows option={option} draft={draft} onChange={change} errors={errors} />
        )}
        {errors?.[''] && (
          <p className="text-sm text-red-700">{describeFieldError(errors[''], editor.lang)}</p>
        )}

        <details className="rounded-md border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            {t('calculatorInputs.row.more')}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-800">
                {t('calculatorInputs.row.notes')}
              </label>
              <textarea
                id={`${id}-notes`}
                rows={2}
                value={draft.notes ?? ''}
                onChange={(event) => change((current) => ({ ...current, notes: event.target.value }))}
                className={INPUT_CLASS}
              />
            </div>
            <div>
              <label htmlFor={`${id}-assumptions`} className="block text-sm font-medium text-slate-800">
                {t('calculatorInputs.row.assumptions')}
              </label>
              <textarea
                id={`${id}-assumptions`}
                rows={2}
                value={draft.assumptions ?? ''}
                onChange={(event) => change((current) => ({ ...current, assumptions: event.target.value }))}
                className={INPUT_CLASS}
              />
            </div>
          </div>
        </details>

        {editor.isEvidenceShown && (
          <RowEvidence
            instanceId={draft.instance}
            resultId={draft._id}
            isYearFrozen={
              editor.entities.find((entity) => entity.instanceId === draft.instance)?.isFrozen ?? false
            }
            isReadOnly={editor.isReadOnly}
            lang={editor.lang}
            subject={title}
          />
        )}

        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={draft.isMarkedComplete === true}
              onChange={(event) =>
                change((current) => ({ ...current, isMarkedComplete: event.target.checked }))
              }
              className="h-4 w-4 rounded border-slate-300"
            />
            {t('calculatorInputs.row.markComplete')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={draft.isExcluded === true}
              onChange={(event) => change((current) => ({ ...current, isExcluded: event.target.checked }))}
              className="h-4 w-4 rounded border-slate-300"
            />
            {t('calculatorInputs.row.exclude')}
          </label>
        </div>
        <RowDataQuality draft={draft} onChange={change} lang={editor.lang} />
      </div>
    </article>
  );
}
