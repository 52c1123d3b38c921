import type { ValidationMessageKey } from '@carbon-ledger/core';
import { type OperatorSupportTicket, replySupportTicketSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  collectFieldErrors,
  collectServerFieldErrors,
  useValidationText,
} from '../../components/form/field-errors.ts';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { ALL_TICKETS_KEY, closeTicket, replyToTicket } from './support-tickets-api.ts';

/** Support's answer to one ticket: send it, send it and close the ticket, or just close it. */
export function TicketReplyForm({ ticket }: { ticket: OperatorSupportTicket }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<ValidationMessageKey>();
  const [isSaving, setIsSaving] = useState(false);
  const isClosed = ticket.status === 'closed';

  const refresh = () => queryClient.invalidateQueries({ queryKey: ALL_TICKETS_KEY });

  const send = async (isClosing: boolean) => {
    const parsed = replySupportTicketSchema.safeParse({ message, isClosing });
    if (!parsed.success) {
      setError(collectFieldErrors(parsed.error).message);
      return;
    }
    setError(undefined);
    setIsSaving(true);
    const result = await replyToTicket(ticket._id, parsed.data);
    setIsSaving(false);
    if (!result.data) {
      const fieldError = collectServerFieldErrors(result.error).message;
      if (fieldError) setError(fieldError);
      else toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    setMessage('');
    await refresh();
    toasts.show({ message: t('supportTickets.sent'), tone: 'success' });
  };

  const close = async () => {
    setIsSaving(true);
    const result = await closeTicket(ticket._id);
    setIsSaving(false);
    if (!result.data) {
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    await refresh();
    toasts.show({ message: t('supportTickets.closedToast'), tone: 'success' });
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <TextAreaField
        label={t('supportTickets.replyLabel', { subject: ticket.subject })}
        name="reply"
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={validationText(error)}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={isSaving}>
          {t('supportTickets.sendReply')}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={() => void send(true)}>
          {t('supportTickets.sendAndClose')}
        </Button>
        {!isClosed && (
          <Button variant="ghost" disabled={isSaving} onClick={() => void close()}>
            {t('supportTickets.close')}
          </Button>
        )}
      </div>
    </form>
  );
}
