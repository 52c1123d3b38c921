import {
  EVIDENCE_FILE_NAME_HEADER,
  hasControlCharacters,
  MAX_SUBSTANCE_FILE_BYTES,
  requireCapability,
  SIGNED_IN_POLICY,
  type SubstanceListParse,
  substanceListStatusSchema,
  substanceListUploadResponseSchema,
  substanceSearchQuerySchema,
  substanceSearchResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { findSubstancesByIds, readSubstanceListStatus, searchSubstanceList } from './queries.ts';
import { readSubstanceFile, replaceSubstanceList } from './service.ts';

const SUBSTANCE_LIST_POLICY = requireCapability('manageSubstanceList');
const url = '/api/settings/substances';
/** One byte over the limit still reaches the reader (a 413 naming the limit); more is Fastify's 413. */
const UPLOAD_BODY_LIMIT = MAX_SUBSTANCE_FILE_BYTES + 1;
const SAMPLE_SIZE = 5;

function readFileName(request: FastifyRequest): string {
  const header = request.headers[EVIDENCE_FILE_NAME_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  let name: string;
  try {
    name = decodeURIComponent(raw).trim();
  } catch {
    name = '';
  }
  if (name === '' || name.length > 255 || hasControlCharacters(name)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The ${EVIDENCE_FILE_NAME_HEADER} header naming the file is missing.`,
      [{ path: EVIDENCE_FILE_NAME_HEADER, message: 'validation.invalid' }],
    );
  }
  return name;
}

const readBytes = (request: FastifyRequest): Uint8Array =>
  Buffer.isBuffer(request.body) ? request.body : new Uint8Array();

/**
 * The substance list the ESG substances picker searches. Operators preview an upload of ECHA's
 * candidate list (nothing stored), then store it (the list replaced whole); any signed-in member
 * searches it. The upload's body is the file's bytes, its name in `X-File-Name`.
 */
export const substanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  const present = async (fileName: string, parsed: SubstanceListParse, isStored: boolean) => ({
    fileName,
    substanceCount: parsed.substances.length,
    problems: parsed.problems.map((problem) => ({ ...problem })),
    sample: parsed.substances.slice(0, SAMPLE_SIZE).map((substance) => ({
      id: substance.id,
      name: substance.name,
      ecNumbers: [...substance.ecNumbers],
      casNumbers: [...substance.casNumbers],
    })),
    isStored,
    status: await readSubstanceListStatus(db),
  });

  app.get(
    url,
    {
      config: { policy: SUBSTANCE_LIST_POLICY },
      schema: {
        tags: ['settings'],
        summary: 'The loaded substance list: file, size and date (null while the seed list is used)',
        response: { 200: substanceListStatusSchema },
      },
    },
    async () => readSubstanceListStatus(db),
  );

  app.post(
    `${url}/preview`,
    {
      config: { policy: SUBSTANCE_LIST_POLICY },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['settings'],
        summary: 'Read an ECHA candidate list (CSV or XLSX) without storing it: substances and skipped rows',
        response: { 200: substanceListUploadResponseSchema },
      },
    },
    async (request) => {
      const fileName = readFileName(request);
      return present(fileName, readSubstanceFile(readBytes(request), fileName), false);
    },
  );

  app.put(
    url,
    {
      config: { policy: SUBSTANCE_LIST_POLICY },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['settings'],
        summary: 'Replace the substance list with an ECHA candidate list (CSV or XLSX): whole or nothing',
        response: { 200: substanceListUploadResponseSchema },
      },
    },
    async (request) => {
      const { userId } = requireActor(request);
      const fileName = readFileName(request);
      const parsed = readSubstanceFile(readBytes(request), fileName);
      await replaceSubstanceList(db, { fileName, substances: parsed.substances, userId });
      request.log.info({ substances: parsed.substances.length }, 'substance list replaced');
      return present(fileName, parsed, true);
    },
  );

  app.get(
    '/api/esg/substances',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['esg'],
        summary:
          'Search the substance list by name, EC or CAS number (q), or look up chosen substances (id, repeated)',
        querystring: substanceSearchQuerySchema,
        response: { 200: substanceSearchResponseSchema },
      },
    },
    async (request) => {
      const { q, id } = request.query;
      if (id) return findSubstancesByIds(db, id);
      return searchSubstanceList(db, q ?? '');
    },
  );
};
