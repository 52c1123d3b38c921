import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'a-session-secret-that-is-long-enough-0123456789';
const COMPANY = '6f1c2f4e-0000-4000-8000-000000000001';

describe('createSecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox(SECRET);
    const first = box.seal('client-secret', COMPANY);
    const second = box.seal('client-secret', COMPANY);
    expect(first).not.toBe(second);
    expect(first).not.toContain('client-secret');
    expect(first.startsWith('v1.')).toBe(true);
    expect(box.open(first, COMPANY)).toBe('client-secret');
  });

  it.each([
    ['another company', (sealed: string) => createSecretBox(SECRET).open(sealed, 'another-company')],
    ['another session secret', (sealed: string) => createSecretBox(`${SECRET}x`).open(sealed, COMPANY)],
    [
      'an altered text',
      (sealed: string) => createSecretBox(SECRET).open(`${sealed.slice(0, -2)}AA`, COMPANY),
    ],
    ['an unknown format', () => createSecretBox(SECRET).open('plain-text', COMPANY)],
  ])('refuses to open it for %s', (_case, open) => {
    const sealed = createSecretBox(SECRET).seal('client-secret', COMPANY);
    expect(() => open(sealed)).toThrow();
  });
});
