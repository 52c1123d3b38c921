import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { buildContentDisposition } from '../evidence-files/content-disposition.ts';
import type { SupportAttachment } from './queries.ts';

/** Sends a ticket's attachment as a download that no browser runs or sniffs. */
export function sendAttachment(reply: FastifyReply, attachment: SupportAttachment | undefined) {
  if (!attachment) throw new AppError('NOT_FOUND', 'This ticket has no attachment.');
  return reply
    .header('content-type', attachment.mediaType)
    .header('content-length', String(attachment.content.length))
    .header('content-disposition', buildContentDisposition(attachment.name, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(attachment.content);
}
