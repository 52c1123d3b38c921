import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/auth/invitations/abc123', '/api/auth/invitations/[redacted]'],
    ['/api/auth/account/deletion/tok', '/api/auth/account/deletion/[redacted]'],
    ['/register/company-id/tok?x=1', '/register/company-id/[redacted]?x=1'],
    ['/password/reset/tok', '/password/reset/[redacted]'],
    ['/email/update?token=secret&lang=de', '/email/update?token=[redacted]&lang=de'],
    ['/oauth2/callback?code=c&state=s', '/oauth2/callback?code=[redacted]&state=[redacted]'],
    ['/calculator/form/invite/tok?section=a', '/calculator/form/invite/[redacted]?section=a'],
    ['/api/status', '/api/status'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
