import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatorContainerRoutes } from './container-routes.ts';
import { calculatorDisclosureRoutes } from './disclosure-routes.ts';
import { calculatorGroupRoutes } from './group-routes.ts';
import { calculatorInstanceRoutes } from './instance-routes.ts';
import { calculatorResultRoutes } from './result-routes.ts';
import { calculatorSetupRoutes } from './setup-routes.ts';

/** Every route of the carbon calculator (`/api/company/calculator/...`). */
export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(calculatorSetupRoutes);
  await app.register(calculatorInstanceRoutes);
  await app.register(calculatorDisclosureRoutes);
  await app.register(calculatorContainerRoutes);
  await app.register(calculatorGroupRoutes);
  await app.register(calculatorResultRoutes);
};
