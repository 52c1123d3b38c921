import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { STACKED_TABLE } from '../../components/ui/stacked-table.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { QuestionnairesSection } from './QuestionnairesSection.tsx';
import { ReportForm } from './ReportForm.tsx';
import { SendQuestionnaireForm } from './SendQuestionnaireForm.tsx';
import { SpendRowForm } from './SpendRowForm.tsx';
import { SupplierForm } from './SupplierForm.tsx';
import { SupplierRow } from './SupplierRow.tsx';
import { deleteSupplier, SUPPLIERS_KEY, useSuppliers } from './supplier-api.ts';
import { useCanManageSuppliers } from './useCanManageSuppliers.ts';

type Panel = { kind: 'edit' | 'report' | 'spend' | 'send'; supplierId: string } | null;

/**
 * `/dashboard/assessments/suppliers`: the company's suppliers (name, contact, country, NACE industry,
 * spend, head count) and what each reported, which becomes a company factor.
 */
export function SuppliersPage() {
  const { t } = useTranslation();
  const id = useId();
  const suppliers = useSuppliers();
  const queryClient = useQueryClient();
  const canManage = useCanManageSuppliers();
  const [panel, setPanel] = useState<Panel>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY });
  const selected = panel ? suppliers.data?.find((supplier) => supplier._id === panel.supplierId) : undefined;

  const remove = async (supplierId: string, name: string) => {
    const isConfirmed = await dialogs.confirm({
      title: t('supplierAssessments.delete.title', { name }),
      message: t('supplierAssessments.delete.body'),
      confirmLabel: t('supplierAssessments.delete.confirm'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await deleteSupplier(supplierId);
    if (!result.data) {
      toasts.show({
        message:
          result.error?.status === 404
            ? t('supplierAssessments.errors.notFound')
            : describeFailure(t, result.error),
        tone: 'error',
      });
    } else toasts.show({ message: t('supplierAssessments.delete.done', { name }), tone: 'success' });
    if (panel?.supplierId === supplierId) setPanel(null);
    await refresh();
  };

  let list: React.ReactNode;
  if (suppliers.isPending) {
    list = (
      <p role="status" className="text-sm text-slate-600">
        {t('supplierAssessments.loading')}
      </p>
    );
  } else if (suppliers.isError) {
    list = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('supplierAssessments.loadFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void suppliers.refetch()}>
          {t('supplierAssessments.retry')}
        </Button>
      </div>
    );
  } else if (suppliers.data.length === 0) {
    list = (
      <p className="rounded-xl bg-white p-4 text-sm text-slate-700 shadow-sm" data-testid="suppliers-empty">
        {canManage ? t('supplierAssessments.empty') : t('supplierAssessments.emptyViewer')}
      </p>
    );
  } else {
    list = (
      <div className="overflow-hidden rounded-xl bg-white shadow-sm">
        <table className={STACKED_TABLE.table}>
          <caption className="sr-only">{t('supplierAssessments.table.caption')}</caption>
          <thead className={STACKED_TABLE.thead}>
            <tr>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.name')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.contact')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.country')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.nace')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.spend')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.employees')}
              </th>
              <th scope="col" className="px-4 py-2">
                {t('supplierAssessments.table.reported')}
              </th>
              {canManage && (
                <th scope="col" className="px-4 py-2">
                  {t('supplierAssessments.table.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className={STACKED_TABLE.tbody}>
            {suppliers.data.map((supplier) => (
              <SupplierRow
                key={supplier._id}
                supplier={supplier}
                canManage={canManage}
                onEdit={() => setPanel({ kind: 'edit', supplierId: supplier._id })}
                onReport={() => setPanel({ kind: 'report', supplierId: supplier._id })}
                onSpend={() => setPanel({ kind: 'spend', supplierId: supplier._id })}
                onSend={() => setPanel({ kind: 'send', supplierId: supplier._id })}
                onDelete={() => void remove(supplier._id, supplier.name)}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <p className="text-sm font-medium text-brand-700">{t('supplierAssessments.kicker')}</p>
        <h1 id={`${id}-title`} className="mt-1 text-2xl font-semibold">
          {t('supplierAssessments.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t('supplierAssessments.intro')}</p>
      </div>
      {list}
      {canManage && selected && panel?.kind === 'edit' && (
        <SupplierForm
          key={`edit-${selected._id}`}
          supplier={selected}
          onSaved={async () => {
            setPanel(null);
            await refresh();
          }}
          onCancel={() => setPanel(null)}
        />
      )}
      {canManage && selected && panel?.kind === 'report' && (
        <ReportForm key={`report-${selected._id}`} supplier={selected} onSaved={refresh} />
      )}
      {canManage && selected && panel?.kind === 'spend' && (
        <SpendRowForm key={`spend-${selected._id}`} supplier={selected} />
      )}
      {canManage && selected && panel?.kind === 'send' && (
        <SendQuestionnaireForm key={`send-${selected._id}`} supplier={selected} />
      )}
      {canManage && <SupplierForm onSaved={refresh} />}
      <QuestionnairesSection canManage={canManage} />
    </section>
  );
}
