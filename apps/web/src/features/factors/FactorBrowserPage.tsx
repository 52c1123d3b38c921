import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { FactorDetailDialog } from './FactorDetailDialog.tsx';
import { FactorFilters } from './FactorFilters.tsx';
import { FactorResultsTable } from './FactorResultsTable.tsx';
import type { FactorFilters as Filters } from './factors-api.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useFactorSearch } from './useFactorQueries.ts';

/** `/dashboard/factors`: search and browse the emission factor library, and read each factor's provenance. */
export function FactorBrowserPage() {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [openFactorId, setOpenFactorId] = useState<string>();
  const search = useDebouncedValue(searchText.trim());
  const results = useFactorSearch({ ...filters, search });

  return (
    <section aria-labelledby="factors-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="factors-title" className="text-2xl font-semibold">
            {t('factors.title')}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">{t('factors.intro')}</p>
        </div>
        <Link
          to="/dashboard/factors/company"
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          {t('companyFactors.linkLabel')}
        </Link>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <FactorFilters
          searchText={searchText}
          onSearchTextChange={setSearchText}
          search={search}
          filters={filters}
          onFiltersChange={setFilters}
        />
      </div>

      <div className="space-y-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="factor-count">
          {results.isPending
            ? t('factors.loading')
            : results.isError
              ? ''
              : t('factors.resultCount', { count: results.total })}
        </p>
        {results.isError && (
          <div
            role="alert"
            className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <span>{t('factors.error')}</span>
            <Button variant="secondary" onClick={() => void results.refetch()}>
              {t('factors.retry')}
            </Button>
          </div>
        )}
        {results.isSuccess && results.factors.length === 0 && (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            {t('factors.empty')}
          </p>
        )}
        {results.factors.length > 0 && (
          <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            <FactorResultsTable factors={results.factors} onOpen={(factor) => setOpenFactorId(factor.id)} />
          </div>
        )}
        {results.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              disabled={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {results.isFetchingNextPage ? t('factors.loadingMore') : t('factors.loadMore')}
            </Button>
          </div>
        )}
      </div>

      <FactorDetailDialog factorId={openFactorId} onClose={() => setOpenFactorId(undefined)} />
    </section>
  );
}
