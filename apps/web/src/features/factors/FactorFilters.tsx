import type { FactorFacet } from '@carbon-ledger/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { FilterSelect } from './FilterSelect.tsx';
import { labelRegion, labelScope, labelSource, labelUnitCategory } from './factor-labels.ts';
import type { FactorFilters as Filters } from './factors-api.ts';
import { useFactorFacet, useFactorLevels } from './useFactorQueries.ts';

const LEVEL_KEYS = ['level0', 'level1', 'level2', 'level3', 'level4'] as const;
const FACETS: FactorFacet[] = ['source', 'edition', 'region', 'scope', 'unitCategory'];

export type FactorFiltersProps = {
  /** The typed search text, shown as typed; the filters hold its debounced value. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The debounced search the results use: the option counts follow it, so they match the results. */
  search: string;
  filters: Filters;
  onFiltersChange: (filters: Filters) => void;
};

type OptionSelectProps = { filters: Filters; search: string; onChange: (value?: string) => void };

function FacetSelect(props: OptionSelectProps & { facet: FactorFacet }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const facet = useFactorFacet(props.facet, { ...props.filters, search: props.search });
  const label = (value: string) => {
    if (props.facet === 'source') return labelSource(t, value);
    if (props.facet === 'region') return labelRegion(value, locale);
    if (props.facet === 'scope') return labelScope(t, Number(value));
    if (props.facet === 'unitCategory') return labelUnitCategory(t, value);
    return value;
  };
  const options = (facet.data?.values ?? []).map((entry) => ({
    value: entry.value,
    label: label(entry.value),
    count: entry.count,
  }));
  if (props.facet === 'region') options.sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <FilterSelect
      label={t(`factors.${props.facet}`)}
      testId={`factor-filter-${props.facet}`}
      value={props.filters[props.facet]}
      options={options}
      onChange={props.onChange}
    />
  );
}

function LevelSelect(props: OptionSelectProps & { level: number }) {
  const { t } = useTranslation();
  const key = LEVEL_KEYS[props.level] ?? 'level0';
  const parentKey = LEVEL_KEYS[props.level - 1];
  const isEnabled = parentKey === undefined || Boolean(props.filters[parentKey]);
  const levels = useFactorLevels(props.level, { ...props.filters, search: props.search }, isEnabled);
  const options = isEnabled
    ? (levels.data?.values ?? []).map((entry) => ({
        value: entry.value,
        label: entry.value,
        count: entry.count,
      }))
    : [];
  return (
    <FilterSelect
      label={t(`factors.${key}`)}
      testId={`factor-filter-${key}`}
      value={props.filters[key]}
      options={options}
      isDisabled={!isEnabled || (levels.isSuccess && options.length === 0 && !props.filters[key])}
      onChange={props.onChange}
    />
  );
}

/** Search box, filters and the cascading category levels of the factor browser. */
export function FactorFilters({
  searchText,
  onSearchTextChange,
  search,
  filters,
  onFiltersChange,
}: FactorFiltersProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const filtersId = useId();
  // On a phone the filters fold away under a button, so the results come right after the search box.
  const [isFolded, setIsFolded] = useState(true);
  const chooseLevel = (level: number, value: string | undefined) => {
    // A new parent makes the deeper choices meaningless: they are cleared.
    const deeper = Object.fromEntries(LEVEL_KEYS.slice(level + 1).map((key) => [key, undefined]));
    onFiltersChange({ ...filters, ...deeper, [LEVEL_KEYS[level] ?? 'level0']: value });
  };
  const numFiltersSet = Object.entries(filters).filter(([key, value]) => key !== 'search' && value).length;
  const hasFilters = Boolean(searchText) || numFiltersSet > 0;

  return (
    <search aria-label={t('factors.filtersLabel')}>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          {t('factors.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          placeholder={t('factors.searchPlaceholder')}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
        />
        <Button
          variant="secondary"
          aria-expanded={!isFolded}
          aria-controls={filtersId}
          onClick={() => setIsFolded((folded) => !folded)}
          className="mt-3 sm:hidden"
        >
          <span aria-hidden="true">{isFolded ? '▸' : '▾'}</span>
          {numFiltersSet > 0
            ? t('factors.showFiltersSet', { count: numFiltersSet })
            : t('factors.showFilters')}
        </Button>
        <div id={filtersId} className={isFolded ? 'hidden sm:block' : undefined}>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-slate-700">{t('factors.filtersLabel')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {FACETS.map((facet) => (
                <FacetSelect
                  key={facet}
                  facet={facet}
                  filters={filters}
                  search={search}
                  onChange={(value) => onFiltersChange({ ...filters, [facet]: value })}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-slate-700">{t('factors.categoryLabel')}</legend>
            <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {LEVEL_KEYS.map((key, level) => (
                <LevelSelect
                  key={key}
                  level={level}
                  filters={filters}
                  search={search}
                  onChange={(value) => chooseLevel(level, value)}
                />
              ))}
            </div>
          </fieldset>
        </div>
        {hasFilters && (
          <div className="mt-3 flex justify-end">
            <Button
              variant="ghost"
              onClick={() => {
                onSearchTextChange('');
                onFiltersChange({});
              }}
            >
              {t('factors.clearFilters')}
            </Button>
          </div>
        )}
      </form>
    </search>
  );
}
