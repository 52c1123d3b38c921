import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { BillingPage, LoadFailed } from './BillingPage.tsx';
import { formatBillingDate, formatMoney } from './billing-settings.ts';
import { useInvoices } from './billing-settings-api.ts';

/** Settings → Payment history (admin): the company's Stripe invoices, newest first, ten at a time. */
export function PaymentHistoryPage() {
  return (
    <BillingPage titleKey="settings.nav.history" descriptionKey="billingSettings.history.description">
      <HistoryContent />
    </BillingPage>
  );
}

function HistoryContent() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const { dateLocale } = useDateFormat();
  const invoices = useInvoices(true);
  if (invoices.isPending) return <p role="status">{t('app.loading')}</p>;
  if (invoices.isError && !invoices.data) {
    return (
      <LoadFailed message={t('billingSettings.history.loadFailed')} onRetry={() => void invoices.refetch()} />
    );
  }
  const rows = invoices.data.pages.flatMap((page) => page.invoices);
  if (rows.length === 0 && !invoices.hasNextPage) {
    return (
      <p className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm">
        {t('billingSettings.history.empty')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="overflow-hidden rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm" data-testid="invoice-table">
          <caption className="sr-only">{t('billingSettings.history.caption')}</caption>
          <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 sm:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('billingSettings.history.number')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('billingSettings.history.date')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('billingSettings.history.amount')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('billingSettings.history.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('billingSettings.history.links')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((invoice) => {
              const number = invoice.number ?? t('billingSettings.history.noNumber');
              return (
                <tr
                  key={invoice.id}
                  className="grid grid-cols-2 gap-x-4 gap-y-1 px-4 py-3 sm:table-row sm:p-0"
                >
                  <th scope="row" className="font-medium sm:px-4 sm:py-3">
                    {number}
                  </th>
                  <td className="text-right text-slate-600 sm:px-4 sm:py-3 sm:text-left">
                    {formatBillingDate(invoice.createdAt, dateLocale)}
                  </td>
                  <td className="tabular-nums sm:px-4 sm:py-3 sm:text-right">
                    {formatMoney(invoice.amount, invoice.currency, language)}
                  </td>
                  <td className="text-right sm:px-4 sm:py-3 sm:text-left">
                    {invoice.status ? t(`billingSettings.history.states.${invoice.status}`) : '—'}
                  </td>
                  <td className="col-span-2 flex gap-4 sm:table-cell sm:px-4 sm:py-3">
                    {invoice.hostedInvoiceUrl && (
                      <a
                        className="font-medium text-brand-700 underline sm:mr-4"
                        href={invoice.hostedInvoiceUrl}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('billingSettings.history.open', { number })}
                      >
                        {t('billingSettings.history.openShort')}
                      </a>
                    )}
                    {invoice.invoicePdf && (
                      <a
                        className="font-medium text-brand-700 underline"
                        href={invoice.invoicePdf}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('billingSettings.history.pdf', { number })}
                      >
                        {t('billingSettings.history.pdfShort')}
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {invoices.isError && (
        <LoadFailed
          message={t('billingSettings.history.loadFailed')}
          onRetry={() => void invoices.fetchNextPage()}
        />
      )}
      {invoices.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() => void invoices.fetchNextPage()}
          disabled={invoices.isFetchingNextPage}
        >
          {invoices.isFetchingNextPage
            ? t('billingSettings.history.loadingMore')
            : t('billingSettings.history.more')}
        </Button>
      )}
    </div>
  );
}
