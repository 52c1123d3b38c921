import type {
  EvidenceFileKind,
  OperatorSupportTicket,
  SupportTicket,
  SupportTicketReply,
  SupportTicketStatus,
} from '@carbon-ledger/core';
import type { OperatorTicketRow, SupportReplyRow, SupportTicketRow } from './queries.ts';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

function presentReply(row: SupportReplyRow): SupportTicketReply {
  return {
    _id: row.id,
    message: row.message,
    author: fullName(row.authorFirst, row.authorLast),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ticket with its replies as its author sees it. */
export function presentSupportTicket(
  row: SupportTicketRow,
  replies: readonly SupportReplyRow[],
): SupportTicket {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status as SupportTicketStatus,
    attachment:
      row.attachmentName && row.attachmentKind
        ? {
            name: row.attachmentName,
            kind: row.attachmentKind as EvidenceFileKind,
            size: row.attachmentSizeBytes ?? 0,
          }
        : null,
    replies: replies.filter((reply) => reply.ticketId === row.id).map(presentReply),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ticket as support sees it: with its company and author. */
export function presentOperatorTicket(
  row: OperatorTicketRow,
  replies: readonly SupportReplyRow[],
): OperatorSupportTicket {
  const name = fullName(row.authorFirst, row.authorLast);
  return {
    ...presentSupportTicket(row, replies),
    company: { _id: row.companyId, brand: row.companyBrand },
    author:
      row.createdBy && row.authorEmail
        ? { _id: row.createdBy, name: name ?? '', email: row.authorEmail }
        : null,
  };
}
