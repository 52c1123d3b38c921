import type { PublicEsgDatapoint, PublicEsgDisclosure } from '@carbon-ledger/core';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../../i18n/de.ts';
import { en } from '../../../i18n/en.ts';
import { PublicDisclosureContent } from './PublicDisclosureContent.tsx';

const figure = (code: string, value: number, isFromCalculator = false): PublicEsgDatapoint => ({
  code,
  label: { en: code, de: code },
  type: 'number',
  isFromCalculator,
  answer: { kind: 'number', value, unit: 'utr:MWh' },
  choiceLabels: [],
});

const b3 = (datapoints: PublicEsgDatapoint[]): PublicEsgDisclosure => ({
  code: 'B3',
  isNotMaterial: false,
  notMaterialReason: '',
  datapoints,
});

describe('PublicDisclosureContent: B3 energy', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, de: { translation: de } },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
  });

  it('says so beside a typed energy split that adds up to more than the total from the calculator', async () => {
    const disclosure = b3([
      figure('vsme:TotalEnergyConsumption', 250.89, true),
      figure('vsme:EnergyConsumptionFromElectricity', 120),
      figure('vsme:EnergyConsumptionFromFuels', 132.39),
    ]);
    await i18next.changeLanguage('en');
    const english = renderToStaticMarkup(
      <PublicDisclosureContent disclosure={disclosure} lang="en" narrativeHeading="h4" />,
    );
    expect(english).toContain(
      'Note: the energy by source was entered by the company and adds up to 252.39 MWh, more than the total consumption of 250.89 MWh computed from its activity data.',
    );
    await i18next.changeLanguage('de');
    const german = renderToStaticMarkup(
      <PublicDisclosureContent disclosure={disclosure} lang="de" narrativeHeading="h4" />,
    );
    expect(german).toContain(
      '252,39 MWh, mehr als der aus seinen Aktivitätsdaten berechnete Gesamtverbrauch von 250,89 MWh',
    );
  });

  it('says nothing when the split makes up the total', async () => {
    await i18next.changeLanguage('en');
    const markup = renderToStaticMarkup(
      <PublicDisclosureContent
        disclosure={b3([
          figure('vsme:TotalEnergyConsumption', 250.89, true),
          figure('vsme:EnergyConsumptionFromElectricity', 120),
          figure('vsme:EnergyConsumptionFromFuels', 130.89),
        ])}
        lang="en"
        narrativeHeading="h4"
      />,
    );
    expect(markup).not.toContain('public-energy-warning');
  });
});
