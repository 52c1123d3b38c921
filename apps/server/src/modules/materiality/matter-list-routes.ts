import {
  checkMatterList,
  MATERIALITY_READ_ROLE,
  type MaterialityMatter,
  matterListResponseSchema,
  newMatterListSchema,
  type RoutePolicy,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { materialityMatterLists } from '../../db/schema/materiality.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { findCurrentMatterList, type StoredMatterList } from './queries.ts';

const tags = ['materiality'];
const base = '/api/materiality/matter-lists';
const READ: RoutePolicy = { kind: 'role', minRole: MATERIALITY_READ_ROLE };

const present = (list: StoredMatterList) => ({
  version: list.version,
  note: list.note,
  createdAt: list.createdAt?.toISOString() ?? null,
  matters: [...list.matters],
});

/**
 * The matter list new assessments take (any member reads it), and its editing: a sitewide admin adds a
 * version (spec §6 "assessment form modifications"). Versions are never changed, so a running assessment
 * keeps the list it started with.
 */
export const matterListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    `${base}/current`,
    {
      config: { policy: READ },
      schema: { tags, summary: 'The newest matter list', response: { 200: matterListResponseSchema } },
    },
    async () => present(await findCurrentMatterList(db)),
  );

  app.post(
    base,
    {
      config: { policy: requireCapability('assessmentFormModifications') },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Add a new version of the matter list (sitewide admins)',
        body: newMatterListSchema,
        response: { 201: matterListResponseSchema },
      },
    },
    async (request, reply) => {
      const matters = request.body.matters as MaterialityMatter[];
      const problems = checkMatterList(matters);
      if (problems.length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          'The matter list has mistakes; no version was added.',
          problems.map((problem) => ({
            path: `matters.${problem.index}.${problem.field}`,
            message: problem.message,
          })),
        );
      try {
        const created = await db.transaction(async (tx) => {
          const current = await findCurrentMatterList(tx);
          const [row] = await tx
            .insert(materialityMatterLists)
            .values({
              version: current.version + 1,
              matters,
              note: request.body.note,
              createdBy: requireActor(request).userId,
            })
            .returning();
          if (!row) throw new AppError('INTERNAL', 'The matter list was not stored.');
          return row;
        });
        return reply.status(201).send(present({ ...created, matters: created.matters }));
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('CONFLICT', 'Another version was added at the same time; load the list again.');
        throw error;
      }
    },
  );
};
