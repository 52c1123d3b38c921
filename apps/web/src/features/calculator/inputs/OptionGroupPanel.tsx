import {
  getOfferedFactorSource,
  type RegionalFactorSource,
  type ServedOptionGroup,
} from '@carbon-ledger/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createRowDraft, type RowDraft } from './draft-model.ts';
import { useInputsEditor } from './inputs-editor-context.ts';
import { listOptionsOfSource, offersBothSources } from './option-sources.ts';
import { ResultRowEditor } from './ResultRowEditor.tsx';

/** From this many options on, the add-row select gets a search field. */
export const SEARCHABLE_OPTION_COUNT = 8;

/**
 * One option group of a section. Static groups show one row per option (an empty one until something
 * is entered); dynamic groups show the rows entered and let the user add rows by choosing an option.
 */
export function OptionGroupPanel({
  group,
  sectionIds,
  sectionScope,
  rows,
}: {
  group: ServedOptionGroup;
  sectionIds: string[];
  /** The GHG scope of the section (or the nearest section above it that has one). */
  sectionScope: 1 | 2 | 3 | undefined;
  rows: RowDraft[];
}) {
  const editor = useInputsEditor();
  const defaultInstance = editor.entities[0]?.instanceId ?? '';
  const optionById = useMemo(() => new Map(group.options.map((option) => [option.id, option])), [group]);

  const shownRows = useMemo(() => {
    if (!group.isStatic) return rows;
    const withPlaceholders: RowDraft[] = [];
    for (const option of group.options) {
      const ofOption = rows.filter((row) => row.formOptionId === option.id);
      withPlaceholders.push(
        ...(ofOption.length > 0
          ? ofOption
          : [
              createRowDraft(
                option,
                defaultInstance,
                sectionIds,
                `static:${sectionIds.join('/')}:${option.id}`,
                editor.reportingCurrency,
              ),
            ]),
      );
    }
    return withPlaceholders;
  }, [group, rows, defaultInstance, sectionIds, editor.reportingCurrency]);

  return (
    <section aria-label={group.label} className="space-y-3" data-testid="option-group">
      <header>
        <h3 className="text-base font-semibold text-slate-900">{group.label}</h3>
        {group.description && <p className="mt-0.5 text-sm text-slate-600">{group.description}</p>}
      </header>
      {shownRows.map((row, index) => {
        const option = optionById.get(row.formOptionId);
        return option ? (
          <ResultRowEditor
            key={row.key}
            draft={row}
            option={option}
            number={index + 1}
            isStatic={group.isStatic}
          />
        ) : null;
      })}
      {!group.isStatic && !editor.isReadOnly && (
        <AddRowControl
          group={group}
          defaultSource={getOfferedFactorSource(editor.offeredFactorSources, sectionScope)}
          onAdd={(optionId) => {
            const option = optionById.get(optionId);
            if (option) {
              editor.addRow(
                createRowDraft(option, defaultInstance, sectionIds, undefined, editor.reportingCurrency),
              );
            }
          }}
        />
      )}
    </section>
  );
}

/**
 * Choose an option to add a row; a search narrows long lists. Where the group offers factors of both
 * regional sources (UK DESNZ, US EPA), the source is chosen per row, starting with the year's region;
 * options without a regional source (grid, spend, typed or picked factors) are always offered.
 */
function AddRowControl({
  group,
  defaultSource,
  onAdd,
}: {
  group: ServedOptionGroup;
  defaultSource: RegionalFactorSource;
  onAdd: (optionId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const hasSources = offersBothSources(group.options);
  const [source, setSource] = useState<RegionalFactorSource>(defaultSource);
  const ofSource = listOptionsOfSource(group.options, source);
  const isSearchable = ofSource.length >= SEARCHABLE_OPTION_COUNT;
  const needle = search.trim().toLocaleLowerCase();
  const options = needle
    ? ofSource.filter((option) => option.label.toLocaleLowerCase().includes(needle))
    : ofSource;
  const placeholder =
    options.length === 0 ? t('calculatorInputs.group.noMatch') : t('calculatorInputs.group.addPlaceholder');
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      {hasSources && (
        <div className="w-40">
          <label htmlFor={`${id}-source`} className="block text-xs font-medium text-slate-700">
            {t('calculatorInputs.group.source')}
          </label>
          <select
            id={`${id}-source`}
            value={source}
            onChange={(event) => setSource(event.target.value === 'EPA' ? 'EPA' : 'DESNZ')}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          >
            <option value="DESNZ">{t('calculatorInputs.group.sourceDesnz')}</option>
            <option value="EPA">{t('calculatorInputs.group.sourceEpa')}</option>
          </select>
        </div>
      )}
      {isSearchable && (
        <div className="w-56">
          <label htmlFor={`${id}-search`} className="block text-xs font-medium text-slate-700">
            {t('calculatorInputs.group.search', { group: group.label })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={t('calculatorInputs.group.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </div>
      )}
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-add`} className="block text-xs font-medium text-slate-700">
          {t('calculatorInputs.group.addRow', { group: group.label })}
        </label>
        <select
          id={`${id}-add`}
          value=""
          onChange={(event) => {
            if (event.target.value) onAdd(event.target.value);
            setSearch('');
          }}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
