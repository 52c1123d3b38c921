import {
  formatDate,
  questionnaireDetailResponseSchema,
  questionnaireListResponseSchema,
  type RoutePolicy,
  resolveDateLocale,
  SUPPLIERS_MANAGE_ROLE,
  SUPPLIERS_READ_ROLE,
  sendQuestionnaireSchema,
  suppliersOkSchema,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies } from '../../db/schema/identity.ts';
import { suppliers as suppliersTable } from '../../db/schema/supplier-assessments.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { buildPublicLinkUrl, CIPHER_CONTEXT, createTokenCipher } from '../../public-links/index.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { FORM_PAGE_PATH } from '../forms/form-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderSupplierQuestionnaireMail } from '../mail/templates.ts';
import { presentQuestionnaire, presentQuestionnaireDetail } from './questionnaire-presenter.ts';
import { findQuestionnaire, listQuestionnaires, type QuestionnaireRow } from './questionnaire-queries.ts';
import {
  acceptReportedEmissions,
  prepareReminder,
  revokeQuestionnaire,
  sendQuestionnaire,
} from './questionnaire-service.ts';

const tags = ['supplier-assessments'];
const base = '/api/company/supplier-questionnaires';
const READ: RoutePolicy = { kind: 'role', minRole: SUPPLIERS_READ_ROLE };
const MANAGE: RoutePolicy = { kind: 'role', minRole: SUPPLIERS_MANAGE_ROLE };
const ASSESSMENTS: EntitlementRequirement = { product: 'assessments' };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** A lost mail must not undo a stored questionnaire: the reminder sends the link again. */
async function sendSafely(mailer: Mailer, mail: Parameters<Mailer['send']>[0], log: FastifyBaseLogger) {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'the supplier questionnaire mail could not be sent');
  }
}

/**
 * Questionnaires sent to suppliers (docs/supplier-assessments.md): sending (the send check, the form,
 * the supplier's personal link by mail), reminders, revoking, results, and taking reported emissions over.
 */
export function createSupplierQuestionnaireRoutes(sessionSecret: string): FastifyPluginAsyncZod {
  const cipher = createTokenCipher(sessionSecret, CIPHER_CONTEXT);
  return async (app) => {
    const db = app.database.db;

    const mailLink = async (
      row: QuestionnaireRow,
      token: string,
      isReminder: boolean,
      log: FastifyBaseLogger,
    ) => {
      const [company] = await db
        .select({ brand: companies.brand, country: companies.country })
        .from(companies)
        .where(eq(companies.id, row.companyId));
      const [supplier] = await db
        .select({ email: suppliersTable.contactEmail })
        .from(suppliersTable)
        .where(and(eq(suppliersTable.companyId, row.companyId), eq(suppliersTable.id, row.supplierId)));
      if (!supplier) return;
      const language = row.language === 'de' ? 'de' : 'en';
      const content = renderSupplierQuestionnaireMail(language, {
        brand: company?.brand ?? '',
        supplier: row.supplierName,
        title: row.title,
        year: row.reportingYear,
        // A calendar day in words of the mail's language and the company's country ("2 Dec 2026").
        deadline: formatDate(row.deadline, resolveDateLocale(language, company?.country), 'long'),
        url: buildPublicLinkUrl(app.config.publicUrl, FORM_PAGE_PATH, token),
        isReminder,
      });
      await sendSafely(app.mailer, { to: supplier.email, ...content }, log);
    };

    const answerOne = async (companyId: string, id: string) => {
      const row = await findQuestionnaire(db, companyId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such questionnaire.');
      return { questionnaire: presentQuestionnaireDetail(row) };
    };

    app.get(
      base,
      {
        config: { policy: READ, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary: 'The questionnaires sent, newest first, with each supplier’s completion and score',
          response: { 200: questionnaireListResponseSchema },
        },
      },
      async (request) => ({
        questionnaires: (await listQuestionnaires(db, requireActor(request).companyId)).map(
          presentQuestionnaire,
        ),
      }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { policy: READ, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary: 'One questionnaire with its questions and the supplier’s answers',
          params: idParams,
          response: { 200: questionnaireDetailResponseSchema },
        },
      },
      async (request) => answerOne(requireActor(request).companyId, request.params.id),
    );

    app.post(
      base,
      {
        config: { policy: MANAGE, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary:
            'Send a questionnaire to a supplier: checked against the value-chain cap, mailed as a link',
          body: sendQuestionnaireSchema,
          response: { 201: questionnaireDetailResponseSchema },
        },
      },
      async (request, reply) => {
        const { companyId, userId } = requireActor(request);
        const sent = await sendQuestionnaire(db, companyId, request.body, { actorId: userId, cipher });
        const row = await findQuestionnaire(db, companyId, sent.id);
        if (!row) throw new AppError('INTERNAL', 'The questionnaire was not stored.');
        await mailLink(row, sent.token, false, request.log);
        return reply.status(201).send({ questionnaire: presentQuestionnaireDetail(row) });
      },
    );

    app.post(
      `${base}/:id/remind`,
      {
        config: { policy: MANAGE, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary: 'Mail the supplier its link again, before it has answered',
          params: idParams,
          response: { 200: questionnaireDetailResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        const token = await prepareReminder(db, companyId, request.params.id, cipher);
        const row = await findQuestionnaire(db, companyId, request.params.id);
        if (!row) throw new AppError('NOT_FOUND', 'No such questionnaire.');
        await mailLink(row, token, true, request.log);
        return { questionnaire: presentQuestionnaireDetail(row) };
      },
    );

    app.post(
      `${base}/:id/accept-emissions`,
      {
        config: { policy: MANAGE, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary: 'Take the emissions the supplier submitted over as a company factor',
          params: idParams,
          response: { 200: questionnaireDetailResponseSchema },
        },
      },
      async (request) => {
        const { companyId, userId } = requireActor(request);
        await acceptReportedEmissions(db, companyId, request.params.id, userId);
        return answerOne(companyId, request.params.id);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { policy: MANAGE, entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary: 'Revoke the supplier’s link (it answers 404 from then on); its answers stay',
          params: idParams,
          response: { 200: suppliersOkSchema },
        },
      },
      async (request) => {
        await revokeQuestionnaire(db, requireActor(request).companyId, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
