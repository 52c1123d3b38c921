import {
  createDefaultDataQualityFields,
  DATA_QUALITY_FIELDS,
  DATA_SOURCE_DEFINITIONS,
  DATA_SOURCE_TYPES,
  type DataSourceType,
  deriveResultDataQuality,
  toSelectedSources,
} from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/calculator-api.ts';
import type { RowDraft } from './draft-model.ts';
import { NumberInput } from './NumberInput.tsx';
import { toFieldKey } from './pending-numbers.ts';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** The five data-quality indicators (1–5) and the data sources with their shares, in a collapsible panel. */
export function RowDataQuality({
  draft,
  onChange,
  lang,
}: {
  draft: RowDraft;
  onChange: (update: (draft: RowDraft) => RowDraft) => void;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const quality = draft.dataQuality ?? createDefaultDataQualityFields();
  const types = draft.sources?.types ?? [];
  const otherDataSources = draft.sources?.otherDataSources ?? '';
  const derived = deriveResultDataQuality(quality, toSelectedSources(draft.sources));

  const putSources = (nextTypes: typeof types, other: string) =>
    onChange((current) => ({
      ...current,
      sources: { types: nextTypes, ...(other ? { otherDataSources: other } : {}) },
    }));

  return (
    <details className="rounded-md border border-slate-200 px-3 py-2" data-testid="row-data-quality">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">
        {t('calculatorInputs.quality.summary', {
          quality: t(`calculatorInputs.quality.qualities.${derived}`),
        })}
      </summary>
      <div className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('calculatorInputs.quality.title')}
          </legend>
          <p className="text-xs text-slate-500">{t('calculatorInputs.quality.levelHint')}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-5">
            {DATA_QUALITY_FIELDS.map((field) => {
              const id = `${baseId}-${field}`;
              return (
                <div key={field}>
                  <label htmlFor={id} className="block text-xs font-medium text-slate-700">
                    {t(`calculatorInputs.quality.indicators.${field}`)}
                  </label>
                  <select
                    id={id}
                    value={quality[field] ?? ''}
                    onChange={(event) =>
                      onChange((current) => ({
                        ...current,
                        dataQuality: {
                          ...quality,
                          // The options are the fixed levels 1–5 and "not assessed" (empty).
                          [field]:
                            event.target.value === ''
                              ? null
                              : (LEVELS[Number.parseInt(event.target.value, 10) - 1] ?? null),
                        },
                      }))
                    }
                    className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
                  >
                    <option value="">{t('calculatorInputs.quality.notAssessedLevel')}</option>
                    {LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {t('calculatorInputs.quality.level', { level })}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('calculatorInputs.quality.sources')}
          </legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {DATA_SOURCE_TYPES.map((type: DataSourceType) => {
              const selected = types.find((source) => source.type === type);
              const label = t(`calculatorInputs.quality.sourceTypes.${type}`);
              const id = `${baseId}-${type}`;
              return (
                <li key={type} className="flex items-center gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={selected !== undefined}
                    onChange={(event) =>
                      putSources(
                        event.target.checked
                          ? [...types, { type }]
                          : types.filter((source) => source.type !== type),
                        otherDataSources,
                      )
                    }
                    className="h-4 w-4 rounded border-slate-300"
                  />
                  <label htmlFor={id} className="w-32 text-sm text-slate-700">
                    {label}
                  </label>
                  {selected && (
                    <NumberInput
                      className="w-24"
                      isLabelHidden
                      label={t('calculatorInputs.quality.share', { source: label })}
                      fieldKey={toFieldKey(draft.key, `sources.${type}`)}
                      isNonNegative
                      lang={lang}
                      value={selected.percentShare ?? DATA_SOURCE_DEFINITIONS[type].defaultPercentShare}
                      onValueChange={(value) =>
                        putSources(
                          types.map((source) =>
                            source.type === type
                              ? value === null
                                ? { type }
                                : { type, percentShare: Math.min(100, Math.max(0, value)) }
                              : source,
                          ),
                          otherDataSources,
                        )
                      }
                    />
                  )}
                </li>
              );
            })}
          </ul>
          <label htmlFor={`${baseId}-other`} className="mt-3 block text-sm font-medium text-slate-800">
            {t('calculatorInputs.quality.otherSources')}
          </label>
          <input
            id={`${baseId}-other`}
            type="text"
            value={otherDataSources}
            onChange={(event) => putSources(types, event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </fieldset>
      </div>
    </details>
  );
}
