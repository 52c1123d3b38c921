import { getFormDefinition, listServedSections, presentForm } from '@carbon-ledger/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GenericFields } from './RowFields.tsx';

const form = presentForm(getFormDefinition('company'), 'de');
const machinery = listServedSections(form)
  .flatMap(({ section }) => section.optionGroups)
  .flatMap((group) => group.options)
  .find((option) => option.id === 'capital-spend-machinery');

describe('GenericFields of a spend row', () => {
  it('offers source and supplier country as labelled selects in the page language, the value kept', () => {
    if (!machinery) throw new Error('the machinery option is in the form');
    const markup = renderToStaticMarkup(
      <GenericFields
        option={machinery}
        values={{ supplierCountry: 'DE' }}
        onChange={() => undefined}
        lang="de"
        errors={{ 'genericInputs.spendSource': 'validation.invalid' }}
      />,
    );
    const selects = markup.match(/<select[^>]*>/g) ?? [];
    expect(selects).toHaveLength(2);
    // Each select has a label pointing at it, so a screen reader names it.
    for (const select of selects) {
      const id = /id="([^"]+)"/.exec(select)?.[1];
      expect(markup).toContain(`for="${id}"`);
    }
    expect(markup).toContain('Land des Lieferanten (FIGARO)');
    expect(markup).toContain('<option value="DE" selected="">Deutschland</option>');
    expect(markup).toContain('<option value="unknown">Unbekannt</option>');
    // The refused source is marked and its message is what the select is described by.
    expect(selects[0]).toContain('aria-invalid="true"');
    expect(markup).toContain('Dieser Wert ist ungültig.');
  });
});
