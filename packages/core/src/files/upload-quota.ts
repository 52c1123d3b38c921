import { formatFigure } from '../format/format-figure.ts';

/** What a company's upload quota is counted for: evidence files, or the attachments of its support tickets. */
export type UploadQuotaKind = 'evidence' | 'supportAttachments';

/** Default quotas per company, in MB (operators set `EVIDENCE_QUOTA_MB`, `SUPPORT_ATTACHMENT_QUOTA_MB`). */
export const DEFAULT_EVIDENCE_QUOTA_MB = 10_240;
export const DEFAULT_SUPPORT_ATTACHMENT_QUOTA_MB = 50;

/** Whether `addedBytes` more still fit in a company's quota when `usedBytes` are stored already. */
export function isWithinUploadQuota(usedBytes: number, addedBytes: number, quotaBytes: number): boolean {
  return usedBytes + addedBytes <= quotaBytes;
}

function formatMegabytes(bytes: number, lang: 'en' | 'de'): string {
  return `${formatFigure(Math.ceil((bytes / 1024 / 1024) * 10) / 10, lang)} MB`;
}

/**
 * The refusal of an upload that would take the company beyond its quota, in English or German: what the
 * quota is, how much is in use, and what to do.
 */
export function describeUploadQuotaReached(
  kind: UploadQuotaKind,
  usage: { usedBytes: number; quotaBytes: number },
  lang: 'en' | 'de',
): string {
  const quota = formatMegabytes(usage.quotaBytes, lang);
  const used = formatMegabytes(usage.usedBytes, lang);
  if (kind === 'evidence') {
    return lang === 'de'
      ? `Die Belegdateien deines Unternehmens dürfen zusammen höchstens ${quota} belegen; ${used} sind schon belegt. Lösche Dateien, die nicht mehr gebraucht werden, oder bitte den Betreiber, das Kontingent zu erhöhen.`
      : `Your company's evidence files may take up at most ${quota} together; ${used} are in use. Delete files that are no longer needed, or ask the operator to raise the quota.`;
  }
  return lang === 'de'
    ? `Die Anhänge der Support-Tickets deines Unternehmens dürfen zusammen höchstens ${quota} belegen; ${used} sind schon belegt. Sende das Ticket ohne Anhang oder mit einer kleineren Datei.`
    : `Your company's support ticket attachments may take up at most ${quota} together; ${used} are in use. Send the ticket without an attachment or with a smaller file.`;
}
