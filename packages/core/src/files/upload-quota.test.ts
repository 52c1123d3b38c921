import { describe, expect, it } from 'vitest';
import { describeUploadQuotaReached, isWithinUploadQuota } from './upload-quota.ts';

const MB = 1024 * 1024;

describe('isWithinUploadQuota', () => {
  it.each([
    [0, 1000, 1000, true],
    [999, 1, 1000, true],
    [999, 2, 1000, false],
    [1000, 0, 1000, true],
    [1001, 0, 1000, false],
  ])('%i used + %i added within %i: %s', (used, added, quota, isWithin) => {
    expect(isWithinUploadQuota(used, added, quota)).toBe(isWithin);
  });
});

describe('describeUploadQuotaReached', () => {
  it('says the quota, what is in use and what to do, in English and German', () => {
    const usage = { usedBytes: 3.25 * MB, quotaBytes: 10_240 * MB };
    expect(describeUploadQuotaReached('evidence', usage, 'en')).toBe(
      "Your company's evidence files may take up at most 10,240 MB together; 3.3 MB are in use. Delete files that are no longer needed, or ask the operator to raise the quota.",
    );
    expect(describeUploadQuotaReached('evidence', usage, 'de')).toBe(
      'Die Belegdateien deines Unternehmens dürfen zusammen höchstens 10.240 MB belegen; 3,3 MB sind schon belegt. Lösche Dateien, die nicht mehr gebraucht werden, oder bitte den Betreiber, das Kontingent zu erhöhen.',
    );
    const tickets = { usedBytes: 50 * MB, quotaBytes: 50 * MB };
    expect(describeUploadQuotaReached('supportAttachments', tickets, 'en')).toBe(
      "Your company's support ticket attachments may take up at most 50 MB together; 50 MB are in use. Send the ticket without an attachment or with a smaller file.",
    );
    expect(describeUploadQuotaReached('supportAttachments', tickets, 'de')).toMatch(
      /^Die Anhänge der Support-Tickets/,
    );
  });
});
