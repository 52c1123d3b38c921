import {
  addEmployeesResponseSchema,
  addEmployeesSchema,
  assignEmployeeTeamSchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  listEmployeesQuerySchema,
  type RoutePolicy,
  teamListResponseSchema,
  teamNameSchema,
  teamResponseSchema,
  WORKFORCE_MANAGE_ROLE,
  WORKFORCE_READ_ROLE,
  workforceOkSchema,
  workforceSummaryResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { presentEmployee, presentTeam } from './presenter.ts';
import { countWorkforce, findEmployees, findTeam, listEmployees, listTeams } from './queries.ts';
import {
  addEmployees,
  assignEmployeeTeam,
  createTeam,
  deleteTeam,
  removeEmployee,
  renameTeam,
} from './service.ts';

const tags = ['workforce'];
const base = '/api/company/workforce';
const READ: RoutePolicy = { kind: 'role', minRole: WORKFORCE_READ_ROLE };
const MANAGE: RoutePolicy = { kind: 'role', minRole: WORKFORCE_MANAGE_ROLE };
const WORKFORCE: EntitlementRequirement = { product: 'workforce' };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** Workforce: the company's employees (by email) and teams; with billing on, a workforce entitlement (402). */
export const workforceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const answerTeam = async (companyId: string, id: string) => {
    const team = await findTeam(db, companyId, id);
    if (!team) throw new AppError('NOT_FOUND', 'No such team.');
    return { team: presentTeam(team) };
  };

  app.get(
    `${base}/summary`,
    {
      config: { policy: READ, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'How many employees and teams',
        response: { 200: workforceSummaryResponseSchema },
      },
    },
    async (request) => countWorkforce(db, requireActor(request).companyId),
  );

  app.get(
    `${base}/employees`,
    {
      config: { policy: READ, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'A page of employees: search in the email, newest first or alphabetic, optionally one team',
        querystring: listEmployeesQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const query = request.query;
      if (query.team && !(await findTeam(db, companyId, query.team)))
        throw new AppError('NOT_FOUND', 'No such team.');
      const { rows, total } = await listEmployees(db, companyId, query);
      return { employees: rows.map(presentEmployee), total, skip: query.skip, limit: query.limit };
    },
  );

  app.post(
    `${base}/employees`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Add employees by email: all or none',
        body: addEmployeesSchema,
        response: { 201: addEmployeesResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const ids = await addEmployees(db, companyId, request.body.emails);
      const rows = await findEmployees(db, companyId, ids);
      return reply.status(201).send({ employees: rows.map(presentEmployee) });
    },
  );

  app.delete(
    `${base}/employees/:id`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      schema: { tags, summary: 'Remove an employee', params: idParams, response: { 200: workforceOkSchema } },
    },
    async (request) => {
      await removeEmployee(db, requireActor(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    `${base}/employees/:id/team`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: "Set an employee's team (null: none)",
        params: idParams,
        body: assignEmployeeTeamSchema,
        response: { 200: employeeResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      await assignEmployeeTeam(db, companyId, request.params.id, request.body.team);
      const [row] = await findEmployees(db, companyId, [request.params.id]);
      if (!row) throw new AppError('NOT_FOUND', 'No such employee.');
      return { employee: presentEmployee(row) };
    },
  );

  app.get(
    `${base}/teams`,
    {
      config: { policy: READ, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'The teams by name with their sizes',
        response: { 200: teamListResponseSchema },
      },
    },
    async (request) => ({ teams: (await listTeams(db, requireActor(request).companyId)).map(presentTeam) }),
  );

  app.get(
    `${base}/teams/:id`,
    {
      config: { policy: READ, entitlement: WORKFORCE },
      schema: { tags, summary: 'One team', params: idParams, response: { 200: teamResponseSchema } },
    },
    async (request) => answerTeam(requireActor(request).companyId, request.params.id),
  );

  app.post(
    `${base}/teams`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'Create a team (name unique in the company)',
        body: teamNameSchema,
        response: { 201: teamResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const id = await createTeam(db, companyId, request.body.name);
      return reply.status(201).send(await answerTeam(companyId, id));
    },
  );

  app.patch(
    `${base}/teams/:id`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'Rename a team',
        params: idParams,
        body: teamNameSchema,
        response: { 200: teamResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      await renameTeam(db, companyId, request.params.id, request.body.name);
      return answerTeam(companyId, request.params.id);
    },
  );

  app.delete(
    `${base}/teams/:id`,
    {
      config: { policy: MANAGE, entitlement: WORKFORCE },
      schema: {
        tags,
        summary: 'Delete a team; its employees stay, in no team',
        params: idParams,
        response: { 200: workforceOkSchema },
      },
    },
    async (request) => {
      await deleteTeam(db, requireActor(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );
};
