import type { ServedOption } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { createChildDraft, type RowDraft } from './draft-model.ts';
import { useInputsEditor } from './inputs-editor-context.ts';
import { AmountFields } from './RowFields.tsx';

/**
 * Children of a row (parts multiplied by the parent's amounts or factor): each with its name and amounts.
 * Static children are fixed; otherwise the user adds parts by option and removes them.
 */
export function ChildRows({
  option,
  draft,
  onChange,
  errors,
}: {
  option: ServedOption;
  draft: RowDraft;
  onChange: (update: (draft: RowDraft) => RowDraft) => void;
  errors: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const editor = useInputsEditor();
  const id = useId();
  const childOptions = option.children ?? [];
  const children = draft.children ?? [];
  const putChild = (index: number, next: (typeof children)[number] | undefined) =>
    onChange((current) => {
      const list = [...(current.children ?? [])];
      if (next) list[index] = next;
      else list.splice(index, 1);
      return { ...current, children: list };
    });

  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {t('calculatorInputs.row.children')}
      </legend>
      <ul className="space-y-3">
        {children.map((child, index) => {
          const childOption = childOptions.find((candidate) => candidate.id === child.formOptionId);
          return (
            <li
              key={child._id ?? `${child.formOptionId}-${index}`}
              className="space-y-2 border-b border-slate-100 pb-3"
            >
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <label htmlFor={`${id}-${index}-name`} className="block text-xs font-medium text-slate-700">
                    {childOption?.label ?? child.formOptionId}
                  </label>
                  <input
                    id={`${id}-${index}-name`}
                    type="text"
                    value={child.name ?? ''}
                    placeholder={t('calculatorInputs.row.name')}
                    onChange={(event) => putChild(index, { ...child, name: event.target.value })}
                    className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
                  />
                </div>
                {!option.areChildrenStatic && !editor.isReadOnly && (
                  <Button
                    variant="ghost"
                    className="px-2 py-1 text-xs"
                    onClick={() => putChild(index, undefined)}
                  >
                    {t('calculatorInputs.row.removeChild')}
                  </Button>
                )}
              </div>
              {childOption && (
                <AmountFields
                  option={childOption}
                  amounts={child.emissionActivityInputs ?? []}
                  onChange={(amounts) => putChild(index, { ...child, emissionActivityInputs: amounts })}
                  lang={editor.lang}
                  errors={errors}
                  errorPrefix={`children.${index}.`}
                  rowKey={draft.key}
                />
              )}
            </li>
          );
        })}
      </ul>
      {!option.areChildrenStatic && !editor.isReadOnly && childOptions.length > 0 && (
        <div className="mt-2">
          <label htmlFor={`${id}-add`} className="sr-only">
            {t('calculatorInputs.row.addChild')}
          </label>
          <select
            id={`${id}-add`}
            value=""
            onChange={(event) => {
              const picked = childOptions.find((candidate) => candidate.id === event.target.value);
              if (picked)
                onChange((current) => ({
                  ...current,
                  children: [...(current.children ?? []), createChildDraft(picked)],
                }));
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            <option value="">{t('calculatorInputs.row.addChild')}</option>
            {childOptions.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
