import type { SupportTicket, SupportTicketStatus } from '@carbon-ledger/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/useDateFormat.ts';

const STATUS_CLASSES: Record<SupportTicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-700',
};

/** A date and time through core's formatter, in the page's language and the company's country. */
export function useFormatDateTime(): (iso: string) => string {
  return useDateFormat().formatDateTime;
}

export function TicketStatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[status]}`}>
      <span className="sr-only">{t('supportTickets.statusPrefix')} </span>
      <span data-testid="ticket-status">{t(`supportTickets.status.${status}`)}</span>
    </span>
  );
}

export type TicketThreadProps = {
  ticket: SupportTicket;
  attachmentUrl: string;
  /** Who filed it and where (support's view), shown under the subject. */
  meta?: ReactNode;
  /** Support's answer form, below the answers. */
  children?: ReactNode;
  /** Support sees "no answer yet" without the reply promise made to the author. */
  isSupportView?: boolean;
  /**
   * The spec's reply promise (3 hours) is the support contact's: only made where the installation has
   * one (SUPPORT_EMAIL); otherwise the author is told the answer is mailed and shows here.
   */
  hasReplyPromise?: boolean;
};

/** One ticket: subject, status, the message, its attachment and the answers, oldest first. */
export function TicketThread({
  ticket,
  attachmentUrl,
  meta,
  children,
  isSupportView = false,
  hasReplyPromise = false,
}: TicketThreadProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const headingId = `ticket-${ticket._id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="support-ticket"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium break-words">
            {ticket.subject}
          </h3>
          <p className="text-xs text-slate-500">
            {t('supportTickets.filedOn', { date: formatDateTime(ticket.createdAt) })}
          </p>
          {meta}
        </div>
        <TicketStatusBadge status={ticket.status} />
      </header>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">{ticket.message}</p>
      {ticket.attachment && (
        <p className="mt-2 text-sm">
          <a className="break-all text-brand-700 underline" href={attachmentUrl} download>
            {t('supportTickets.download', { name: ticket.attachment.name })}
          </a>
        </p>
      )}
      <section className="mt-4 border-t border-slate-100 pt-3" aria-label={t('supportTickets.answers')}>
        {ticket.replies.length === 0 ? (
          <p className="text-sm text-slate-500">
            {t(
              isSupportView
                ? 'supportTickets.noAnswerYet'
                : hasReplyPromise
                  ? 'supportTickets.noAnswer'
                  : 'supportTickets.noAnswerMailed',
            )}
          </p>
        ) : (
          <ol className="space-y-3">
            {ticket.replies.map((reply) => (
              <li key={reply._id} className="rounded-lg bg-brand-50 p-3" data-testid="ticket-reply">
                <p className="text-xs text-slate-600">
                  {t('supportTickets.answeredBy', {
                    name: reply.author ?? t('supportTickets.supportTeam'),
                    date: formatDateTime(reply.createdAt),
                  })}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap">{reply.message}</p>
              </li>
            ))}
          </ol>
        )}
        {children}
      </section>
    </article>
  );
}
