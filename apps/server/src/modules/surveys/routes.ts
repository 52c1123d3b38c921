import {
  computeModeShiftSaving,
  modeShiftResponseSchema,
  modeShiftSchema,
  type RoutePolicy,
  SURVEYS_INVENTORY_ROLE,
  SURVEYS_MANAGE_ROLE,
  SURVEYS_READ_ROLE,
  sendSurveyToInventorySchema,
  surveyInputSchema,
  surveyInventoryResponseSchema,
  surveyListResponseSchema,
  surveyMailedResponseSchema,
  surveyResponseSchema,
  surveyResultsResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import {
  buildPublicLinkUrl,
  CIPHER_CONTEXT,
  createTokenCipher,
  type TokenCipher,
} from '../../public-links/index.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { FORM_PAGE_PATH } from '../forms/form-links.ts';
import { countFormLinks, countSubmittedResponses } from '../forms/queries.ts';
import { readOrIssueOpenFormLink } from '../forms/service.ts';
import { sendSurveyToInventory } from './inventory.ts';
import { presentSurvey } from './presenter.ts';
import { findSurvey, listSurveys, type SurveyWithForm } from './queries.ts';
import { buildSurveyResults, computeSurveyFigures } from './results.ts';
import { createSurvey, remindSurvey, sendSurvey, setSurveyOpen, updateSurvey } from './service.ts';

const tags = ['surveys'];
const base = '/api/company/surveys';
const READ: RoutePolicy = { kind: 'role', minRole: SURVEYS_READ_ROLE };
const MANAGE: RoutePolicy = { kind: 'role', minRole: SURVEYS_MANAGE_ROLE };
const INVENTORY: RoutePolicy = { kind: 'role', minRole: SURVEYS_INVENTORY_ROLE };
const SURVEYS: EntitlementRequirement = { product: 'surveys' };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

async function answerSurvey(db: Database, cipher: TokenCipher, publicUrl: string, row: SurveyWithForm) {
  const [links, responses] = await Promise.all([
    countFormLinks(db, row.survey.companyId, row.survey.formId),
    countSubmittedResponses(db, row.survey.companyId, row.survey.formId),
  ]);
  const openLink =
    row.survey.audience === 'open' && row.survey.sentAt
      ? buildPublicLinkUrl(
          publicUrl,
          FORM_PAGE_PATH,
          await readOrIssueOpenFormLink(db, row.survey.companyId, row.survey.formId, cipher),
        )
      : null;
  return presentSurvey(row, { links, responses: responses.total }, openLink);
}

/** Commute and home-office surveys (docs/surveys.md); with billing on, a surveys entitlement (402). */
export function createSurveyRoutes(sessionSecret: string): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const cipher = createTokenCipher(sessionSecret, CIPHER_CONTEXT);
    const publicUrl = app.config.publicUrl;
    const deps = { db, cipher, publicUrl, mailer: app.mailer, log: app.log };
    const load = async (companyId: string, id: string) => {
      const row = await findSurvey(db, companyId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such survey.');
      return row;
    };
    const present = async (companyId: string, id: string) =>
      answerSurvey(db, cipher, publicUrl, await load(companyId, id));

    app.get(
      base,
      {
        config: { policy: READ, entitlement: SURVEYS },
        schema: { tags, summary: 'The surveys, newest first', response: { 200: surveyListResponseSchema } },
      },
      async (request) => {
        const rows = await listSurveys(db, requireActor(request).companyId);
        return { surveys: await Promise.all(rows.map((row) => answerSurvey(db, cipher, publicUrl, row))) };
      },
    );

    app.post(
      base,
      {
        config: { policy: MANAGE, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Create a draft commute survey (counts against totalSurveys)',
          body: surveyInputSchema,
          response: { 201: surveyResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const id = await createSurvey(db, app.config.billing, actor, request.body);
        return reply.status(201).send({ survey: await present(actor.companyId, id) });
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { policy: READ, entitlement: SURVEYS },
        schema: { tags, summary: 'One survey', params: idParams, response: { 200: surveyResponseSchema } },
      },
      async (request) => ({ survey: await present(requireActor(request).companyId, request.params.id) }),
    );

    app.patch(
      `${base}/:id`,
      {
        config: { policy: MANAGE, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Change a survey not yet sent',
          params: idParams,
          body: surveyInputSchema,
          response: { 200: surveyResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        await updateSurvey(db, companyId, request.params.id, request.body);
        return { survey: await present(companyId, request.params.id) };
      },
    );

    app.post(
      `${base}/:id/send`,
      {
        config: { policy: MANAGE, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Open the survey and mail each employee of the audience a personal link',
          params: idParams,
          response: { 200: surveyMailedResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        const mailed = await sendSurvey(deps, companyId, request.params.id);
        return { survey: await present(companyId, request.params.id), mailed };
      },
    );

    app.post(
      `${base}/:id/remind`,
      {
        config: { policy: MANAGE, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'The one reminder to those who have not answered',
          params: idParams,
          response: { 200: surveyMailedResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        const mailed = await remindSurvey(deps, companyId, request.params.id);
        return { survey: await present(companyId, request.params.id), mailed };
      },
    );

    app.post(
      `${base}/:id/close`,
      {
        config: { policy: MANAGE, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Close the survey: it takes no more answers',
          params: idParams,
          response: { 200: surveyResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        await setSurveyOpen(db, companyId, request.params.id, false);
        return { survey: await present(companyId, request.params.id) };
      },
    );

    app.get(
      `${base}/:id/results`,
      {
        config: { policy: READ, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Results: rates, modes, distances and emissions, never one employee’s answers',
          params: idParams,
          response: { 200: surveyResultsResponseSchema },
        },
      },
      async (request) =>
        buildSurveyResults(db, await load(requireActor(request).companyId, request.params.id)),
    );

    app.post(
      `${base}/:id/inventory`,
      {
        config: { policy: INVENTORY, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'Send the results to a Corporate year as category 7 rows (again: updates them)',
          params: idParams,
          body: sendSurveyToInventorySchema,
          response: { 200: surveyInventoryResponseSchema },
        },
      },
      async (request) => {
        const { companyId, userId } = requireActor(request);
        return sendSurveyToInventory(
          db,
          companyId,
          request.params.id,
          request.body.instanceId,
          userId,
          publicUrl,
        );
      },
    );

    app.post(
      `${base}/:id/what-if`,
      {
        config: { policy: READ, entitlement: SURVEYS },
        schema: {
          tags,
          summary: 'The yearly saving of a mode shift, from the answers and the same factors',
          params: idParams,
          body: modeShiftSchema,
          response: { 200: modeShiftResponseSchema },
        },
      },
      async (request) => {
        const row = await load(requireActor(request).companyId, request.params.id);
        const { trips, factors, figures } = await computeSurveyFigures(db, row);
        if (trips.length < 5)
          throw new AppError('VALIDATION_FAILED', 'At least 5 answers are needed.', [
            { path: 'survey', message: 'validation.required' },
          ]);
        return computeModeShiftSaving(trips, factors.values, figures.headCount, request.body, factors.set);
      },
    );
  };
}
