import {
  checkEntityIdentifier,
  ENTITY_IDENTIFIER_SCHEMES,
  type EntityIdentifierKind,
  type EntityIdentifierProblem,
  normalizeEntityIdentifier,
  type ReportingEntity,
  type ReportingEntityResponse,
} from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { esgReportingEntities } from '../../db/schema/esg.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { appendChangeLog } from '../change-log/append.ts';

type Lang = 'en' | 'de';

/** The change log's subject id of the company's reporting identifier (an ESG statement like an answer). */
const CHANGE_LOG_ID = 'reportingEntity';

const PROBLEM_MESSAGES: Record<EntityIdentifierProblem, Record<Lang, string>> = {
  required: { en: 'Enter the identifier.', de: 'Gib die Kennung ein.' },
  leiFormat: {
    en: 'An LEI is 20 letters and digits, the last two digits.',
    de: 'Ein LEI besteht aus 20 Buchstaben und Ziffern, die letzten beiden sind Ziffern.',
  },
  leiCheckDigits: {
    en: 'The check digits of this LEI do not fit: check it against the LEI register.',
    de: 'Die Prüfziffern dieses LEI passen nicht: Gleiche ihn mit dem LEI-Register ab.',
  },
  format: {
    en: 'This identifier does not have the form of the chosen kind.',
    de: 'Diese Kennung hat nicht die Form der gewählten Art.',
  },
};

/** Why an identifier is refused, in the request's language. */
export function describeEntityIdentifierProblem(problem: EntityIdentifierProblem, lang: Lang): string {
  return PROBLEM_MESSAGES[problem][lang];
}

/** The company's reporting identifier, undefined until it gives one. */
export async function findReportingEntity(
  db: Queryable,
  companyId: string,
): Promise<(ReportingEntity & { scheme: string }) | undefined> {
  const [row] = await db
    .select({ kind: esgReportingEntities.kind, identifier: esgReportingEntities.identifier })
    .from(esgReportingEntities)
    .where(eq(esgReportingEntities.companyId, companyId));
  if (!row || !(row.kind in ENTITY_IDENTIFIER_SCHEMES)) return undefined;
  const kind = row.kind as EntityIdentifierKind;
  return { kind, identifier: row.identifier, scheme: ENTITY_IDENTIFIER_SCHEMES[kind].scheme };
}

export async function presentReportingEntity(
  db: Queryable,
  companyId: string,
): Promise<ReportingEntityResponse> {
  return { entity: (await findReportingEntity(db, companyId)) ?? null };
}

/**
 * Checks an identifier against its kind; the refusal (400) names `path` (`identifier`, or
 * `reportingEntity.identifier` inside a batch save).
 */
export function assertReportingEntity(
  entity: ReportingEntity,
  lang: Lang,
  path = 'identifier',
): ReportingEntity {
  const problem = checkEntityIdentifier(entity.kind, entity.identifier);
  if (problem) {
    const message = describeEntityIdentifierProblem(problem, lang);
    throw new AppError('VALIDATION_FAILED', message, [{ path, message }]);
  }
  return { kind: entity.kind, identifier: normalizeEntityIdentifier(entity.identifier) };
}

/**
 * Stores the company's reporting identifier (checked with `assertReportingEntity` first) inside the
 * caller's transaction, and writes the change to the change log.
 */
export async function writeReportingEntity(
  tx: Queryable,
  companyId: string,
  userId: string,
  entity: ReportingEntity,
): Promise<void> {
  const before = await findReportingEntity(tx, companyId);
  const now = new Date();
  await tx
    .insert(esgReportingEntities)
    .values({
      companyId,
      kind: entity.kind,
      identifier: entity.identifier,
      updatedBy: userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [esgReportingEntities.companyId],
      set: {
        kind: sql`excluded.kind`,
        identifier: sql`excluded.identifier`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  if (before?.kind === entity.kind && before.identifier === entity.identifier) return;
  await appendChangeLog(tx, companyId, [
    {
      instanceId: null,
      actorId: userId,
      subject: 'esgDatapoint',
      subjectId: CHANGE_LOG_ID,
      action: before ? 'update' : 'create',
      before: before ? { kind: before.kind, identifier: before.identifier } : null,
      after: { kind: entity.kind, identifier: entity.identifier },
    },
  ]);
}

/** `PUT /api/company/esg/reporting-entity`: checks and stores the identifier in one transaction. */
export async function saveReportingEntity(
  db: Database,
  actor: { companyId: string; userId: string },
  entity: ReportingEntity,
  lang: Lang,
): Promise<ReportingEntityResponse> {
  const checked = assertReportingEntity(entity, lang);
  return db.transaction(async (tx) => {
    await writeReportingEntity(tx, actor.companyId, actor.userId, checked);
    return presentReportingEntity(tx, actor.companyId);
  });
}
