import {
  composePublicEngageReport,
  type EngageReport,
  type EngageReportContent,
  type EngageSnapshot,
  type PublicEngageReport,
} from '@carbon-ledger/core';
import type { EngageReportRow } from './queries.ts';

/** A report as its company sees it. */
export function presentEngageReport(row: EngageReportRow): EngageReport {
  return {
    _id: row.id,
    instances: row.instanceIds,
    group: row.groupId,
    content: row.content,
    isPublished: row.publicId !== null && row.snapshot !== null,
    publicId: row.publicId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    snapshot: row.snapshot,
    publishedContent: row.publishedContent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A published report as anyone with the link sees it (no ids: see `composePublicEngageReport`). */
export function presentPublicEngageReport(
  content: EngageReportContent,
  snapshot: EngageSnapshot,
  publishedAt: Date,
): PublicEngageReport {
  return composePublicEngageReport(content, snapshot, publishedAt.toISOString());
}
