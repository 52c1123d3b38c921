import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { listValidationIssues } from './field-issues.ts';
import { loginSchema, passwordResetSchema, registrationSchema } from './forms.ts';
import { VALIDATION_MESSAGE_KEYS } from './message-keys.ts';

const validRegistration = {
  customPlanCode: 'SPRING24',
  email: ' Ann@Example.org ',
  password1: 'Secret123',
  password2: 'Secret123',
  nameFirst: ' Ann ',
  nameLast: 'Lee',
  info: {
    company: 'Acme GmbH',
    brand: 'Acme',
    address: 'Hauptstr. 1',
    city: 'Berlin',
    zip: '10115',
    country: 'de',
    vatType: 'eu_vat',
    vatId: 'DE123456789',
  },
};

/** Parses and returns the issues as [dotted path, message] pairs, in zod's order. */
function listIssues(schema: { safeParse: (input: unknown) => { error?: ZodError } }, input: unknown) {
  const { error } = schema.safeParse(input);
  return error ? listValidationIssues(error).map(({ path, message }) => [path, message]) : [];
}

describe('registrationSchema', () => {
  it('accepts a complete form and outputs it normalized', () => {
    expect(registrationSchema.parse(validRegistration)).toEqual({
      ...validRegistration,
      email: 'ann@example.org',
      nameFirst: 'Ann',
      info: { ...validRegistration.info, country: 'DE' },
    });
  });

  it('treats the optional fields as not given when missing, null or blank', () => {
    const { customPlanCode: _code, ...rest } = validRegistration;
    const parsed = registrationSchema.parse({ ...rest, info: { ...rest.info, vatType: null, vatId: '  ' } });
    expect([parsed.customPlanCode, parsed.info.vatType, parsed.info.vatId]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    {
      case: 'zip missing',
      change: { info: { ...validRegistration.info, zip: undefined } },
      path: ['info', 'zip'],
    },
    {
      case: 'city blank',
      change: { info: { ...validRegistration.info, city: '   ' } },
      path: ['info', 'city'],
    },
    {
      case: 'company empty',
      change: { info: { ...validRegistration.info, company: '' } },
      path: ['info', 'company'],
    },
    { case: 'nameFirst blank', change: { nameFirst: ' ' }, path: ['nameFirst'] },
    { case: 'nameLast missing', change: { nameLast: undefined }, path: ['nameLast'] },
    { case: 'info missing', change: { info: undefined }, path: ['info'] },
    { case: 'password2 empty', change: { password2: '' }, path: ['password2'] },
  ])('reports $case as required at $path', ({ change, path }) => {
    const { error } = registrationSchema.safeParse({ ...validRegistration, ...change });
    expect(error?.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([
      { path, message: 'validation.required' },
    ]);
  });

  it.each([
    { case: 'an invalid email', change: { email: 'a@b' }, issues: [['email', 'validation.email.invalid']] },
    {
      case: 'different passwords',
      change: { password2: 'Secret124' },
      issues: [['password2', 'validation.passwordsDiffer']],
    },
    {
      case: 'a weak password that the repeat matches',
      change: { password1: 'secret', password2: 'secret' },
      issues: [
        ['password1', 'validation.password.length'],
        ['password1', 'validation.password.digit'],
        ['password1', 'validation.password.uppercase'],
      ],
    },
    {
      case: 'an unknown country',
      change: { info: { ...validRegistration.info, country: 'XX' } },
      issues: [['info.country', 'validation.country.invalid']],
    },
    {
      case: 'a three-letter country',
      change: { info: { ...validRegistration.info, country: 'DEU' } },
      issues: [['info.country', 'validation.country.invalid']],
    },
    {
      case: 'different passwords while another field is wrong too',
      change: { password2: 'Other1234', info: { ...validRegistration.info, zip: '' } },
      issues: [
        ['info.zip', 'validation.required'],
        ['password2', 'validation.passwordsDiffer'],
      ],
    },
    {
      case: 'a number as vatId',
      change: { info: { ...validRegistration.info, vatId: 123 } },
      issues: [['info.vatId', 'validation.invalid']],
    },
  ])('reports $case', ({ change, issues }) => {
    expect(listIssues(registrationSchema, { ...validRegistration, ...change })).toEqual(issues);
  });

  it('reports every required field of an empty form, and only message keys', () => {
    expect(listIssues(registrationSchema, { info: {} })).toEqual([
      ['email', 'validation.required'],
      ['password1', 'validation.required'],
      ['password2', 'validation.required'],
      ['nameFirst', 'validation.required'],
      ['nameLast', 'validation.required'],
      ['info.company', 'validation.required'],
      ['info.brand', 'validation.required'],
      ['info.address', 'validation.required'],
      ['info.city', 'validation.required'],
      ['info.zip', 'validation.required'],
      ['info.country', 'validation.required'],
    ]);
  });

  it.each([null, 'text', 7, []])('answers a body of %j with a key, not zod English', (input) => {
    const issues = listIssues(registrationSchema, input);
    expect(issues.length).toBeGreaterThan(0);
    expect(
      issues.every(([, message]) => (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(message!)),
    ).toBe(true);
  });
});

describe('loginSchema', () => {
  it('normalizes the email and keeps any non-empty password', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.org', password: 'x' })).toEqual({
      email: 'ann@example.org',
      password: 'x',
    });
  });

  it.each([
    { input: { email: 'ann@example.org', password: '' }, issues: [['password', 'validation.required']] },
    { input: { email: 'ann', password: 'x' }, issues: [['email', 'validation.email.invalid']] },
    {
      input: {},
      issues: [
        ['email', 'validation.required'],
        ['password', 'validation.required'],
      ],
    },
  ])('reports $issues for $input', ({ input, issues }) => {
    expect(listIssues(loginSchema, input)).toEqual(issues);
  });
});

describe('passwordResetSchema', () => {
  it.each([
    { input: { password1: 'Secret123', password2: 'Secret123' }, issues: [] },
    {
      input: { password1: 'Secret123', password2: 'Secret12' },
      issues: [['password2', 'validation.passwordsDiffer']],
    },
    { input: { password1: 'Secret12', password2: '' }, issues: [['password2', 'validation.required']] },
    {
      input: { password1: 'SECRETXYZ', password2: 'SECRETXYZ' },
      issues: [['password1', 'validation.password.digit']],
    },
    {
      input: { password1: `Secret12${'x'.repeat(25)}`, password2: '' },
      issues: [
        ['password1', 'validation.password.length'],
        ['password2', 'validation.required'],
      ],
    },
  ])('reports $issues', ({ input, issues }) => {
    expect(listIssues(passwordResetSchema, input)).toEqual(issues);
  });
});

describe('listValidationIssues', () => {
  it('gives dotted paths and keys, the shape of the error envelope details', () => {
    const { error } = registrationSchema.safeParse({
      ...validRegistration,
      info: { ...validRegistration.info, zip: '' },
    });
    expect(listValidationIssues(error!)).toEqual([{ path: 'info.zip', message: 'validation.required' }]);
  });

  it('gives an empty path for a problem with the whole body', () => {
    const { error } = loginSchema.safeParse('text');
    expect(listValidationIssues(error!)).toEqual([{ path: '', message: 'validation.invalid' }]);
  });
});
