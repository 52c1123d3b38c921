import { describeUploadQuotaReached, isWithinUploadQuota, type UploadQuotaKind } from '@carbon-ledger/core';
import { eq, sql, sum } from 'drizzle-orm';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

/** The bytes a company stores of one kind: its evidence files, or its tickets' attachments. */
async function sumStoredBytes(db: Queryable, companyId: string, kind: UploadQuotaKind): Promise<number> {
  const [row] =
    kind === 'evidence'
      ? await db
          .select({ bytes: sum(evidenceFiles.sizeBytes) })
          .from(evidenceFiles)
          .where(eq(evidenceFiles.companyId, companyId))
      : await db
          .select({ bytes: sum(supportTickets.attachmentSizeBytes) })
          .from(supportTickets)
          .where(eq(supportTickets.companyId, companyId));
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses an upload that would take the company beyond its quota for that kind (409 `CONFLICT`, the
 * field named with `quotaReached`, the message in the request's language). Call it inside the
 * transaction that stores the upload: it holds a transaction lock on the company's quota of that
 * kind, so two uploads at once cannot both fit into the last free bytes.
 */
export async function assertWithinUploadQuota(
  tx: Queryable,
  input: {
    companyId: string;
    kind: UploadQuotaKind;
    addedBytes: number;
    quotaBytes: number;
    lang: 'en' | 'de';
    path: string;
  },
): Promise<void> {
  const key = `upload-quota:${input.kind}:${input.companyId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const usedBytes = await sumStoredBytes(tx, input.companyId, input.kind);
  if (isWithinUploadQuota(usedBytes, input.addedBytes, input.quotaBytes)) return;
  throw new AppError(
    'CONFLICT',
    describeUploadQuotaReached(input.kind, { usedBytes, quotaBytes: input.quotaBytes }, input.lang),
    [{ path: input.path, message: 'quotaReached' }],
  );
}
