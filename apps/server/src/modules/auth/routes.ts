import {
  associatedCompaniesResponseSchema,
  DEFAULT_CURRENCY,
  findCountry,
  getDefaultCurrencyForCountry,
  loginResponseSchema,
  loginSchema,
  okResponseSchema,
  PUBLIC_POLICY,
  registrationConfirmationSentSchema,
  registrationConfirmedSchema,
  registrationConfirmSchema,
  registrationSchema,
  SIGNED_IN_POLICY,
  sessionUserSchema,
  switchCompanyRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { isFromOwnOrigin } from '../../http/same-origin.ts';
import { trustedSerializerCompiler } from '../../http/trusted-serializer.ts';
import { loadCompanySubscriptions } from '../billing/company-subscriptions.ts';
import { presentSessionUser } from './presenter.ts';
import { findCompany, findUserById, listCompaniesOfUser } from './queries.ts';
import { confirmRegistration, requestRegistration } from './registration.ts';
import { reserveRegistrationAttempt } from './registration-throttle.ts';
import { requireMembership, signIn } from './service.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { createSession, revokeSession, switchSessionCompany } from './session-store.ts';

/** Sign-in, registration and the session itself. */
export function createAuthRoutes(config: AppConfig): FastifyPluginAsyncZod {
  const isSecure = config.publicUrl.startsWith('https://');

  return async (app) => {
    const db = app.database.db;

    async function presentActorSession(userId: string, companyId: string, role: string) {
      const [user, company] = await Promise.all([findUserById(db, userId), findCompany(db, companyId)]);
      if (!user || !company) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      return presentSessionUser(
        user,
        company,
        role,
        await loadCompanySubscriptions(db, config.billing, company.id),
      );
    }

    async function startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      signedIn: {
        userId: string;
        companyId: string;
        role: string;
        session: Parameters<typeof setSessionCookies>[1];
      },
    ) {
      // A session cookie from before sign-in is never carried over (session fixation).
      if (request.actor?.session) await revokeSession(db, request.actor.session.tokenHash);
      setSessionCookies(reply, signedIn.session, isSecure);
      return presentActorSession(signedIn.userId, signedIn.companyId, signedIn.role);
    }

    app.post(
      '/api/auth/login',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: loginSchema.extend({ company: z.string().optional() }),
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const signedIn = await signIn(db, {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          unverifiedCompanyId: request.body.company,
          operatorEmails: config.operatorEmails,
        });
        return { data: await startSession(request, reply, signedIn) };
      },
    );

    app.post(
      '/api/auth/register',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['auth'],
          summary:
            "Register an account with a new company (the account becomes its owner). The installation's first account is created and signed in at once (201); any later one gets a confirmation link by mail (202), with the same answer whether or not the address already has an account",
          body: registrationSchema,
          response: { 201: loginResponseSchema, 202: registrationConfirmationSentSchema },
        },
      },
      async (request, reply) => {
        const form = request.body;
        await reserveRegistrationAttempt(
          db,
          { ip: request.ip, email: form.email },
          new Date(),
          config.registrationsPerIpPerHour,
        );
        const outcome = await requestRegistration(db, {
          email: form.email,
          password: form.password1,
          nameFirst: form.nameFirst,
          nameLast: form.nameLast,
          language: readRequestLanguage(request),
          info: form.info,
          currency: defaultCurrencyOf(form.info.country),
          operatorEmails: config.operatorEmails,
          publicUrl: config.publicUrl,
          customPlanCode: form.customPlanCode,
        });
        if (outcome.kind === 'confirmation-sent') {
          // Sent after answering: the time to answer must not tell a taken address from a free one.
          app.mailer.send(outcome.mail).catch((error: unknown) => {
            request.log.error({ err: error }, 'the registration mail could not be sent');
          });
          reply.status(202);
          return { confirmationSentTo: form.email };
        }
        const session = await createSession(db, { ...outcome, userAgent: request.headers['user-agent'] });
        reply.status(201);
        return { data: await startSession(request, reply, { ...outcome, session }) };
      },
    );

    app.post(
      '/api/auth/register/confirm',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['auth'],
          summary:
            'Confirm a registration with its mailed token (usable once, for 24 hours): creates the account with its company and signs in',
          body: registrationConfirmSchema,
          response: { 201: registrationConfirmedSchema },
        },
      },
      async (request, reply) => {
        const created = await confirmRegistration(db, {
          token: request.body.token,
          operatorEmails: config.operatorEmails,
        });
        const session = await createSession(db, { ...created, userAgent: request.headers['user-agent'] });
        reply.status(201);
        return {
          data: await startSession(request, reply, { ...created, session }),
          ...(created.attachedCustomPlanCode
            ? { attachedCustomPlanCode: created.attachedCustomPlanCode }
            : {}),
        };
      },
    );

    app.get(
      '/api/auth/whoami',
      {
        config: { policy: SIGNED_IN_POLICY },
        // Asked by every page: the cached presenter's answer is not checked against the schema again.
        serializerCompiler: trustedSerializerCompiler,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user (also the session check)',
          response: { 200: sessionUserSchema },
        },
      },
      async (request) => {
        const { userId, companyId, role } = requireActor(request);
        const sessionUser = await app.sessionCache.sessionUsers.resolve(
          `${userId}:${companyId}:${role}`,
          () => presentActorSession(userId, companyId, role),
        );
        if (!sessionUser) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
        return sessionUser;
      },
    );

    app.get(
      '/api/auth/logout',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['auth'],
          summary: 'Sign out (ends this session)',
          response: { 200: okResponseSchema },
        },
      },
      async (request, reply) => {
        // A GET by the spec, so another site's link or image could sign people out: only our own pages may.
        if (!isFromOwnOrigin(request)) {
          throw new AppError('CSRF_REJECTED', 'Sign-out is only accepted from the app itself.');
        }
        if (request.actor?.session) await revokeSession(db, request.actor.session.tokenHash);
        clearSessionCookies(reply, isSecure);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/auth/companies',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['auth'],
          summary: 'The companies the signed-in user belongs to',
          response: { 200: associatedCompaniesResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const rows = await listCompaniesOfUser(db, actor.userId);
        return {
          companies: rows.map((row) => ({ _id: row.id, companyInfo: { brand: row.brand }, role: row.role })),
        };
      },
    );

    app.post(
      '/api/auth/switch-company',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['auth'],
          summary: "Move the session to another of the user's companies",
          body: switchCompanyRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        if (!actor.session) throw new AppError('FORBIDDEN', 'Only a signed-in session can switch companies.');
        await requireMembership(db, actor.userId, request.body.company);
        await switchSessionCompany(db, actor.session.tokenHash, request.body.company);
        return { ok: true as const };
      },
    );
  };
}

/** The reporting currency a new company starts with: its country's (GBP for GB, USD for US), else EUR. */
function defaultCurrencyOf(countryCode: string): string {
  const country = findCountry(countryCode.trim().toUpperCase());
  return country ? getDefaultCurrencyForCountry(country) : DEFAULT_CURRENCY;
}
