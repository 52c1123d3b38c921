import { describeFactorName } from '@carbon-ledger/core';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { FactorProvenance } from './FactorProvenance.tsx';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelSource } from './factor-labels.ts';
import { GridSeriesTable } from './GridSeriesTable.tsx';
import { useFactorDetail } from './useFactorQueries.ts';

export type FactorDetailDialogProps = { factorId: string | undefined; onClose: () => void };

/** One factor: its value large, then its full provenance. Escape or Close returns to the list. */
export function FactorDetailDialog({ factorId, onClose }: FactorDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const detail = useFactorDetail(factorId);
  const factor = detail.data;
  // Opened from a row rather than a Dialog.Trigger: focus goes back to that row's button by hand.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={factorId !== undefined} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid="factor-detail"
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-40 flex max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl"
        >
          <div className="border-b border-slate-200 px-6 pt-6 pb-4">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('factors.detailTitle')}
            </p>
            <Dialog.Title className="mt-1 text-lg font-semibold">
              {factor ? describeFactorName(factor) : t('factors.detailLoading')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              {factor ? `${labelSource(t, factor.source)} · ${factor.edition}` : ''}
            </Dialog.Description>
            {factor && (
              <p
                className="mt-3 text-2xl font-semibold tabular-nums text-brand-800"
                data-testid="factor-value"
              >
                {formatFactorPerUnit(factor, locale)}
              </p>
            )}
            {factor && factor.value === null && (
              <p className="mt-1 text-sm text-amber-800">{t('factors.notPublished')}</p>
            )}
          </div>
          <div className="overflow-y-auto px-6 py-4">
            {detail.isPending && factorId && (
              <p role="status" className="text-sm text-slate-500">
                {t('factors.detailLoading')}
              </p>
            )}
            {detail.isError && (
              <p role="alert" className="text-sm text-red-800">
                {t('factors.detailError')}
              </p>
            )}
            {factor && (
              <section aria-label={t('factors.provenanceTitle')}>
                <h3 className="text-sm font-semibold text-slate-800">{t('factors.provenanceTitle')}</h3>
                <FactorProvenance factor={factor} />
              </section>
            )}
            {factor?.source === 'EMBER_OWID' && factor.region && /^[A-Z]{2}$/.test(factor.region) && (
              <GridSeriesTable country={factor.region} />
            )}
          </div>
          <div className="flex justify-end border-t border-slate-200 px-6 py-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('common.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
