import { defaultFactorSources } from '@carbon-ledger/core';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de.ts';
import { en } from '../../../i18n/en.ts';
import { FactorSourcesField } from './FactorSourcesField.tsx';
import type { FactorSourcesDraft } from './factor-source-choice.ts';

const i18n = i18next.createInstance();

function render(draft: FactorSourcesDraft, region: string, language: 'en' | 'de', errors = {}) {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FactorSourcesField draft={draft} region={region} onChange={() => undefined} errors={errors} />
    </I18nextProvider>,
  );
}

describe('FactorSourcesField', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
    });
  });

  it("lists the defaults of the region shown while the year follows it, in the page's language", () => {
    const following = { isRegionDefault: true, chosen: defaultFactorSources('GB') };
    const english = render(following, 'DE', 'en');
    expect(english).toContain('Use the region&#x27;s defaults');
    expect(english).toContain('FIGARO supply factors (Ecodex) 2026.5, in euros');
    expect(english).not.toContain('<select');
    const german = render(following, 'DE', 'de');
    expect(german).toContain('Standardquellen der Region verwenden');
    expect(german).toContain('Netzintensität von Ember / Our World in Data');
  });

  it('offers a select per kind once sources are chosen, with the refusal next to its kind', () => {
    const chosen = {
      isRegionDefault: false,
      chosen: { ...defaultFactorSources('DE'), grid: 'EPA_EGRID' as const },
    };
    const markup = render(chosen, 'DE', 'en', {
      'factorSources.grid': 'validation.factorSource.gridEgridOutsideUs',
    });
    expect(markup.match(/<select/g)).toHaveLength(4);
    expect(markup).toContain('eGRID factors are for US regions only.');
    expect(markup).toMatch(/<option value="EPA_EGRID" selected="">/);
  });
});
