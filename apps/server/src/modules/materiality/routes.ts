import {
  assessmentListResponseSchema,
  assessmentResponseSchema,
  changeAssessmentStateSchema,
  createAssessmentSchema,
  DOCX_CONTENT_TYPE,
  hasRoleAtLeast,
  iroInputSchema,
  iroResponseSchema,
  MATERIALITY_APPROVE_ROLE,
  MATERIALITY_EDIT_ROLE,
  MATERIALITY_READ_ROLE,
  materialityOkSchema,
  proposalsResponseSchema,
  type RoutePolicy,
  requireCapability,
  setThresholdsSchema,
  updateAssessmentSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { buildAssessmentDocx, buildAssessmentXlsx } from './export-service.ts';
import { outcomeOf, presentAssessment, presentIro, presentSummary } from './presenter.ts';
import { proposeIros } from './proposal-service.ts';
import {
  findAssessment,
  findMatterList,
  listAssessments,
  listCompanyNames,
  listIros,
  listThresholdChanges,
} from './queries.ts';
import {
  acceptIro,
  addIro,
  changeState,
  createAssessment,
  deleteIro,
  notFound,
  setThresholds,
  updateAssessment,
  updateIro,
} from './service.ts';

const tags = ['materiality'];
const base = '/api/company/assessments';
const READ: RoutePolicy = { kind: 'role', minRole: MATERIALITY_READ_ROLE };
const EDIT: RoutePolicy = { kind: 'role', minRole: MATERIALITY_EDIT_ROLE };
const ASSESSMENTS: EntitlementRequirement = { product: 'assessments' };
const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const iroParams = idParams.extend({ iroId: z.uuid({ error: 'validation.invalid' }) });

/** The assessment as the API answers it (404 for another company's). */
export async function loadAssessment(db: Database, companyId: string, id: string) {
  const row = await findAssessment(db, companyId, id);
  if (!row) throw notFound();
  const [list, iros, thresholdChanges, groupCompanies] = await Promise.all([
    findMatterList(db, row.matterListVersion),
    listIros(db, companyId, id),
    listThresholdChanges(db, companyId, id),
    listCompanyNames(db, row.groupCompanyIds),
  ]);
  if (!list) throw new AppError('INTERNAL', 'The assessment’s matter list is missing.');
  return { row, list, iros, thresholdChanges, groupCompanies };
}

/** Double materiality assessments (docs/materiality.md); with billing on, an assessments entitlement (402). */
export const materialityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answer = async (companyId: string, id: string) => ({
    assessment: presentAssessment(await loadAssessment(db, companyId, id)),
  });

  app.get(
    base,
    {
      config: { policy: READ, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'The assessments, newest year first',
        response: { 200: assessmentListResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const rows = await listAssessments(db, companyId);
      const assessments = await Promise.all(
        rows.map(async (row) => {
          if (row.state === 'approved') {
            const outcome = row.outcome as { decisions?: { isMaterial: boolean }[] } | null;
            return presentSummary(row, outcome?.decisions?.filter((d) => d.isMaterial).length ?? 0);
          }
          const list = await findMatterList(db, row.matterListVersion);
          const iros = await listIros(db, companyId, row.id);
          const material = list ? outcomeOf(row, list, iros).decisions.filter((d) => d.isMaterial).length : 0;
          return presentSummary(row, material);
        }),
      );
      return { assessments };
    },
  );

  app.post(
    base,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Start an assessment, empty or from an earlier one',
        body: createAssessmentSchema,
        response: { 201: assessmentResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = await createAssessment(db, actor, request.body);
      return reply.status(201).send(await answer(actor.companyId, id));
    },
  );

  // Exports are reports: an admin's (spec §6 "create reports").
  for (const format of ['docx', 'xlsx'] as const) {
    app.get(
      `${base}/:id/export.${format}`,
      {
        config: { policy: requireCapability('createReports'), entitlement: ASSESSMENTS },
        schema: {
          tags,
          summary:
            format === 'docx'
              ? 'The assessment as a Word document (context, IROs, scores, matrix, decisions, method)'
              : 'The assessment as an XLSX workbook',
          params: idParams,
        },
      },
      async (request, reply) => {
        const { companyId } = requireActor(request);
        const { assessment } = await answer(companyId, request.params.id);
        const language = readRequestLanguage(request);
        const body =
          format === 'docx'
            ? await buildAssessmentDocx(assessment, language)
            : Buffer.from(buildAssessmentXlsx(assessment, language));
        const fileName = `materiality-assessment-${assessment.year}.${format}`;
        return reply
          .header('Content-Type', format === 'docx' ? DOCX_CONTENT_TYPE : XLSX_CONTENT_TYPE)
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );
  }

  app.get(
    `${base}/:id`,
    {
      config: { policy: READ, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'One assessment with its IROs and decisions',
        params: idParams,
        response: { 200: assessmentResponseSchema },
      },
    },
    async (request) => answer(requireActor(request).companyId, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Change the name, context, entity-specific matters, explanations or group',
        params: idParams,
        body: updateAssessmentSchema,
        response: { 200: assessmentResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await updateAssessment(db, actor, request.params.id, request.body);
      return answer(actor.companyId, request.params.id);
    },
  );

  app.put(
    `${base}/:id/thresholds`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Set the thresholds of both axes, with the reason (logged)',
        params: idParams,
        body: setThresholdsSchema,
        response: { 200: assessmentResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await setThresholds(db, actor, request.params.id, request.body);
      return answer(actor.companyId, request.params.id);
    },
  );

  app.post(
    `${base}/:id/state`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary:
          'Send to review, back to draft, or approve (admins): approval freezes it and marks the ESG years',
        params: idParams,
        body: changeAssessmentStateSchema,
        response: { 200: assessmentResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (request.body.to === 'approved' && !hasRoleAtLeast(actor.role, MATERIALITY_APPROVE_ROLE))
        throw new AppError('FORBIDDEN', 'Only an admin approves an assessment.');
      await changeState(db, actor, request.params.id, request.body.to, readRequestLanguage(request));
      return answer(actor.companyId, request.params.id);
    },
  );

  app.post(
    `${base}/:id/iros`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Add an IRO to a matter',
        params: idParams,
        body: iroInputSchema,
        response: { 201: iroResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const iroId = await addIro(db, actor, request.params.id, request.body);
      const iro = (await listIros(db, actor.companyId, request.params.id)).find((row) => row.id === iroId);
      if (!iro) throw new AppError('NOT_FOUND', 'No such IRO.');
      return reply.status(201).send({ iro: presentIro(iro) });
    },
  );

  app.put(
    `${base}/:id/iros/:iroId`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Change an IRO and its scores',
        params: iroParams,
        body: iroInputSchema,
        response: { 200: iroResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await updateIro(db, actor, request.params.id, request.params.iroId, request.body);
      const iro = (await listIros(db, actor.companyId, request.params.id)).find(
        (row) => row.id === request.params.iroId,
      );
      if (!iro) throw new AppError('NOT_FOUND', 'No such IRO.');
      return { iro: presentIro(iro) };
    },
  );

  app.post(
    `${base}/:id/iros/:iroId/accept`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Accept a proposed IRO',
        params: iroParams,
        response: { 200: materialityOkSchema },
      },
    },
    async (request) => {
      await acceptIro(db, requireActor(request), request.params.id, request.params.iroId);
      return { ok: true as const };
    },
  );

  app.delete(
    `${base}/:id/iros/:iroId`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Remove an IRO or reject a proposal',
        params: iroParams,
        response: { 200: materialityOkSchema },
      },
    },
    async (request) => {
      await deleteIro(db, requireActor(request), request.params.id, request.params.iroId);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/:id/proposals`,
    {
      config: { policy: EDIT, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary:
          'Propose IROs from the calculator and the ESG answers of the year (accepted only by a person)',
        params: idParams,
        response: { 200: proposalsResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const ids = await proposeIros(db, actor, request.params.id, readRequestLanguage(request));
      const stored = new Map(
        (await listIros(db, actor.companyId, request.params.id)).map((row) => [row.id, row]),
      );
      // In the order proposed: the largest source first.
      const iros = ids.flatMap((id) => stored.get(id) ?? []);
      return { proposed: iros.length, iros: iros.map(presentIro) };
    },
  );
};
