import { getInstanceYearLabel } from '@carbon-ledger/core';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/identity.ts';
import { requireInstances } from '../calculator/queries.ts';
import { renderReviewClearedMail } from '../mail/templates.ts';
import type { ClearedReview } from './service.ts';

/**
 * Tells each reviewer, by mail, that a result they had marked reviewed was changed and its mark cleared.
 * Runs after the change committed; a mail that cannot be sent is logged and never undoes the change
 * (without SMTP the mailer writes to the outbox, so the product works with mail switched off).
 */
export async function notifyClearedReviews(
  app: FastifyInstance,
  companyId: string,
  actorId: string | null,
  cleared: readonly ClearedReview[],
): Promise<void> {
  const toTell = cleared.filter((entry) => entry.reviewerId !== null && entry.reviewerId !== actorId);
  if (toTell.length === 0) return;
  try {
    const db = app.database.db;
    const people = await db
      .select({
        id: users.id,
        email: users.email,
        language: users.language,
        nameFirst: users.nameFirst,
        nameLast: users.nameLast,
      })
      .from(users)
      .where(
        inArray(
          users.id,
          [...new Set([...toTell.map((entry) => entry.reviewerId as string), actorId ?? ''])].filter(Boolean),
        ),
      );
    const byId = new Map(people.map((person) => [person.id, person]));
    const actor = actorId ? byId.get(actorId) : undefined;
    const changedBy = actor ? `${actor.nameFirst} ${actor.nameLast}`.trim() || actor.email : '';
    const years = new Map(
      (await requireInstances(db, companyId, [...new Set(toTell.map((entry) => entry.instanceId))])).map(
        (year) => [year.id, year],
      ),
    );
    for (const entry of toTell) {
      const reviewer = byId.get(entry.reviewerId as string);
      const year = years.get(entry.instanceId);
      if (!reviewer || !year) continue;
      const url = `${app.config.publicUrl}/dashboard/calculator/form/i/${entry.instanceId}?section=${encodeURIComponent(entry.c1)}`;
      const content = renderReviewClearedMail(reviewer.language === 'de' ? 'de' : 'en', {
        result: entry.resultName,
        project: year.containerName,
        year: getInstanceYearLabel(year),
        changedBy,
        comment: entry.comment,
        url,
      });
      await app.mailer.send({ to: reviewer.email, ...content });
    }
  } catch (error) {
    app.log.warn({ err: error }, 'the reviewers of changed results could not be told');
  }
}
