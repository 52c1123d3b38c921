import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { resolveSessionSecret } from './db/app-meta.ts';
import { type DatabaseTarget, openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { serializeRequestForLog } from './http/log-redaction.ts';
import { createMaintenanceSwitch, registerMaintenanceGate } from './http/maintenance.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPolicies } from './http/policy.ts';
import { registerRequestSafety } from './http/request-safety.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createApiKeyRoutes } from './modules/api-keys/routes.ts';
import { createAppConfigRoutes } from './modules/app-config/routes.ts';
import { createAuditPackageRoutes } from './modules/audit-package/routes.ts';
import { createAuthRoutes } from './modules/auth/routes.ts';
import { registerEntitlementGate } from './modules/billing/entitlement-gate.ts';
import { createBillingRoutes } from './modules/billing/routes.ts';
import { createStripeRoutes } from './modules/billing/stripe-routes.ts';
import { createTrialRoutes } from './modules/billing/trial-routes.ts';
import { calculatorRoutes } from './modules/calculator/routes.ts';
import { calculatorCustomFormRoutes } from './modules/calculator-custom-form/routes.ts';
import { calculatorImportRoutes } from './modules/calculator-import/routes.ts';
import { createCalculatorInviteRoutes } from './modules/calculator-invites/routes.ts';
import { calculatorReportRoutes } from './modules/calculator-report/routes.ts';
import { changeLogRoutes } from './modules/change-log/routes.ts';
import { companySettingsRoutes } from './modules/company-settings/routes.ts';
import { invitationRoutes } from './modules/company-users/invitation-routes.ts';
import { companyUsersRoutes } from './modules/company-users/routes.ts';
import { customPlanRoutes } from './modules/custom-plans/routes.ts';
import { engageReportRoutes } from './modules/engage-reports/routes.ts';
import { esgRoutes } from './modules/esg/routes.ts';
import { createLocalFileStore, type FileStore } from './modules/evidence-files/file-store.ts';
import { createEvidenceFileRoutes } from './modules/evidence-files/routes.ts';
import { createS3FileStore } from './modules/evidence-files/s3-file-store.ts';
import { registerEvidenceFileSweep } from './modules/evidence-files/sweep-hook.ts';
import { createFactorModuleRoutes, loadShippedFactorLibrary } from './modules/factors/index.ts';
import { createFormPublicRoutes } from './modules/forms/public-routes.ts';
import { insightRoutes } from './modules/insights/routes.ts';
import { licenceRoutes } from './modules/licences/routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { matterListRoutes } from './modules/materiality/matter-list-routes.ts';
import { materialityRoutes } from './modules/materiality/routes.ts';
import { registerNews } from './modules/news/news-module.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { createPublicApiRoutes } from './modules/public-api/routes.ts';
import { climateActionPlanRoutes } from './modules/reduction/plan-routes.ts';
import { reductionRoutes } from './modules/reduction/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { createSsoRoutes } from './modules/sso/routes.ts';
import { createStatusRoutes } from './modules/status/routes.ts';
import { substanceRoutes } from './modules/substances/routes.ts';
import { createSupplierQuestionnaireRoutes } from './modules/supplier-assessments/questionnaire-routes.ts';
import { supplierAssessmentRoutes } from './modules/supplier-assessments/routes.ts';
import { operatorSupportTicketRoutes } from './modules/support-tickets/operator-routes.ts';
import { supportTicketRoutes } from './modules/support-tickets/routes.ts';
import { registerSurveyRetention } from './modules/surveys/retention.ts';
import { createSurveyRoutes } from './modules/surveys/routes.ts';
import { workforceRoutes } from './modules/workforce/routes.ts';

export type BuildAppOptions = {
  /** Which database to use; defaults to the configuration's (server URL or embedded DATA_DIR). */
  database?: DatabaseTarget;
  /** Load what is new in the shipped factor library at start (default); tests not reading factors skip it. */
  isFactorLibraryLoaded?: boolean;
  /** Where evidence files are kept; defaults to the directory `DATA_DIR/files`. */
  fileStore?: FileStore;
};

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

/** Where the configuration points the database. */
export function resolveDatabaseTarget(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'server', url: config.databaseUrl }
    : { kind: 'embedded', dir: config.dataDir };
}

/**
 * Builds the whole application without listening: opens the database, applies migrations and
 * registers every module. Tests drive it with `app.inject`; `main.ts` listens. Closing the app
 * closes the database.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = await openDatabase(options.database ?? resolveDatabaseTarget(config));
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(database.db);
    const sessionSecret = await resolveSessionSecret(database.db, config.sessionSecret);
    const factorLibrary =
      options.isFactorLibraryLoaded === false ? undefined : await loadShippedFactorLibrary(database.db);

    app = Fastify({
      logger: {
        level: config.logLevel,
        redact: ['req.headers.cookie', 'req.headers.authorization'],
        serializers: { req: serializeRequestForLog },
      },
      trustProxy: config.isBehindProxy,
      requestIdHeader: 'x-request-id',
      genReqId: () => randomUUID(),
      return503OnClosing: true,
    }).withTypeProvider<ZodTypeProvider>();
    const instance = app;
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    instance.decorate('database', database);
    if (factorLibrary) instance.log.info({ factorLibrary }, 'factor library up to date');
    instance.decorate('config', config);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      logger: instance.log,
    });
    instance.decorate('mailer', mailer);
    instance.addHook('onRequest', async (request, reply) => {
      // An incoming id is only trusted when it looks like one; anything else gets a fresh id.
      if (!REQUEST_ID_PATTERN.test(request.id)) request.id = randomUUID();
      reply.header('x-request-id', request.id);
    });
    instance.addHook('onClose', async () => {
      mailer.close();
      await database.close();
    });

    registerErrorHandling(instance);
    const maintenance = createMaintenanceSwitch(config);
    registerMaintenanceGate(instance, maintenance);
    await registerSecurityHeaders(instance, config.publicUrl.startsWith('https://'));
    await instance.register(cookie, { secret: sessionSecret });
    // Order matters: who is asking (and CSRF) first, then whether the route lets them.
    registerAuthentication(instance, database.db);
    registerRequestSafety(instance);
    instance.decorate('registeredRoutes', registerPolicies(instance));
    registerEntitlementGate(instance, config.billing, database.db);
    await registerOpenApi(instance, config.publicUrl);

    await instance.register(createStatusRoutes(maintenance));
    await instance.register(createAppConfigRoutes(config));
    await instance.register(createAuthRoutes(config));
    await instance.register(createBillingRoutes(config));
    await instance.register(createStripeRoutes(config));
    await instance.register(createTrialRoutes(config));
    await instance.register(accountRoutes);
    await instance.register(companySettingsRoutes);
    await instance.register(licenceRoutes);
    await instance.register(operatorRoutes);
    await instance.register(customPlanRoutes);
    await instance.register(supportTicketRoutes);
    await instance.register(operatorSupportTicketRoutes);
    await instance.register(companyUsersRoutes);
    await instance.register(invitationRoutes);
    await instance.register(createApiKeyRoutes());
    await instance.register(createPublicApiRoutes());
    await instance.register(createFactorModuleRoutes());
    await instance.register(calculatorRoutes);
    await instance.register(calculatorCustomFormRoutes);
    await instance.register(calculatorReportRoutes);
    await instance.register(engageReportRoutes);
    await instance.register(esgRoutes);
    await instance.register(substanceRoutes);
    await instance.register(reductionRoutes);
    await instance.register(climateActionPlanRoutes);
    await instance.register(calculatorImportRoutes);
    await instance.register(changeLogRoutes);
    await instance.register(reviewRoutes);
    await instance.register(workforceRoutes);
    await instance.register(supplierAssessmentRoutes);
    await instance.register(insightRoutes);
    await instance.register(materialityRoutes);
    await instance.register(matterListRoutes);
    const fileStore =
      options.fileStore ??
      (config.files.store === 's3'
        ? createS3FileStore(config.files)
        : createLocalFileStore(join(config.dataDir, 'files')));
    await instance.register(createEvidenceFileRoutes(fileStore));
    await instance.register(createAuditPackageRoutes(fileStore));
    registerEvidenceFileSweep(instance, fileStore);
    await instance.register(createCalculatorInviteRoutes(sessionSecret));
    await instance.register(createFormPublicRoutes(sessionSecret));
    await instance.register(createSupplierQuestionnaireRoutes(sessionSecret));
    await instance.register(createSurveyRoutes(sessionSecret));
    registerSurveyRetention(instance);
    await instance.register(createSsoRoutes(config, sessionSecret));
    await registerNews(instance, config);

    await registerSpa(instance, config.webDistDir);
    await instance.ready();
    return instance;
  } catch (error) {
    if (app) await app.close();
    else await database.close();
    throw error;
  }
}
