import { ESRS_DISCLOSURE_NAMES, VSME_DISCLOSURE_NAMES } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { esgNames } from './esg-names.ts';

describe('esgNames', () => {
  it('names VSME and ESRS disclosures and the ESRS standards in both languages', () => {
    expect(VSME_DISCLOSURE_NAMES.de.B3).toMatch(/\p{L}{3}/u);
    expect(ESRS_DISCLOSURE_NAMES.de['E1-6']).toMatch(/\p{L}{3}/u);
    expect(esgNames('en').disclosure('B3')).toBe(VSME_DISCLOSURE_NAMES.en.B3);
    expect(esgNames('de').disclosure('B3')).toBe(VSME_DISCLOSURE_NAMES.de.B3);
    expect(esgNames('en').disclosure('E1-6')).toBe(ESRS_DISCLOSURE_NAMES.en['E1-6']);
    expect(esgNames('de').disclosure('E1-6')).toBe(ESRS_DISCLOSURE_NAMES.de['E1-6']);
    expect(esgNames('en').standard('E1')).toBe('Climate change');
    expect(esgNames('de').standard('E1')).toBe('Klimawandel');
  });

  it('shows an unknown code as it is rather than a message key', () => {
    expect(esgNames('en').disclosure('X9')).toBe('X9');
    expect(esgNames('de').standard('Z1')).toBe('Z1');
  });
});
