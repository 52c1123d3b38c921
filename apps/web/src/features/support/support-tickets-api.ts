import {
  type CreateSupportTicket,
  type EvidenceFileProblem,
  type OperatorSupportTicketsResponse,
  operatorSupportTicketResponseSchema,
  operatorSupportTicketsResponseSchema,
  type ReplySupportTicket,
  type SupportTicketStatus,
  type SupportTicketsResponse,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiError } from '../../api/http-client.ts';

/** The page where a signed-in user files tickets and reads the answers. */
export const SUPPORT_TICKETS_PATH = '/dashboard/support';
export const MY_TICKETS_KEY = ['support', 'tickets'] as const;
export const ALL_TICKETS_KEY = ['settings', 'support-tickets'] as const;

/** The signed-in user's tickets in the company they work in. */
export function useMyTickets() {
  return useQuery<SupportTicketsResponse>({
    queryKey: MY_TICKETS_KEY,
    queryFn: async () => {
      const result = await http.get('/api/support/tickets', { schema: supportTicketsResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

export const fileTicket = (ticket: CreateSupportTicket) =>
  http.post('/api/support/tickets', ticket, { schema: supportTicketResponseSchema });

/** Every company's tickets (operators). */
export function useAllTickets(status: SupportTicketStatus | undefined) {
  return useQuery<OperatorSupportTicketsResponse>({
    queryKey: [...ALL_TICKETS_KEY, status ?? 'all'],
    queryFn: async () => {
      const result = await http.get('/api/settings/support-tickets', {
        query: { status },
        schema: operatorSupportTicketsResponseSchema,
      });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

export const replyToTicket = (id: string, reply: ReplySupportTicket) =>
  http.post('/api/settings/support-tickets/:id/replies', reply, {
    params: { id },
    schema: operatorSupportTicketResponseSchema,
  });

export const closeTicket = (id: string) =>
  http.post('/api/settings/support-tickets/:id/close', undefined, {
    params: { id },
    schema: operatorSupportTicketResponseSchema,
  });

export const myAttachmentUrl = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}/attachment`;
export const operatorAttachmentUrl = (id: string) =>
  `/api/settings/support-tickets/${encodeURIComponent(id)}/attachment`;

const ATTACHMENT_PROBLEMS = ['empty', 'tooLarge', 'unsupportedType', 'nameMismatch', 'quotaReached'] as const;

/** What can be wrong with an attachment: the file, or the company's attachment quota is used up. */
export type AttachmentProblem = EvidenceFileProblem | 'quotaReached';

/** Why the server refused the attachment, when it did. */
export function readAttachmentProblem(error: ApiError | undefined): AttachmentProblem | undefined {
  const detail = error?.details?.find((entry) => entry.path === 'attachment');
  return ATTACHMENT_PROBLEMS.find((problem) => problem === detail?.message);
}

/** A file's bytes as base64, as the ticket call carries them. */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
