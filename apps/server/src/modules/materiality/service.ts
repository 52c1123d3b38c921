import { randomUUID } from 'node:crypto';
import {
  type AssessmentState,
  assessmentContextSchema,
  assessmentMatterIds,
  type createAssessmentSchema,
  DEFAULT_MATERIALITY_THRESHOLDS,
  type IroType,
  type iroInputSchema,
  isIroScored,
  MATERIALITY_FORMULA_VERSION,
  MAX_ASSESSMENTS_PER_COMPANY,
  MAX_IROS_PER_ASSESSMENT,
  type updateAssessmentSchema,
} from '@carbon-ledger/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import { companies } from '../../db/schema/identity.ts';
import {
  materialityAssessments,
  materialityIros,
  materialityThresholdChanges,
} from '../../db/schema/materiality.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { appendChangeLog } from '../change-log/append.ts';
import { markEsgDisclosures } from './esg-carry-over.ts';
import { entityMattersOf, evaluateAssessment } from './evaluate.ts';
import {
  type AssessmentRow,
  countAssessments,
  findAssessment,
  findCurrentMatterList,
  findMatterList,
  listIros,
  listMemberCompanies,
} from './queries.ts';

export type Writer = { companyId: string; userId: string; role: string; isSitewideAdmin: boolean };

export const notFound = () => new AppError('NOT_FOUND', 'No such assessment.');
export const approved = () =>
  new AppError('CONFLICT', 'The assessment is approved: it can no longer change. Start a new one from it.', [
    { path: 'state', message: 'validation.frozen' },
  ]);

/** Locks the assessment for a change and refuses one of another company (404) or an approved one (409). */
async function lockEditable(tx: Queryable, companyId: string, id: string): Promise<AssessmentRow> {
  const row = await findAssessment(tx, companyId, id, true);
  if (!row) throw notFound();
  if (row.state === 'approved') throw approved();
  return row;
}

/** Group members must be companies the user belongs to; the assessing company itself is implied. */
async function checkGroup(db: Queryable, writer: Writer, ids: readonly string[]): Promise<string[]> {
  const others = [...new Set(ids)].filter((id) => id !== writer.companyId);
  const member = new Set((await listMemberCompanies(db, writer.userId, others)).map((company) => company.id));
  const outside = others.findIndex((id) => !member.has(id));
  if (outside >= 0)
    throw new AppError('VALIDATION_FAILED', 'An assessment covers only companies you belong to.', [
      { path: `groupCompanyIds.${ids.indexOf(others[outside] ?? '')}`, message: 'validation.invalid' },
    ]);
  return others;
}

export async function createAssessment(
  db: Database,
  writer: Writer,
  body: z.output<typeof createAssessmentSchema>,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Creations of one company queue behind each other, so the limit holds.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, writer.companyId))
      .for('update');
    if ((await countAssessments(tx, writer.companyId)) >= MAX_ASSESSMENTS_PER_COMPANY)
      throw new AppError(
        'VALIDATION_FAILED',
        `A company has at most ${MAX_ASSESSMENTS_PER_COMPANY} assessments.`,
        [{ path: 'name', message: 'validation.tooMany' }],
      );
    const groupCompanyIds = await checkGroup(tx, writer, body.groupCompanyIds);
    const previous = body.fromAssessmentId
      ? await findAssessment(tx, writer.companyId, body.fromAssessmentId)
      : undefined;
    if (body.fromAssessmentId && !previous) throw notFound();
    // A new assessment takes the newest matter list; one started from an earlier one keeps its list, so
    // the IROs it carries over stay on matters the list has.
    const listVersion = previous?.matterListVersion ?? (await findCurrentMatterList(tx)).version;
    const thresholds = previous
      ? { impact: previous.impactThreshold, financial: previous.financialThreshold }
      : DEFAULT_MATERIALITY_THRESHOLDS;
    const [row] = await tx
      .insert(materialityAssessments)
      .values({
        companyId: writer.companyId,
        name: body.name,
        year: body.year,
        matterListVersion: listVersion,
        context: previous?.context ?? assessmentContextSchema.parse({}),
        entitySpecificMatters: previous?.entitySpecificMatters ?? [],
        explanations: previous?.explanations ?? {},
        groupCompanyIds,
        impactThreshold: thresholds.impact,
        financialThreshold: thresholds.financial,
        formulaVersion: MATERIALITY_FORMULA_VERSION,
        previousAssessmentId: previous?.id ?? null,
        createdBy: writer.userId,
      })
      .returning({ id: materialityAssessments.id });
    if (!row) throw new AppError('INTERNAL', 'The assessment was not stored.');
    await tx.insert(materialityThresholdChanges).values({
      companyId: writer.companyId,
      assessmentId: row.id,
      ...thresholds,
      reason: '',
      actorId: writer.userId,
    });
    if (previous) {
      const carried = (await listIros(tx, writer.companyId, previous.id)).filter(
        (iro) => iro.status === 'accepted',
      );
      if (carried.length > 0)
        await tx.insert(materialityIros).values(
          carried.map((iro) => ({
            companyId: writer.companyId,
            assessmentId: row.id,
            matterId: iro.matterId,
            type: iro.type,
            valueChain: iro.valueChain,
            timeHorizons: iro.timeHorizons,
            humanRights: iro.humanRights,
            description: iro.description,
            evidenceFileIds: iro.evidenceFileIds,
            scores: iro.scores,
            status: 'accepted',
            origin: iro.origin,
            acceptedBy: iro.acceptedBy,
          })),
        );
    }
    return row.id;
  });
}

export async function updateAssessment(
  db: Database,
  writer: Writer,
  id: string,
  body: z.output<typeof updateAssessmentSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, writer.companyId, id);
    const changes: Partial<typeof materialityAssessments.$inferInsert> = { updatedAt: new Date() };
    if (body.name !== undefined) changes.name = body.name;
    if (body.context !== undefined) changes.context = body.context;
    if (body.explanations !== undefined) changes.explanations = body.explanations;
    if (body.groupCompanyIds !== undefined)
      changes.groupCompanyIds = await checkGroup(tx, writer, body.groupCompanyIds);
    if (body.entitySpecificMatters !== undefined) {
      const matters = body.entitySpecificMatters.map((matter) => ({
        id: matter.id ?? `entity.${randomUUID().slice(0, 8)}`,
        standard: matter.standard,
        name: matter.name,
      }));
      const kept = new Set(matters.map((matter) => matter.id));
      const iros = await listIros(tx, writer.companyId, id);
      const dropped = entityMattersOf(row).filter(
        (matter) => !kept.has(matter.id) && iros.some((iro) => iro.matterId === matter.id),
      );
      if (dropped.length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          `Remove the IROs of ${dropped.map((matter) => matter.name).join(', ')} before the matter.`,
          [{ path: 'entitySpecificMatters', message: 'validation.invalid' }],
        );
      changes.entitySpecificMatters = matters;
    }
    await tx
      .update(materialityAssessments)
      .set(changes)
      .where(and(eq(materialityAssessments.companyId, writer.companyId), eq(materialityAssessments.id, id)));
  });
}

/** Checks what an IRO names: a matter of the assessment, and evidence files of the company. */
async function checkIro(
  tx: Queryable,
  companyId: string,
  row: AssessmentRow,
  iro: z.output<typeof iroInputSchema>,
) {
  const list = await findMatterList(tx, row.matterListVersion);
  if (!list) throw new AppError('INTERNAL', 'The assessment’s matter list is missing.');
  if (!assessmentMatterIds(list, entityMattersOf(row)).includes(iro.matterId))
    throw new AppError('VALIDATION_FAILED', 'No such matter in this assessment.', [
      { path: 'matterId', message: 'validation.invalid' },
    ]);
  const fileIds = [...new Set(iro.evidenceFileIds)];
  if (fileIds.length > 0) {
    const found = await tx
      .select({ id: evidenceFiles.id })
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.companyId, companyId), inArray(evidenceFiles.id, fileIds)));
    const known = new Set(found.map((file) => file.id));
    const missing = iro.evidenceFileIds.findIndex((fileId) => !known.has(fileId));
    if (missing >= 0)
      throw new AppError('VALIDATION_FAILED', 'No such evidence file.', [
        { path: `evidenceFileIds.${missing}`, message: 'validation.invalid' },
      ]);
  }
}

const iroColumns = (iro: z.output<typeof iroInputSchema>) => ({
  matterId: iro.matterId,
  type: iro.type,
  valueChain: [...new Set(iro.valueChain)],
  timeHorizons: [...new Set(iro.timeHorizons)],
  humanRights: iro.humanRights,
  description: iro.description,
  evidenceFileIds: [...new Set(iro.evidenceFileIds)],
  scores: iro.scores,
});

export async function addIro(
  db: Database,
  writer: Writer,
  id: string,
  iro: z.output<typeof iroInputSchema>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockEditable(tx, writer.companyId, id);
    await checkIro(tx, writer.companyId, row, iro);
    const [held] = await tx
      .select({ total: count() })
      .from(materialityIros)
      .where(and(eq(materialityIros.companyId, writer.companyId), eq(materialityIros.assessmentId, id)));
    if (Number(held?.total ?? 0) >= MAX_IROS_PER_ASSESSMENT)
      throw new AppError(
        'VALIDATION_FAILED',
        `An assessment holds at most ${MAX_IROS_PER_ASSESSMENT} IROs.`,
        [{ path: 'matterId', message: 'validation.tooMany' }],
      );
    const [created] = await tx
      .insert(materialityIros)
      .values({
        companyId: writer.companyId,
        assessmentId: id,
        ...iroColumns(iro),
        status: 'accepted',
        acceptedBy: writer.userId,
      })
      .returning({ id: materialityIros.id });
    if (!created) throw new AppError('INTERNAL', 'The IRO was not stored.');
    await touch(tx, writer.companyId, id);
    return created.id;
  });
}

const iroWhere = (companyId: string, id: string, iroId: string) =>
  and(
    eq(materialityIros.companyId, companyId),
    eq(materialityIros.assessmentId, id),
    eq(materialityIros.id, iroId),
  );
const noIro = () => new AppError('NOT_FOUND', 'No such IRO.');

async function touch(tx: Queryable, companyId: string, id: string) {
  await tx
    .update(materialityAssessments)
    .set({ updatedAt: new Date() })
    .where(and(eq(materialityAssessments.companyId, companyId), eq(materialityAssessments.id, id)));
}

export async function updateIro(
  db: Database,
  writer: Writer,
  id: string,
  iroId: string,
  iro: z.output<typeof iroInputSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, writer.companyId, id);
    await checkIro(tx, writer.companyId, row, iro);
    const updated = await tx
      .update(materialityIros)
      .set({ ...iroColumns(iro), updatedAt: new Date() })
      .where(iroWhere(writer.companyId, id, iroId))
      .returning({ id: materialityIros.id });
    if (updated.length === 0) throw noIro();
    await touch(tx, writer.companyId, id);
  });
}

/** A proposal counts only once a person accepts it; the acceptance names them. */
export async function acceptIro(db: Database, writer: Writer, id: string, iroId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, writer.companyId, id);
    const updated = await tx
      .update(materialityIros)
      .set({ status: 'accepted', acceptedBy: writer.userId, updatedAt: new Date() })
      .where(iroWhere(writer.companyId, id, iroId))
      .returning({ id: materialityIros.id });
    if (updated.length === 0) throw noIro();
    await touch(tx, writer.companyId, id);
  });
}

export async function deleteIro(db: Database, writer: Writer, id: string, iroId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEditable(tx, writer.companyId, id);
    const deleted = await tx
      .delete(materialityIros)
      .where(iroWhere(writer.companyId, id, iroId))
      .returning({ id: materialityIros.id });
    if (deleted.length === 0) throw noIro();
    await touch(tx, writer.companyId, id);
  });
}

/** Sets both thresholds with the reason, kept in the assessment's history and in the change log. */
export async function setThresholds(
  db: Database,
  writer: Writer,
  id: string,
  body: { impact: number; financial: number; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, writer.companyId, id);
    if (row.impactThreshold === body.impact && row.financialThreshold === body.financial)
      throw new AppError('VALIDATION_FAILED', 'The thresholds are already set to these values.', [
        { path: 'impact', message: 'validation.invalid' },
      ]);
    const at = new Date();
    await tx
      .update(materialityAssessments)
      .set({ impactThreshold: body.impact, financialThreshold: body.financial, updatedAt: at })
      .where(and(eq(materialityAssessments.companyId, writer.companyId), eq(materialityAssessments.id, id)));
    await tx.insert(materialityThresholdChanges).values({
      companyId: writer.companyId,
      assessmentId: id,
      impact: body.impact,
      financial: body.financial,
      reason: body.reason,
      actorId: writer.userId,
      at,
    });
    await appendChangeLog(
      tx,
      writer.companyId,
      [
        {
          instanceId: null,
          actorId: writer.userId,
          subject: 'materialityAssessment',
          subjectId: id,
          action: 'update',
          before: { impactThreshold: row.impactThreshold, financialThreshold: row.financialThreshold },
          after: { impactThreshold: body.impact, financialThreshold: body.financial, reason: body.reason },
        },
      ],
      at,
    );
  });
}

const TRANSITIONS: Record<AssessmentState, readonly AssessmentState[]> = {
  draft: ['in-review'],
  'in-review': ['draft', 'approved'],
  approved: [],
};

/**
 * Moves the assessment on: draft → in review → approved, or back to draft from review. Approval (the
 * route demands an admin) needs every accepted IRO scored, freezes the assessment with its outcome,
 * marks the ESG years' ESRS disclosures and writes the approval to the change log, all in one transaction.
 */
export async function changeState(
  db: Database,
  writer: Writer,
  id: string,
  to: AssessmentState,
  language: 'en' | 'de',
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, writer.companyId, id);
    if (!TRANSITIONS[row.state as AssessmentState].includes(to))
      throw new AppError('CONFLICT', `An assessment in ${row.state} cannot move to ${to}.`, [
        { path: 'to', message: 'validation.invalid' },
      ]);
    const at = new Date();
    if (to !== 'approved') {
      await tx
        .update(materialityAssessments)
        .set({ state: to, updatedAt: at })
        .where(
          and(eq(materialityAssessments.companyId, writer.companyId), eq(materialityAssessments.id, id)),
        );
      return;
    }
    const list = await findMatterList(tx, row.matterListVersion);
    if (!list) throw new AppError('INTERNAL', 'The assessment’s matter list is missing.');
    const iros = await listIros(tx, writer.companyId, id);
    const open = iros.filter((iro) => iro.status === 'proposed').length;
    if (open > 0)
      throw new AppError('CONFLICT', `Accept or remove the ${open} proposed IROs before approving.`, [
        { path: 'iros', message: 'validation.invalid' },
      ]);
    const { decisions, standards } = evaluateAssessment(row, list, iros);
    const unscored = iros.filter(
      (iro) => !isIroScored({ type: iro.type as IroType, humanRights: iro.humanRights, scores: iro.scores }),
    );
    if (iros.length === 0 || unscored.length > 0)
      throw new AppError('CONFLICT', 'Score every IRO before approving.', [
        { path: 'iros', message: 'validation.required' },
      ]);
    const esgYearsMarked = await markEsgDisclosures(tx, {
      companyId: writer.companyId,
      assessmentId: id,
      year: row.year,
      standards,
      language,
      actorId: writer.userId,
      at,
    });
    const outcome = {
      formulaVersion: row.formulaVersion,
      thresholds: { impact: row.impactThreshold, financial: row.financialThreshold },
      decisions,
      standards,
      esgYearsMarked,
    };
    await tx
      .update(materialityAssessments)
      .set({ state: 'approved', approvedAt: at, approvedBy: writer.userId, outcome, updatedAt: at })
      .where(and(eq(materialityAssessments.companyId, writer.companyId), eq(materialityAssessments.id, id)));
    await appendChangeLog(
      tx,
      writer.companyId,
      [
        {
          instanceId: null,
          actorId: writer.userId,
          subject: 'materialityAssessment',
          subjectId: id,
          action: 'approve',
          before: { state: row.state },
          after: {
            state: 'approved',
            formulaVersion: row.formulaVersion,
            impactThreshold: row.impactThreshold,
            financialThreshold: row.financialThreshold,
            materialStandards: standards.filter((s) => s.isMaterial).map((s) => s.standard),
            materialMatters: decisions.filter((d) => d.isMaterial).map((d) => d.matterId),
            esgYears: esgYearsMarked.map((year) => year.instanceId),
          },
        },
      ],
      at,
    );
  });
}
