import { CUSTOM_FORM, getFormDefinition, presentForm } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { presentFormJson } from './served-form-json.ts';

describe('the served form as JSON', () => {
  it('is the presented form in the language asked, written once per definition and language', () => {
    const company = getFormDefinition('company');
    const english = presentFormJson(company, 'en');
    expect(JSON.parse(english)).toStrictEqual(JSON.parse(JSON.stringify(presentForm(company, 'en'))));
    expect(JSON.parse(presentFormJson(company, 'de'))).toStrictEqual(
      JSON.parse(JSON.stringify(presentForm(company, 'de'))),
    );
    expect(JSON.parse(presentFormJson(company, 'de')).lang).toBe('de');
    expect(presentFormJson(company, 'en')).toBe(english);
    expect(JSON.parse(presentFormJson(CUSTOM_FORM, 'en'))).toStrictEqual(
      JSON.parse(JSON.stringify(presentForm(CUSTOM_FORM, 'en'))),
    );
  });

  it('keeps a form built anew (a new custom version) apart from the one before', () => {
    const before = { ...getFormDefinition('digital') };
    const after = { ...before, version: 'custom-2', sections: before.sections.slice(1) };
    expect(JSON.parse(presentFormJson(before, 'en')).sections).toHaveLength(before.sections.length);
    expect(JSON.parse(presentFormJson(after, 'en')).sections).toHaveLength(before.sections.length - 1);
  });
});
