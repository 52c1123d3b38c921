import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/SelectField.tsx';
import { operatorAttachmentUrl, useAllTickets } from './support-tickets-api.ts';
import { TicketReplyForm } from './TicketReplyForm.tsx';
import { TicketThread } from './TicketThread.tsx';

const isStatus = (value: string): value is SupportTicketStatus =>
  (SUPPORT_TICKET_STATUSES as readonly string[]).includes(value);

/** Settings → Support tickets (platform operators): every company's tickets, answered and closed here. */
export function SupportTicketsSettingsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupportTicketStatus>();
  const tickets = useAllTickets(status);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h2 className="text-xl font-semibold">{t('supportTickets.settingsTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('supportTickets.settingsDescription')}</p>
        </div>
        <SelectField
          label={t('supportTickets.filter')}
          className="w-full sm:w-48"
          value={status ?? ''}
          onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : undefined)}
          options={[
            { value: '', label: t('supportTickets.filterAll') },
            ...SUPPORT_TICKET_STATUSES.map((value) => ({
              value,
              label: t(`supportTickets.status.${value}`),
            })),
          ]}
        />
      </header>
      {tickets.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : tickets.isError ? (
        <p role="alert" className="text-red-700">
          {t('errors.generic')}
        </p>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('supportTickets.noTicketsAll')}</p>
      ) : (
        <div className="space-y-4">
          {tickets.data.tickets.map((ticket) => (
            <TicketThread
              key={ticket._id}
              ticket={ticket}
              attachmentUrl={operatorAttachmentUrl(ticket._id)}
              isSupportView
              meta={
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
                  <dt>{t('supportTickets.company')}</dt>
                  <dd className="break-words" data-testid="ticket-company">
                    {ticket.company.brand}
                  </dd>
                  <dt>{t('supportTickets.author')}</dt>
                  <dd className="break-all">
                    {ticket.author
                      ? `${ticket.author.name} <${ticket.author.email}>`
                      : t('supportTickets.authorGone')}
                  </dd>
                </dl>
              }
            >
              <TicketReplyForm ticket={ticket} />
            </TicketThread>
          ))}
        </div>
      )}
    </div>
  );
}
