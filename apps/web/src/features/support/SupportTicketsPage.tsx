import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/status.ts';
import { NewTicketForm } from './NewTicketForm.tsx';
import { myAttachmentUrl, useMyTickets } from './support-tickets-api.ts';
import { TicketThread } from './TicketThread.tsx';

/** /dashboard/support: file a ticket, and read the answers to the ones filed before. */
export function SupportTicketsPage() {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  const hasReplyPromise = Boolean(useAppConfig().supportEmail);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('supportTickets.pageTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('supportTickets.pageDescription')}</p>
      </header>
      <NewTicketForm />
      <section aria-labelledby="support-my-tickets" className="space-y-3">
        <h2 id="support-my-tickets" className="text-lg font-semibold">
          {t('supportTickets.yourTickets')}
        </h2>
        {tickets.isPending ? (
          <p role="status">{t('app.loading')}</p>
        ) : tickets.isError ? (
          <p role="alert" className="text-red-700">
            {t('errors.generic')}
          </p>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="text-sm text-slate-600">{t('supportTickets.noTickets')}</p>
        ) : (
          tickets.data.tickets.map((ticket) => (
            <TicketThread
              key={ticket._id}
              ticket={ticket}
              attachmentUrl={myAttachmentUrl(ticket._id)}
              hasReplyPromise={hasReplyPromise}
            />
          ))
        )}
      </section>
    </div>
  );
}
