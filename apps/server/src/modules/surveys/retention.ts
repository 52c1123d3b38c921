import { SURVEY_ANSWER_RETENTION_MONTHS } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

const SWEEP_EVERY_MS = 12 * 60 * 60 * 1000;

/**
 * Deletes the answers of surveys whose period ended more than `SURVEY_ANSWER_RETENTION_MONTHS` ago (what
 * the survey and answer pages promise); the survey, its counts of links and the rows it sent stay.
 * Answers how many were deleted.
 */
export async function purgeExpiredSurveyAnswers(db: Database, now: Date = new Date()): Promise<number> {
  const result = (await db.execute(sql`
    delete from form_responses r
    using surveys s
    where r.company_id = s.company_id and r.form_id = s.form_id
      and s.period_end < (${now.toISOString()}::timestamptz - make_interval(months => ${SURVEY_ANSWER_RETENTION_MONTHS}))::date`)) as unknown as {
    rowCount?: number;
  };
  return result.rowCount ?? 0;
}

/** At start and twice a day: answers past their retention are deleted. */
export function registerSurveyRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    purgeExpiredSurveyAnswers(app.database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'expired survey answers could not be deleted'),
    );
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
