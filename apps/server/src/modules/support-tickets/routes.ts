import {
  createSupportTicketSchema,
  MAX_SUPPORT_ATTACHMENT_BYTES,
  SIGNED_IN_POLICY,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { sendAttachment } from './attachment-reply.ts';
import { presentSupportTicket } from './presenter.ts';
import { findTicketOfUser, listReplies, listTicketsOfUser, readAttachment } from './queries.ts';
import { createSupportTicket } from './service.ts';

const tags = ['support'];
const base = '/api/support/tickets';
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
/** The attachment travels as base64 (4 characters per 3 bytes) in JSON with the texts around it. */
const CREATE_BODY_LIMIT = Math.ceil((MAX_SUPPORT_ATTACHMENT_BYTES + 1) / 3) * 4 + 64 * 1024;

/**
 * A signed-in user's support tickets in the company they work in: file one (with an optional
 * attachment), list theirs with support's answers, and download their attachment. Anyone else's
 * ticket answers 404.
 */
export const supportTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const answerTicket = async (companyId: string, userId: string, id: string) => {
    const row = await findTicketOfUser(db, companyId, userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such ticket.');
    return { ticket: presentSupportTicket(row, await listReplies(db, [row.id], companyId)) };
  };

  app.get(
    base,
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: 'The tickets I filed in this company, newest first, with the answers',
        response: { 200: supportTicketsResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      const rows = await listTicketsOfUser(db, companyId, userId);
      const replies = await listReplies(
        db,
        rows.map((row) => row.id),
        companyId,
      );
      return { tickets: rows.map((row) => presentSupportTicket(row, replies)) };
    },
  );

  app.post(
    base,
    {
      config: { policy: SIGNED_IN_POLICY },
      bodyLimit: CREATE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'File a support ticket (attachment: name and base64 content; PDF, image, Excel or CSV)',
        body: createSupportTicketSchema,
        response: { 201: supportTicketResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = requireActor(request);
      const id = await createSupportTicket(db, {
        companyId,
        userId,
        ...request.body,
        attachmentQuotaBytes: app.config.uploadQuotas.supportAttachmentBytes,
        lang: readRequestLanguage(request),
      });
      request.log.info({ ticket: id }, 'support ticket filed');
      return reply.status(201).send(await answerTicket(companyId, userId, id));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: 'One of my tickets with the answers',
        params: idParams,
        response: { 200: supportTicketResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      return answerTicket(companyId, userId, request.params.id);
    },
  );

  app.get(
    `${base}/:id/attachment`,
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: { tags, summary: "Download my ticket's attachment", params: idParams },
    },
    async (request, reply) => {
      const { companyId, userId } = requireActor(request);
      return sendAttachment(reply, await readAttachment(db, request.params.id, { companyId, userId }));
    },
  );
};
