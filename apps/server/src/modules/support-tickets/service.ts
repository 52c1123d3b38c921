import {
  checkEvidenceFile,
  describeEvidenceFileProblem,
  EVIDENCE_FILE_TYPES,
  MAX_SUPPORT_ATTACHMENT_BYTES,
  type SupportAttachmentInput,
  type SupportTicketStatus,
} from '@carbon-ledger/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supportTicketReplies, supportTickets } from '../../db/schema/support-tickets.ts';
import { AppError } from '../../http/app-error.ts';
import { assertWithinUploadQuota } from '../evidence-files/upload-quota.ts';
import { findAnyTicket, type OperatorTicketRow } from './queries.ts';

type CheckedAttachment = {
  attachmentName: string;
  attachmentKind: string;
  attachmentMediaType: string;
  attachmentSizeBytes: number;
  attachmentContent: Buffer;
};

/**
 * Decodes and checks an attachment by its content with the evidence file rules (PDF, images, Excel,
 * CSV; the name must fit the content) and the smaller support limit. Refused with 400 on `attachment`.
 */
export function checkSupportAttachment(input: SupportAttachmentInput): CheckedAttachment {
  const bytes = Buffer.from(input.content, 'base64');
  const refuse = (problem: string, text: string): never => {
    throw new AppError('VALIDATION_FAILED', `Invalid body: attachment: ${text}`, [
      { path: 'attachment', message: problem },
    ]);
  };
  if (bytes.length > MAX_SUPPORT_ATTACHMENT_BYTES)
    refuse('tooLarge', `The file is larger than ${MAX_SUPPORT_ATTACHMENT_BYTES / 1024 / 1024} MB.`);
  const checked = checkEvidenceFile(bytes, input.name);
  if ('problem' in checked)
    return refuse(checked.problem, describeEvidenceFileProblem(checked.problem, input.name, 'en'));
  return {
    attachmentName: checked.displayName,
    attachmentKind: checked.kind,
    attachmentMediaType: EVIDENCE_FILE_TYPES[checked.kind].mediaType,
    attachmentSizeBytes: bytes.length,
    attachmentContent: bytes,
  };
}

/**
 * Files a ticket for the signed-in user in the company they work in; it starts open. An attachment must
 * fit into what is left of the company's attachment quota.
 */
export async function createSupportTicket(
  db: Database,
  input: {
    companyId: string;
    userId: string;
    subject: string;
    message: string;
    attachment: SupportAttachmentInput | null;
    /** The company's quota for ticket attachments (`SUPPORT_ATTACHMENT_QUOTA_MB`), and the refusal's language. */
    attachmentQuotaBytes: number;
    lang: 'en' | 'de';
  },
): Promise<string> {
  const attachment = input.attachment ? checkSupportAttachment(input.attachment) : null;
  return db.transaction(async (tx) => {
    if (attachment) {
      await assertWithinUploadQuota(tx, {
        companyId: input.companyId,
        kind: 'supportAttachments',
        addedBytes: attachment.attachmentSizeBytes,
        quotaBytes: input.attachmentQuotaBytes,
        lang: input.lang,
        path: 'attachment',
      });
    }
    const [row] = await tx
      .insert(supportTickets)
      .values({
        companyId: input.companyId,
        createdBy: input.userId,
        subject: input.subject,
        message: input.message,
        status: 'open',
        ...attachment,
      })
      .returning({ id: supportTickets.id });
    if (!row) throw new AppError('INTERNAL', 'The ticket was not stored.');
    return row.id;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockTicket(tx: Transaction, id: string): Promise<{ companyId: string }> {
  const [row] = await tx
    .select({ companyId: supportTickets.companyId })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such ticket.');
  return row;
}

async function setStatus(tx: Transaction, companyId: string, id: string, status: SupportTicketStatus) {
  await tx
    .update(supportTickets)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(supportTickets.companyId, companyId), eq(supportTickets.id, id)));
}

/**
 * Support answers a ticket of any company: the reply is stored and the ticket becomes answered, or
 * closed when the reply closes it. Both land together. Returns the ticket as it is now.
 */
export async function replyToSupportTicket(
  db: Database,
  input: { ticketId: string; authorId: string; message: string; isClosing: boolean },
): Promise<OperatorTicketRow> {
  await db.transaction(async (tx) => {
    const { companyId } = await lockTicket(tx, input.ticketId);
    await tx.insert(supportTicketReplies).values({
      companyId,
      ticketId: input.ticketId,
      authorId: input.authorId,
      message: input.message,
    });
    await setStatus(tx, companyId, input.ticketId, input.isClosing ? 'closed' : 'answered');
  });
  return requireAnyTicket(db, input.ticketId);
}

/** Support closes a ticket without a reply (a closed one stays closed). */
export async function closeSupportTicket(db: Database, ticketId: string): Promise<OperatorTicketRow> {
  await db.transaction(async (tx) => {
    const { companyId } = await lockTicket(tx, ticketId);
    await setStatus(tx, companyId, ticketId, 'closed');
  });
  return requireAnyTicket(db, ticketId);
}

export async function requireAnyTicket(db: Database, id: string): Promise<OperatorTicketRow> {
  const row = await findAnyTicket(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such ticket.');
  return row;
}
