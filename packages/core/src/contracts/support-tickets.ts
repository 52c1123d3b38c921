import { z } from 'zod';
import { EVIDENCE_FILE_KINDS } from '../files/evidence-files.ts';

/** A ticket is open until support answers it, answered after a reply, closed when support closes it. */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const MAX_SUPPORT_SUBJECT_LENGTH = 200;
export const MAX_SUPPORT_MESSAGE_LENGTH = 5000;
/** An attachment is a screenshot or a document, kept in the database: a few MB at most. */
export const MAX_SUPPORT_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong' });

/**
 * An attachment as the browser sends it: the file's name and its bytes in base64. The content decides
 * its type (the evidence file checks: PDF, PNG, JPEG, WebP, Excel, CSV), never the name.
 */
export const supportAttachmentInputSchema = z.object(
  {
    name: requiredText(500),
    content: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required', abort: true })
      // The size is checked on the decoded bytes (naming the limit); the route's body limit caps the rest.
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.invalid' }),
  },
  { error: 'validation.invalid' },
);
export type SupportAttachmentInput = z.infer<typeof supportAttachmentInputSchema>;

/** `POST /api/support/tickets`: a new ticket of the signed-in user in the company they work in. */
export const createSupportTicketSchema = z.object(
  {
    subject: requiredText(MAX_SUPPORT_SUBJECT_LENGTH),
    message: requiredText(MAX_SUPPORT_MESSAGE_LENGTH),
    attachment: supportAttachmentInputSchema.nullish().transform((value) => value ?? null),
  },
  { error: 'validation.invalid' },
);
export type CreateSupportTicket = z.input<typeof createSupportTicketSchema>;

/** `POST /api/settings/support-tickets/:id/replies`: support answers, and may close the ticket with it. */
export const replySupportTicketSchema = z.object(
  {
    message: requiredText(MAX_SUPPORT_MESSAGE_LENGTH),
    isClosing: z.boolean({ error: 'validation.invalid' }).default(false),
  },
  { error: 'validation.invalid' },
);
export type ReplySupportTicket = z.input<typeof replySupportTicketSchema>;

export const supportTicketReplySchema = z.object({
  _id: z.string(),
  message: z.string(),
  /** Who wrote it (name), null once that account is gone. */
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicketReply = z.infer<typeof supportTicketReplySchema>;

export const supportTicketAttachmentSchema = z.object({
  name: z.string(),
  kind: z.enum(EVIDENCE_FILE_KINDS),
  size: z.number().int(),
});

/** A ticket as its author sees it. */
export const supportTicketSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  attachment: supportTicketAttachmentSchema.nullable(),
  replies: z.array(supportTicketReplySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** A ticket as support sees it: with the company and the person who filed it. */
export const operatorSupportTicketSchema = supportTicketSchema.extend({
  company: z.object({ _id: z.string(), brand: z.string() }),
  /** The author, null once that account is gone. */
  author: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type OperatorSupportTicket = z.infer<typeof operatorSupportTicketSchema>;

export const supportTicketResponseSchema = z.object({ ticket: supportTicketSchema });
export const supportTicketsResponseSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponseSchema>;

export const operatorSupportTicketResponseSchema = z.object({ ticket: operatorSupportTicketSchema });
export const operatorSupportTicketsQuerySchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES, { error: 'validation.invalid' }).optional(),
});
export const operatorSupportTicketsResponseSchema = z.object({
  tickets: z.array(operatorSupportTicketSchema),
});
export type OperatorSupportTicketsResponse = z.infer<typeof operatorSupportTicketsResponseSchema>;
