import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, normalizeEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    { value: 'a@b.co', expected: true },
    { value: 'first.last+tag@sub.example.org', expected: true },
    { value: ' a@b.de ', expected: true },
    { value: '\ta@b.de\n', expected: true },
    { value: 'A@B.DE', expected: true },
    { value: 'a b@c.de', expected: false },
    { value: 'a@b c.de', expected: false },
    { value: 'a@b.c', expected: false },
    { value: 'a@b', expected: false },
    { value: '@b.de', expected: false },
    { value: 'a@.de', expected: false },
    { value: 'a@b..de', expected: false },
    { value: 'a@b.de.', expected: false },
    { value: 'a@@b.de', expected: false },
    { value: 'a@b@c.de', expected: false },
    { value: 'a@b.d e', expected: false },
    { value: '', expected: false },
    { value: '   ', expected: false },
  ])('"$value" is valid: $expected', ({ value, expected }) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});

describe('normalizeEmail', () => {
  it.each([
    { value: 'ann@example.org', expected: 'ann@example.org' },
    { value: ' Ann.Lee@Example.ORG ', expected: 'ann.lee@example.org' },
    { value: 'A+Tag@B.Co', expected: 'a+tag@b.co' },
  ])('stores "$value" as "$expected"', ({ value, expected }) => {
    expect(normalizeEmail(value)).toBe(expected);
  });
});

describe('emailSchema', () => {
  it.each([
    { input: ' First.Last+Tag@Sub.Example.org ', expected: 'first.last+tag@sub.example.org' },
    { input: 'a@b.co', expected: 'a@b.co' },
  ])('accepts "$input" and outputs "$expected"', ({ input, expected }) => {
    expect(emailSchema.parse(input)).toBe(expected);
  });

  it.each([
    { input: 'a b@c.de', messages: ['validation.email.invalid'] },
    { input: 'a@b.c', messages: ['validation.email.invalid'] },
    { input: '', messages: ['validation.required'] },
    { input: '  ', messages: ['validation.required'] },
    { input: undefined, messages: ['validation.required'] },
    { input: null, messages: ['validation.required'] },
    { input: 42, messages: ['validation.invalid'] },
  ])('rejects $input with $messages', ({ input, messages }) => {
    const result = emailSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(messages);
  });
});
