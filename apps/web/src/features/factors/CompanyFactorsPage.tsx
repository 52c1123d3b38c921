import type { CompanyFactor } from '@carbon-ledger/core';
import { describeFactorName } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { useCan } from '../auth/useCan.ts';
import { CompanyFactorImport } from './CompanyFactorImport.tsx';
import { CompanyFactorTable } from './CompanyFactorTable.tsx';
import { deleteCompanyFactor, useCompanyFactors, useRefreshCompanyFactors } from './company-factors-api.ts';
import { FactorDetailDialog } from './FactorDetailDialog.tsx';

/** `/dashboard/factors/company`: the company's own factors; admins import and delete them. */
export function CompanyFactorsPage() {
  const { t } = useTranslation();
  const canManage = useCan('emissionFactorPreFilter');
  const list = useCompanyFactors();
  const refresh = useRefreshCompanyFactors();
  const [openFactorId, setOpenFactorId] = useState<string>();

  const remove = async (factor: CompanyFactor) => {
    const name = describeFactorName(factor);
    const isConfirmed = await dialogs.confirm({
      title: t('companyFactors.deleteTitle'),
      message: t('companyFactors.deleteMessage', { name }),
      confirmLabel: t('companyFactors.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await deleteCompanyFactor(factor.id);
    if (result.error || result.status === undefined) {
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
    } else {
      toasts.show({ message: t('companyFactors.deleted', { name }), tone: 'success' });
    }
    await refresh();
  };

  return (
    <section aria-labelledby="company-factors-title" className="space-y-6">
      <div>
        <Link to="/dashboard/factors" className="text-sm font-medium text-brand-800 hover:underline">
          {t('companyFactors.backToBrowser')}
        </Link>
        <h1 id="company-factors-title" className="mt-2 text-2xl font-semibold">
          {t('companyFactors.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('companyFactors.intro')}</p>
        {!canManage && <p className="mt-2 text-sm text-slate-500">{t('companyFactors.readOnlyNote')}</p>}
      </div>

      {canManage && <CompanyFactorImport onImported={refresh} />}

      <section aria-labelledby="company-factors-list-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="company-factors-list-title" className="text-lg font-semibold">
            {t('companyFactors.listTitle')}
          </h2>
          <p
            role="status"
            aria-live="polite"
            className="text-sm text-slate-600"
            data-testid="company-factor-count"
          >
            {list.isSuccess ? t('companyFactors.count', { count: list.total }) : ''}
          </p>
        </div>
        {list.isPending && <p className="text-sm text-slate-600">{t('companyFactors.loading')}</p>}
        {list.isError && (
          <div
            role="alert"
            className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <span>{t('companyFactors.loadFailed')}</span>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('companyFactors.retry')}
            </Button>
          </div>
        )}
        {list.isSuccess && list.factors.length === 0 && (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            {canManage ? t('companyFactors.emptyAdmin') : t('companyFactors.empty')}
          </p>
        )}
        {list.factors.length > 0 && (
          <CompanyFactorTable
            factors={list.factors}
            onOpen={(factor) => setOpenFactorId(factor.id)}
            onDelete={canManage ? (factor) => void remove(factor) : undefined}
          />
        )}
        {list.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('companyFactors.loadingMore') : t('companyFactors.loadMore')}
            </Button>
          </div>
        )}
      </section>

      <FactorDetailDialog factorId={openFactorId} onClose={() => setOpenFactorId(undefined)} />
    </section>
  );
}
