import type { WidgetKind } from '../contracts/insights.ts';

/** The words of a widget, in the widget's own language (not the viewer's: a published widget is fixed). */
export type WidgetTexts = {
  titles: Record<WidgetKind, string>;
  scopes: { scope1: string; scope2: string; scope3: string; unscoped: string };
  energy: { fossil: string; nuclear: string; renewable: string };
  columns: {
    year: string;
    scope: string;
    source: string;
    emissions: string;
    share: string;
    total: string;
    intensity: string;
  };
  path: { reference: string; target: string; actual: string };
  footprintOf: (years: string) => string;
  method: string;
  changeAgainstBase: (year: number, baseYear: number) => string;
  perEmployee: (headCount: string, source: 'workforce' | 'entered') => string;
  perRevenue: (currency: string) => string;
  perEmployeeUnit: string;
  perRevenueUnit: (currency: string) => string;
  targetHeadline: (changeText: string, goalText: string, targetYear: number) => string;
  targetScope: Record<'1' | '2' | '3' | 'total', string>;
  renewableShare: (share: string) => string;
  energyOf: (year: number) => string;
  noFigures: (years: string) => string;
  noHeadCount: string;
  noRevenue: (year: number) => string;
  noTarget: string;
  noEnergy: (year: number) => string;
  computedAt: (date: string) => string;
  verify: string;
};

export const WIDGET_TEXTS: Record<'en' | 'de', WidgetTexts> = {
  en: {
    titles: {
      footprint: 'Our greenhouse-gas footprint',
      'base-year-change': 'Change against our base year',
      intensity: 'Emissions intensity',
      'target-progress': 'Progress towards our reduction target',
      'energy-mix': 'Our energy mix',
    },
    scopes: { scope1: 'Scope 1', scope2: 'Scope 2', scope3: 'Scope 3', unscoped: 'Not in a scope' },
    energy: { fossil: 'Fossil', nuclear: 'Nuclear', renewable: 'Renewable' },
    columns: {
      year: 'Year',
      scope: 'Scope',
      source: 'Source',
      emissions: 'Emissions',
      share: 'Share',
      total: 'Total',
      intensity: 'Intensity',
    },
    path: { reference: '1.5 °C reference path', target: 'Target path', actual: 'Measured' },
    footprintOf: (years) => `Measured footprint ${years}`,
    method:
      'Measured by the GHG Protocol Corporate Standard; Scope 2 market-based. No offsets are subtracted.',
    changeAgainstBase: (year, baseYear) => `${year} against the base year ${baseYear}`,
    perEmployee: (headCount, source) =>
      `Per employee (${headCount} employees${source === 'workforce' ? ', from our employee list' : ''})`,
    perRevenue: (currency) => `Per million ${currency} of net revenue`,
    perEmployeeUnit: 'per employee',
    perRevenueUnit: (currency) => `per million ${currency}`,
    targetHeadline: (changeText, goalText, targetYear) =>
      `${changeText} so far; target ${goalText} by ${targetYear}`,
    targetScope: { 1: 'Scope 1', 2: 'Scope 2', 3: 'Scope 3', total: 'Scopes 1, 2 and 3' },
    renewableShare: (share) => `${share} renewable`,
    energyOf: (year) => `Energy consumed in ${year}, market-based`,
    noFigures: (years) => `No figures for ${years} yet.`,
    noHeadCount: 'No head count: add employees or enter the head count.',
    noRevenue: (year) => `No net revenue entered for ${year}.`,
    noTarget: 'The target no longer exists.',
    noEnergy: (year) => `No energy consumption recorded for ${year}.`,
    computedAt: (date) => `Computed ${date}`,
    verify: 'Verify this figure',
  },
  de: {
    titles: {
      footprint: 'Unser Treibhausgas-Fußabdruck',
      'base-year-change': 'Veränderung gegenüber unserem Basisjahr',
      intensity: 'Emissionsintensität',
      'target-progress': 'Fortschritt zu unserem Reduktionsziel',
      'energy-mix': 'Unser Energiemix',
    },
    scopes: { scope1: 'Scope 1', scope2: 'Scope 2', scope3: 'Scope 3', unscoped: 'Ohne Scope' },
    energy: { fossil: 'Fossil', nuclear: 'Kernenergie', renewable: 'Erneuerbar' },
    columns: {
      year: 'Jahr',
      scope: 'Scope',
      source: 'Quelle',
      emissions: 'Emissionen',
      share: 'Anteil',
      total: 'Gesamt',
      intensity: 'Intensität',
    },
    path: { reference: '1,5-°C-Referenzpfad', target: 'Zielpfad', actual: 'Gemessen' },
    footprintOf: (years) => `Gemessener Fußabdruck ${years}`,
    method:
      'Gemessen nach dem GHG Protocol Corporate Standard; Scope 2 marktbasiert. Es werden keine Kompensationen abgezogen.',
    changeAgainstBase: (year, baseYear) => `${year} gegenüber dem Basisjahr ${baseYear}`,
    perEmployee: (headCount, source) =>
      `Pro Mitarbeitendem (${headCount} Mitarbeitende${source === 'workforce' ? ', aus unserer Mitarbeitendenliste' : ''})`,
    perRevenue: (currency) => `Pro Million ${currency} Nettoumsatz`,
    perEmployeeUnit: 'pro Mitarbeitendem',
    perRevenueUnit: (currency) => `pro Million ${currency}`,
    targetHeadline: (changeText, goalText, targetYear) =>
      `${changeText} bisher; Ziel ${goalText} bis ${targetYear}`,
    targetScope: { 1: 'Scope 1', 2: 'Scope 2', 3: 'Scope 3', total: 'Scopes 1, 2 und 3' },
    renewableShare: (share) => `${share} erneuerbar`,
    energyOf: (year) => `Energieverbrauch ${year}, marktbasiert`,
    noFigures: (years) => `Noch keine Zahlen für ${years}.`,
    noHeadCount: 'Keine Mitarbeitendenzahl: Mitarbeitende anlegen oder die Zahl eingeben.',
    noRevenue: (year) => `Für ${year} ist kein Nettoumsatz eingetragen.`,
    noTarget: 'Das Ziel gibt es nicht mehr.',
    noEnergy: (year) => `Für ${year} ist kein Energieverbrauch erfasst.`,
    computedAt: (date) => `Berechnet am ${date}`,
    verify: 'Diese Zahl prüfen',
  },
};
