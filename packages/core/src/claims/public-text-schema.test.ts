import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listValidationIssues } from '../validation/field-issues.ts';
import { publicTextSchema } from './public-text-schema.ts';

describe('publicTextSchema', () => {
  it('takes a lawful text as it is', () => {
    expect(publicTextSchema.parse('Measured footprint 2025: 1,234.57 t CO2e')).toBe(
      'Measured footprint 2025: 1,234.57 t CO2e',
    );
  });

  it('refuses each claim with claims.forbidden and the rule and term in the params', () => {
    const result = publicTextSchema.safeParse('Klimaneutral seit 2020, bald klimapositiv bis 2030');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      {
        code: 'custom',
        path: [],
        message: 'claims.forbidden',
        params: { rule: 'offset-neutrality', term: 'Klimaneutral', index: 0, length: 12 },
      },
      {
        code: 'custom',
        path: [],
        message: 'claims.forbidden',
        params: { rule: 'neutrality-target', term: 'klimapositiv', index: 29, length: 12 },
      },
    ]);
  });

  it('names the field of a request body, keeping the params for the error answer', () => {
    const body = z.object({ title: publicTextSchema.max(80, { error: 'validation.tooLong' }) });
    const result = body.safeParse({ title: 'Our eco-friendly year' });
    expect(listValidationIssues(result.error!)).toEqual([
      {
        path: 'title',
        message: 'claims.forbidden',
        params: { rule: 'generic-claim', term: 'eco-friendly', index: 4, length: 12 },
      },
    ]);
  });

  it('keeps its length limit and type errors as the other validation keys', () => {
    const title = publicTextSchema.max(5, { error: 'validation.tooLong' });
    expect(listValidationIssues(title.safeParse('Footprint').error!)).toEqual([
      { path: '', message: 'validation.tooLong' },
    ]);
    expect(listValidationIssues(publicTextSchema.safeParse(undefined).error!)).toEqual([
      { path: '', message: 'validation.required' },
    ]);
  });
});
