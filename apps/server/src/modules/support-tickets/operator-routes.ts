import {
  operatorSupportTicketResponseSchema,
  operatorSupportTicketsQuerySchema,
  operatorSupportTicketsResponseSchema,
  replySupportTicketSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { renderSupportReplyMail } from '../mail/templates.ts';
import { sendAttachment } from './attachment-reply.ts';
import { presentOperatorTicket } from './presenter.ts';
import { listAllTickets, listReplies, type OperatorTicketRow, readAttachment } from './queries.ts';
import { closeSupportTicket, replyToSupportTicket } from './service.ts';

const tags = ['settings'];
const base = '/api/settings/support-tickets';
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const SUPPORT_ONLY = requireCapability('settingsSupportTickets');

/**
 * Settings → Support tickets (platform operators, spec section 6 "settings support tickets"): every
 * company's tickets, answering them (the author gets a mail) and closing them.
 */
export const operatorSupportTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const answerTicket = async (row: OperatorTicketRow) => ({
    ticket: presentOperatorTicket(row, await listReplies(db, [row.id])),
  });

  app.get(
    base,
    {
      config: { policy: SUPPORT_ONLY },
      schema: {
        tags,
        summary: "Every company's support tickets, newest activity first (optionally of one status)",
        querystring: operatorSupportTicketsQuerySchema,
        response: { 200: operatorSupportTicketsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listAllTickets(db, { status: request.query.status });
      const replies = await listReplies(
        db,
        rows.map((row) => row.id),
      );
      return { tickets: rows.map((row) => presentOperatorTicket(row, replies)) };
    },
  );

  app.post(
    `${base}/:id/replies`,
    {
      config: { policy: SUPPORT_ONLY },
      schema: {
        tags,
        summary: 'Answer a ticket (and close it with isClosing); its author is mailed the answer',
        params: idParams,
        body: replySupportTicketSchema,
        response: { 200: operatorSupportTicketResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await replyToSupportTicket(db, {
        ticketId: id,
        authorId: requireActor(request).userId,
        message: request.body.message,
        isClosing: request.body.isClosing,
      });
      request.log.info({ ticket: id }, 'support ticket answered');
      if (row.authorEmail) {
        const mail = renderSupportReplyMail(row.authorLanguage === 'de' ? 'de' : 'en', {
          subject: row.subject,
          reply: request.body.message,
          isClosed: row.status === 'closed',
          url: `${app.config.publicUrl}/dashboard/support`,
        });
        // The answer is stored whatever happens to the mail; the author also sees it on the page.
        await app.mailer.send({ to: row.authorEmail, ...mail }).catch((error: unknown) => {
          request.log.error({ err: error, ticket: id }, 'the support reply mail could not be sent');
        });
      }
      return answerTicket(row);
    },
  );

  app.post(
    `${base}/:id/close`,
    {
      config: { policy: SUPPORT_ONLY },
      schema: {
        tags,
        summary: 'Close a ticket without an answer',
        params: idParams,
        response: { 200: operatorSupportTicketResponseSchema },
      },
    },
    async (request) => answerTicket(await closeSupportTicket(db, request.params.id)),
  );

  app.get(
    `${base}/:id/attachment`,
    {
      config: { policy: SUPPORT_ONLY },
      schema: { tags, summary: "Download a ticket's attachment", params: idParams },
    },
    async (request, reply) => sendAttachment(reply, await readAttachment(db, request.params.id)),
  );
};
