import { describe, expect, it } from 'vitest';
import { getPasswordIssues, passwordSchema } from './password.ts';

describe('getPasswordIssues', () => {
  it.each([
    { case: 'exactly 8 characters', password: 'Abcdefg1', issues: [] },
    { case: 'exactly 32 characters', password: `A1${'b'.repeat(30)}`, issues: [] },
    { case: '7 characters', password: 'Abcdef1', issues: ['validation.password.length'] },
    { case: '33 characters', password: `A1${'b'.repeat(31)}`, issues: ['validation.password.length'] },
    { case: 'no digit', password: 'Abcdefgh', issues: ['validation.password.digit'] },
    { case: 'no uppercase letter', password: 'abcdefg1', issues: ['validation.password.uppercase'] },
    {
      case: 'short, no digit, no uppercase',
      password: 'abc',
      issues: ['validation.password.length', 'validation.password.digit', 'validation.password.uppercase'],
    },
    { case: 'an umlaut as the uppercase letter', password: 'Äbcdefg1', issues: [] },
    { case: 'spaces kept, not trimmed', password: ' Abcde1 ', issues: [] },
    {
      case: 'emoji counted as one character each',
      password: 'A1😀😀😀😀😀',
      issues: ['validation.password.length'],
    },
    { case: 'empty', password: '', issues: ['validation.required'] },
  ])('$case: $issues', ({ password, issues }) => {
    expect(getPasswordIssues(password)).toEqual(issues);
  });
});

describe('passwordSchema', () => {
  it('keeps a valid password as typed', () => {
    expect(passwordSchema.parse(' Abcde1 ')).toBe(' Abcde1 ');
  });

  it.each([
    { input: 'abcdefgh', messages: ['validation.password.digit', 'validation.password.uppercase'] },
    { input: undefined, messages: ['validation.required'] },
    { input: 12345678, messages: ['validation.invalid'] },
  ])('rejects $input with $messages', ({ input, messages }) => {
    expect(passwordSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(messages);
  });
});
