import {
  defaultFactorSources,
  EMPTY_YEAR_DISCLOSURES,
  type FactorSources,
  type Instance,
  NO_ASSURANCE,
} from '@carbon-ledger/core';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de.ts';
import { en } from '../../../i18n/en.ts';
import { FactorSourcesCard } from './FactorSourcesCard.tsx';

const i18n = i18next.createInstance();

function buildYear(containerId: string, name: string, factorSources: FactorSources): Instance {
  return {
    _id: `${containerId}-2025`,
    container: { _id: containerId, name, type: 'company' },
    general: {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      surchargePercent: 0,
      isFrozen: false,
      selectedVoluntarySectionIds: [],
      electricityEmissionFactor: { region: 'DE' },
      factorSources,
      hasRegionDefaultFactorSources: false,
    },
    disclosures: EMPTY_YEAR_DISCLOSURES,
    assurance: NO_ASSURANCE,
    formGroup: {
      _id: 'company',
      isStatic: false,
      type: 'company',
      hiddenUI: { analyze: false, impact: false, engage: false },
    },
    formState: { sectionIdsMarkedAsExcluded: [] },
    formVersion: '2025.2',
    invite: null,
    updatedAt: '2025-06-01T00:00:00.000Z',
  };
}

function render(instances: Instance[], locale: 'en' | 'de') {
  void i18n.changeLanguage(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FactorSourcesCard instances={instances} locale={locale} />
    </I18nextProvider>,
  );
}

describe('FactorSourcesCard', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en }, de: { translation: de } },
    });
  });

  it("names one year's sources per kind by their full names, in German too", () => {
    const berlin = buildYear('berlin', 'Berlin', defaultFactorSources('DE'));
    const markup = render([berlin], 'de');
    expect(markup).toContain('Quellen der Emissionsfaktoren');
    expect(markup).toContain('<dt class="font-medium text-slate-800">Ausgaben</dt>');
    expect(markup).toContain('FIGARO-Angebotsfaktoren (Ecodex) 2026.5, in Euro');
  });

  it('names the entity and year of each source where the years shown differ', () => {
    const berlin = buildYear('berlin', 'Berlin', defaultFactorSources('DE'));
    const austin = buildYear('austin', 'Austin', defaultFactorSources('US'));
    const markup = render([berlin, austin], 'en');
    expect(markup).toContain(
      'FIGARO supply factors (Ecodex) 2026.5, in euros (Berlin 2025); US EPA USEEIO v1.3, in 2022 US dollars (Austin 2025)',
    );
  });
});
