import {
  calculatorSetupResponseSchema,
  FORM_TYPES,
  getFormDefinition,
  type InstancesSetupResponse,
  instancesSetupRequestSchema,
  instancesSetupResponseSchema,
  listInstancesRequestSchema,
  listInstancesResponseSchema,
  presentForm,
  retrieveFormRequestSchema,
  retrieveFormResponseSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import {
  serializedAnswer,
  trustedSerializerCompiler,
  withSerializedField,
} from '../../http/trusted-serializer.ts';
import { CALCULATOR_BY_BODY_INSTANCES } from '../billing/entitlement-gate.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import { loadCalculatorSetup } from './instance-service.ts';
import { listInstances, loadInstancesState } from './instance-setup-service.ts';
import { requireContainer } from './queries.ts';
import { presentFormJson } from './served-form-json.ts';

const tags = ['calculator'];

/** Reads of the calculator shell: setup, instances, the calculator state, forms. Any member may read. */
export const calculatorSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/company/calculator/setup',
    {
      config: { policy: SIGNED_IN_POLICY },
      // Built by the presenters on every visit of the calculator: not checked against the schema again.
      serializerCompiler: trustedSerializerCompiler,
      schema: {
        tags,
        summary: 'Projects with their years, groups and form groups',
        response: { 200: calculatorSetupResponseSchema },
      },
    },
    async (request) => loadCalculatorSetup(db, requireActor(request).companyId),
  );

  app.post(
    '/api/company/calculator/instances/list',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: 'Years by id or by project',
        body: listInstancesRequestSchema,
        response: { 200: listInstancesResponseSchema },
      },
    },
    async (request) => ({
      instances: await listInstances(db, requireActor(request).companyId, request.body),
    }),
  );

  app.post(
    '/api/company/calculator/instances/setup',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      // Built by the presenters on every visit of the calculator: not checked against the schema again.
      serializerCompiler: trustedSerializerCompiler,
      schema: {
        tags,
        summary: 'The calculator state of the years open together',
        body: instancesSetupRequestSchema,
        response: { 200: instancesSetupResponseSchema },
      },
    },
    async (request) => {
      const { setup, formDefinition } = await loadInstancesState(
        db,
        requireActor(request).companyId,
        request.body.instances,
      );
      // The form is most of the answer and the same on every visit: its JSON is written once and kept.
      return serializedAnswer<InstancesSetupResponse>(
        withSerializedField(setup, 'form', presentFormJson(formDefinition, request.body.lang)),
      );
    },
  );

  app.post(
    '/api/company/calculator/forms/retrieve',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: 'A form group in one language',
        body: retrieveFormRequestSchema,
        response: { 200: retrieveFormResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const { formGroup, container, lang } = request.body;
      // getFormDefinition reads an unknown type as Custom; asking for one by name must not.
      if (!(FORM_TYPES as readonly string[]).includes(formGroup)) {
        throw new AppError('NOT_FOUND', 'No such form.');
      }
      // A Custom project's form is its own composition; another company's project reads as unknown.
      const form = container
        ? await resolveForm(db, companyId, {
            containerId: (await requireContainer(db, companyId, container)).id,
            formType: formGroup,
          })
        : getFormDefinition(formGroup);
      return { form: presentForm(form, lang) };
    },
  );
};
