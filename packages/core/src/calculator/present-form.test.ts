import { describe, expect, it } from 'vitest';
import { CORPORATE_FORM } from '../forms/content/corporate-form.ts';
import { filterVisibleSections, listServedSections, presentForm } from './present-form.ts';

describe('a form as the Inputs page receives it', () => {
  const english = presentForm(CORPORATE_FORM, 'en');
  const german = presentForm(CORPORATE_FORM, 'de');

  it('picks the labels of one language and never carries a factor value or lineage key', () => {
    expect(english.sections.map((section) => section.id)).toEqual(
      german.sections.map((section) => section.id),
    );
    expect(english.sections[0]?.label).not.toBe(german.sections[0]?.label);
    const text = JSON.stringify(english);
    expect(text).not.toContain('lineageKey');
    expect(text).not.toContain('desnz:');
  });

  it('marks automatic and voluntary sections', () => {
    const sections = listServedSections(english).map((entry) => entry.section);
    expect(sections.some((section) => section.isAutomatic)).toBe(true);
    expect(sections.some((section) => section.isVoluntary)).toBe(true);
  });

  it('hides voluntary sections unless they are selected', () => {
    const voluntary = listServedSections(english)
      .map((entry) => entry.section)
      .filter((section) => section.isVoluntary);
    const ids = (sections: ReturnType<typeof filterVisibleSections>) =>
      listServedSections({ sections }).map((entry) => entry.section.id);
    const hidden = ids(filterVisibleSections(english.sections, []));
    for (const section of voluntary) expect(hidden).not.toContain(section.id);
    const first = voluntary[0];
    if (!first) throw new Error('the Corporate form has voluntary sections');
    expect(ids(filterVisibleSections(english.sections, [first.id]))).toContain(first.id);
  });
});
