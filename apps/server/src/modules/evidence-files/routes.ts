import {
  calculatorOkSchema,
  EVIDENCE_FILE_NAME_HEADER,
  type EvidenceFileKind,
  listEvidenceFilesResponseSchema,
  MAX_EVIDENCE_FILE_BYTES,
  requireCapability,
  uploadEvidenceFileResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { requireInstance } from '../calculator/queries.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from '../calculator/route-params.ts';
import { buildContentDisposition, canShowInline } from './content-disposition.ts';
import { FileMissingError, type FileStore } from './file-store.ts';
import { presentEvidenceFile } from './presenter.ts';
import { listFilesOfInstance } from './queries.ts';
import { deleteEvidenceFile, requireFile, type UploadTarget, uploadEvidenceFile } from './service.ts';

const tags = ['calculator'];
const base = '/api/company/calculator';

/** One byte over the limit still reaches the content check (400 naming the problem); more is a 413. */
const UPLOAD_BODY_LIMIT = MAX_EVIDENCE_FILE_BYTES + 1;

/** An upload to a result is gated by the form type of the result's year, like a result write. */
const CALCULATOR_BY_RESULT_PARAM: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ results: [(request.params as { id: string }).id] }),
};

const downloadQuery = z.object({ inline: z.enum(['true', 'false']).optional() });

function readFileName(request: FastifyRequest): string {
  const header = request.headers[EVIDENCE_FILE_NAME_HEADER];
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${EVIDENCE_FILE_NAME_HEADER} header naming the file is missing.`,
      [{ path: EVIDENCE_FILE_NAME_HEADER, message: 'validation.required' }],
    );
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${EVIDENCE_FILE_NAME_HEADER} header is not percent-encoded.`,
      [{ path: EVIDENCE_FILE_NAME_HEADER, message: 'validation.invalid' }],
    );
  }
}

function readBytes(request: FastifyRequest): Uint8Array {
  return Buffer.isBuffer(request.body) ? request.body : new Uint8Array();
}

/**
 * Evidence files of calculator years (spec section 6): editors upload to a result or a year (never a
 * frozen one), every member lists and downloads a year's files, admins delete them. The upload's body is
 * the file's bytes (`application/octet-stream`), its name in the `X-File-Name` header.
 */
export function createEvidenceFileRoutes(store: FileStore): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    const upload = async (request: FastifyRequest, target: UploadTarget) => {
      const actor = requireActor(request);
      const row = await uploadEvidenceFile(db, store, {
        companyId: actor.companyId,
        userId: actor.userId,
        target,
        fileName: readFileName(request),
        bytes: readBytes(request),
        quotaBytes: app.config.uploadQuotas.evidenceBytes,
        lang: readRequestLanguage(request),
      });
      return { file: presentEvidenceFile(row) };
    };
    const uploadSchema = (summary: string) => ({
      tags,
      summary,
      params: idParams,
      response: { 201: uploadEvidenceFileResponseSchema },
    });

    app.post(
      `${base}/results/:id/files`,
      {
        config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_RESULT_PARAM },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: uploadSchema('Attach an evidence file to a result (body: the bytes; name in X-File-Name)'),
      },
      async (request, reply) => {
        const answer = await upload(request, { kind: 'result', resultId: request.params.id });
        return reply.status(201).send(answer);
      },
    );

    app.post(
      `${base}/instances/:id/files`,
      {
        config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: uploadSchema(
          'Attach an evidence file to a year as a whole (body: the bytes; name in X-File-Name)',
        ),
      },
      async (request, reply) => {
        const answer = await upload(request, { kind: 'instance', instanceId: request.params.id });
        return reply.status(201).send(answer);
      },
    );

    app.get(
      `${base}/instances/:id/files`,
      {
        config: {
          policy: requireCapability('retrieveInstanceFiles'),
          entitlement: CALCULATOR_BY_INSTANCE_PARAM,
        },
        schema: {
          tags,
          summary: "A year's evidence files: its own and its results', oldest first",
          params: idParams,
          response: { 200: listEvidenceFilesResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        const instance = await requireInstance(db, companyId, request.params.id);
        const rows = await listFilesOfInstance(db, companyId, instance.id);
        return { files: rows.map(presentEvidenceFile) };
      },
    );

    app.get(
      `${base}/files/:id`,
      {
        config: { policy: requireCapability('retrieveInstanceFiles') },
        schema: {
          tags,
          summary: 'Download an evidence file (inline=true shows a PDF or an image in the browser)',
          params: idParams,
          querystring: downloadQuery,
        },
      },
      async (request, reply) => {
        const { companyId } = requireActor(request);
        const row = await requireFile(db, companyId, request.params.id);
        const kind = row.kind as EvidenceFileKind;
        const disposition = request.query.inline === 'true' && canShowInline(kind) ? 'inline' : 'attachment';
        const stream = await store.open({ companyId, id: row.id }).catch((error: unknown) => {
          // A row whose bytes are gone (a restore of the database without its files): say so, never 500.
          if (error instanceof FileMissingError)
            throw new AppError('NOT_FOUND', "This file's content is missing.");
          throw error;
        });
        return reply
          .header('content-type', row.mediaType)
          .header('content-length', String(row.sizeBytes))
          .header('content-disposition', buildContentDisposition(row.displayName, disposition))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stream);
      },
    );

    app.delete(
      `${base}/files/:id`,
      {
        config: { policy: requireCapability('deleteFiles') },
        schema: {
          tags,
          summary: 'Delete an evidence file (admins)',
          params: idParams,
          response: { 200: calculatorOkSchema },
        },
      },
      async (request) => {
        await deleteEvidenceFile(db, store, requireActor(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
