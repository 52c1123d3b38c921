import { describeFactorName, type FactorSummary } from '@carbon-ledger/core';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelRegion, labelSource } from './factor-labels.ts';
import type { FactorFilters } from './factors-api.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useFactorSearch } from './useFactorQueries.ts';

export type FactorPickerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onPick: (factor: FactorSummary) => void;
  fixedFilters: FactorFilters;
};

/** Search the library and pick one factor; each result says where it comes from. */
export function FactorPickerDialog({ isOpen, onOpenChange, onPick, fixedFilters }: FactorPickerDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const results = useFactorSearch({ ...fixedFilters, search }, isOpen);

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="factor-picker-dialog"
          className="fixed top-1/2 left-1/2 z-40 flex max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('factors.picker.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('factors.picker.dialogDescription')}
          </Dialog.Description>
          <label htmlFor={searchId} className="mt-4 block text-sm font-medium text-slate-800">
            {t('factors.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('factors.searchPlaceholder')}
            autoComplete="off"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
          />
          <p role="status" aria-live="polite" className="mt-3 text-sm text-slate-600">
            {results.isPending ? t('factors.loading') : t('factors.resultCount', { count: results.total })}
          </p>
          {results.isError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {t('factors.error')}
            </p>
          )}
          <ul className="mt-2 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {results.factors.map((factor) => {
              const name = describeFactorName(factor);
              return (
                <li key={factor.id} className="flex items-start gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{name}</p>
                    <p className="text-xs text-slate-600">
                      {formatFactorPerUnit(factor, locale)} · {labelSource(t, factor.source)} {factor.edition}
                      {factor.region ? ` · ${labelRegion(factor.region, locale)}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={t('factors.picker.useFactor', { name })}
                    onClick={() => onPick(factor)}
                  >
                    {t('factors.picker.use')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex justify-between gap-3">
            {results.hasNextPage ? (
              <Button
                variant="ghost"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? t('factors.loadingMore') : t('factors.loadMore')}
              </Button>
            ) : (
              <span />
            )}
            <Dialog.Close asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
