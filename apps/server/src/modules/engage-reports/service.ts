import { randomBytes } from 'node:crypto';
import {
  buildEngageSnapshot,
  type EngageReport,
  type EngageReportContent,
  type PublicEngageReport,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { loadInstancesSetup } from '../calculator/instance-setup-service.ts';
import { type Queryable, requireGroup, requireInstances } from '../calculator/queries.ts';
import { presentEngageReport, presentPublicEngageReport } from './presenter.ts';
import * as queries from './queries.ts';

export type ReportScope = { instances: string[]; group: string | null };

/** 144 random bits, base64url: a public link cannot be guessed or derived from the report's uuid. */
export function createPublicId(): string {
  return randomBytes(18).toString('base64url');
}

/** Checks that the years and the group are the company's (404 otherwise). */
async function requireScope(db: Queryable, companyId: string, scope: ReportScope): Promise<void> {
  await requireInstances(db, companyId, scope.instances);
  if (scope.group) await requireGroup(db, companyId, scope.group);
}

/** The reports of a year or of a group's year, newest first. */
export async function listEngageReports(
  db: Queryable,
  companyId: string,
  scope: ReportScope,
): Promise<EngageReport[]> {
  await requireScope(db, companyId, scope);
  const rows = await queries.listReports(db, companyId, {
    instanceIds: scope.instances,
    groupId: scope.group,
  });
  return rows.map(presentEngageReport);
}

/** A new draft of the years named. */
export async function createEngageReport(
  db: Database,
  companyId: string,
  input: ReportScope & { content: EngageReportContent },
): Promise<EngageReport> {
  return db.transaction(async (tx) => {
    await requireScope(tx, companyId, input);
    const row = await queries.insertReport(tx, companyId, {
      instanceIds: [...new Set(input.instances)],
      groupId: input.group,
      content: input.content,
    });
    return presentEngageReport(row);
  });
}

/** Replaces the content; the public page keeps the published content and figures until published again. */
export async function updateEngageReport(
  db: Database,
  companyId: string,
  id: string,
  content: EngageReportContent,
): Promise<EngageReport> {
  return db.transaction(async (tx) => {
    await queries.requireReport(tx, companyId, id);
    return presentEngageReport(await queries.updateReport(tx, companyId, id, { content }));
  });
}

/**
 * Publishes a report: freezes its content and the figures of its years as they are now (labels in
 * `lang`). Publishing again refreshes both and keeps the link; after an unpublish a new link is drawn.
 */
export async function publishEngageReport(
  db: Database,
  companyId: string,
  id: string,
  lang: 'en' | 'de',
): Promise<EngageReport> {
  const report = await queries.requireReport(db, companyId, id);
  // Outside the transaction: the aggregation runs its reads side by side on separate connections.
  const setup = await loadInstancesSetup(db, companyId, report.instanceIds, lang);
  const snapshot = buildEngageSnapshot(setup);
  return db.transaction(async (tx) => {
    const current = await queries.requireReport(tx, companyId, id);
    const row = await queries.updateReport(tx, companyId, id, {
      snapshot,
      publishedContent: current.content,
      publishedAt: new Date(),
      publicId: current.publicId ?? createPublicId(),
    });
    return presentEngageReport(row);
  });
}

/** Revokes the public link: the page answers 404 from now on, and a later publish draws a new link. */
export async function unpublishEngageReport(
  db: Database,
  companyId: string,
  id: string,
): Promise<EngageReport> {
  return db.transaction(async (tx) => {
    await queries.requireReport(tx, companyId, id);
    const row = await queries.updateReport(tx, companyId, id, {
      publicId: null,
      publishedAt: null,
      snapshot: null,
      publishedContent: null,
    });
    return presentEngageReport(row);
  });
}

export async function deleteEngageReport(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => queries.deleteReport(tx, companyId, id));
}

/** The public page of a published report; 404 for an unknown or unpublished id. */
export async function readPublicEngageReport(db: Queryable, publicId: string): Promise<PublicEngageReport> {
  const row = await queries.findPublishedReport(db, publicId);
  if (!row?.snapshot || !row.publishedContent || !row.publishedAt) {
    throw new AppError('NOT_FOUND', 'This report is not available.');
  }
  return presentPublicEngageReport(row.publishedContent, row.snapshot, row.publishedAt);
}
