import { describe, expect, it } from 'vitest';
import { describeClaimRule } from '../claims/claim-rules.ts';
import { describeValidationIssue } from './issue-text.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

describe('describeValidationIssue', () => {
  const params = { rule: 'offset-neutrality', term: 'CO₂-neutral', index: 4, length: 11 };

  it('names the refused term and the reason of its rule', () => {
    expect(describeValidationIssue({ message: 'claims.forbidden', params }, 'en')).toBe(
      `“CO₂-neutral” cannot be published: ${describeClaimRule('offset-neutrality', 'en').reason}`,
    );
    expect(describeValidationIssue({ message: 'claims.forbidden', params }, 'de')).toBe(
      `„CO₂-neutral“ kann nicht veröffentlicht werden: ${describeClaimRule('offset-neutrality', 'de').reason}`,
    );
  });

  it('falls back to the general claims text when the params are missing or not a finding', () => {
    for (const broken of [undefined, {}, { ...params, rule: 'something-else' }]) {
      expect(describeValidationIssue({ message: 'claims.forbidden', params: broken }, 'de')).toBe(
        VALIDATION_MESSAGES.de['claims.forbidden'],
      );
    }
  });

  it('gives the text of any other key, and of an unknown message the invalid text', () => {
    expect(describeValidationIssue({ message: 'validation.tooLong' }, 'en')).toBe('This text is too long.');
    expect(describeValidationIssue({ message: 'Too big: expected string' }, 'de')).toBe(
      'Dieser Wert ist ungültig.',
    );
  });
});
