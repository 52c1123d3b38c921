import {
  currentInviteQuerySchema,
  INVITE_TOKEN_POLICY,
  instancesSetupRequestSchema,
  inviteSetupResponseSchema,
  listFormResultsRequestSchema,
  listFormResultsResponseSchema,
  manageResultsRequestSchema,
  manageResultsResponseSchema,
  markInviteItemDoneRequestSchema,
  publicInviteResponseSchema,
  retrieveFormRequestSchema,
  retrieveFormResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import type { InviteAccess } from './invite-access.ts';
import { INVITE_TOKEN_HEADER_NAME } from './invite-access.ts';
import {
  listInviteSectionResults,
  loadInviteSetup,
  loadPublicInvite,
  manageInviteResults,
  retrieveInviteForm,
} from './invite-form-service.ts';
import { setItemDone, touchInviteInput } from './queries.ts';

const CONSTRAINT = 'inviteToken';
const WITH_TOKEN = { [CONSTRAINT]: 'present' };
// Same paths as the calculator's own calls (spec section 7: one client adds the invite-token header), told
// apart by the header; hidden from the API docs, which list each path once.
const shared = { tags: ['calculator-invites'], hide: true };

/**
 * Routes a request carrying `X-Invite-Token` to the invite variants of the calls the public form makes.
 * Without the header the calculator's session routes answer as before.
 */
function addInviteTokenConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(CONSTRAINT)) return;
  app.addConstraintStrategy({
    name: CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint: (request: { headers: Record<string, unknown> }) =>
      request.headers[INVITE_TOKEN_HEADER_NAME] === undefined ? undefined : 'present',
    mustMatchWhenDerived: false,
  });
}

function requireAccess(access: InviteAccess | undefined): InviteAccess {
  if (!access) throw new AppError('NOT_FOUND', 'This link is not valid (anymore).');
  return access;
}

const BY_INVITED_YEAR: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ instances: request.invite ? [request.invite.instanceId] : [] }),
};

/** The public form's calls with an invite token: the invited year only, the granted parts only. */
export const inviteFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  addInviteTokenConstraint(app);
  const config = { policy: INVITE_TOKEN_POLICY };
  // The invited year is the company's calculator data: with billing on its form type must be entitled.
  const yearConfig = { policy: INVITE_TOKEN_POLICY, entitlement: BY_INVITED_YEAR };

  app.post(
    '/api/company/calculator/instances/setup',
    {
      config: yearConfig,
      constraints: WITH_TOKEN,
      schema: { ...shared, body: instancesSetupRequestSchema, response: { 200: inviteSetupResponseSchema } },
    },
    async (request) =>
      loadInviteSetup(db, requireAccess(request.invite), request.body.instances, request.body.lang),
  );

  app.post(
    '/api/company/calculator/forms/retrieve',
    {
      config,
      constraints: WITH_TOKEN,
      schema: { ...shared, body: retrieveFormRequestSchema, response: { 200: retrieveFormResponseSchema } },
    },
    async (request) => ({ form: await retrieveInviteForm(db, requireAccess(request.invite), request.body) }),
  );

  app.post(
    '/api/company/calculator/results/form/list',
    {
      config: yearConfig,
      constraints: WITH_TOKEN,
      schema: {
        ...shared,
        body: listFormResultsRequestSchema,
        response: { 200: listFormResultsResponseSchema },
      },
    },
    async (request) =>
      listInviteSectionResults(db, requireAccess(request.invite), request.body.instances, request.body.query),
  );

  app.post(
    '/api/company/calculator/results/manage',
    {
      config: yearConfig,
      constraints: WITH_TOKEN,
      schema: { ...shared, body: manageResultsRequestSchema, response: { 200: manageResultsResponseSchema } },
    },
    async (request) => manageInviteResults(db, requireAccess(request.invite), request.body),
  );

  app.get(
    '/api/company/calculator/invites/current',
    {
      config,
      schema: {
        tags: ['calculator-invites'],
        summary: 'With an invite token: the invite the link opens, with the status of each granted part',
        querystring: currentInviteQuerySchema,
        response: { 200: publicInviteResponseSchema },
      },
    },
    async (request) => ({
      invite: await loadPublicInvite(db, requireAccess(request.invite), request.query.lang),
    }),
  );

  app.post(
    '/api/company/calculator/invites/current/done',
    {
      config,
      schema: {
        tags: ['calculator-invites'],
        summary: 'With an invite token: mark a granted part done (or not done)',
        body: markInviteItemDoneRequestSchema,
        querystring: currentInviteQuerySchema,
        response: { 200: publicInviteResponseSchema },
      },
    },
    async (request) => {
      const access = requireAccess(request.invite);
      const now = new Date();
      const { kind, id, isDone } = request.body;
      if (!(await setItemDone(db, access.companyId, access.invite.id, { kind, id }, isDone ? now : null))) {
        throw new AppError('NOT_FOUND', 'This invite has no such part.');
      }
      await touchInviteInput(db, access.companyId, access.invite.id, now);
      return { invite: await loadPublicInvite(db, access, request.query.lang) };
    },
  );
};
