import { type ItemTuple, type ReferenceList, toItems } from './types.ts';

const list = (id: string, tuples: readonly ItemTuple[]): ReferenceList => ({
  id,
  version: '2026.1',
  items: toItems(tuples),
});

export const EMPLOYEE_TYPES = list('employee-types', [
  ['permanent', 'Permanent employees', 'Unbefristet Beschäftigte'],
  ['temporary', 'Temporary employees', 'Befristet Beschäftigte'],
  ['non-guaranteed-hours', 'Employees without guaranteed hours', 'Beschäftigte ohne garantierte Arbeitszeit'],
  ['non-employee', 'Workers who are not employees', 'Arbeitskräfte ohne Anstellung'],
  ['other', 'Other', 'Sonstige'],
]);

export const CONTRACT_TYPES = list('contract-type', [
  ['permanent', 'Permanent contract', 'Unbefristeter Vertrag'],
  ['temporary', 'Temporary contract', 'Befristeter Vertrag'],
]);

export const GENDERS = list('gender', [
  ['female', 'Female', 'Weiblich'],
  ['male', 'Male', 'Männlich'],
  ['other', 'Other', 'Divers'],
  ['not-reported', 'Not reported', 'Keine Angabe'],
]);

export const HUMAN_RIGHT_CATEGORIES = list('human-right-categories', [
  ['child-labour', 'Child labour', 'Kinderarbeit'],
  ['forced-labour', 'Forced labour', 'Zwangsarbeit'],
  ['human-trafficking', 'Human trafficking', 'Menschenhandel'],
  ['discrimination', 'Discrimination', 'Diskriminierung'],
  ['freedom-of-association', 'Freedom of association', 'Vereinigungsfreiheit'],
  ['collective-bargaining', 'Collective bargaining', 'Tarifverhandlungen'],
  ['health-safety', 'Health and safety at work', 'Gesundheit und Sicherheit am Arbeitsplatz'],
  ['fair-wages', 'Adequate wages', 'Angemessene Löhne'],
  ['working-time', 'Working time', 'Arbeitszeit'],
  ['harassment', 'Harassment and violence at work', 'Belästigung und Gewalt am Arbeitsplatz'],
  ['privacy', 'Privacy', 'Privatsphäre'],
  ['indigenous-peoples', 'Rights of indigenous peoples', 'Rechte indigener Völker'],
  ['land-rights', 'Land and housing rights', 'Land- und Wohnrechte'],
  ['water-sanitation', 'Access to water and sanitation', 'Zugang zu Wasser und Sanitärversorgung'],
  ['expression', 'Freedom of expression', 'Meinungsfreiheit'],
  ['other', 'Other human rights', 'Sonstige Menschenrechte'],
]);

export const PERCENTAGE_CATEGORIES = list('percentage-category', [
  ['0-19', '0–19 %', '0–19 %'],
  ['20-39', '20–39 %', '20–39 %'],
  ['40-59', '40–59 %', '40–59 %'],
  ['60-79', '60–79 %', '60–79 %'],
  ['80-100', '80–100 %', '80–100 %'],
]);

export const PRACTICES_POLICIES_TARGETS = list('practices-policies-targets', [
  ['practices', 'Practices in place', 'Gelebte Praktiken'],
  ['policies', 'Written policies', 'Schriftliche Richtlinien'],
  ['targets', 'Targets set', 'Festgelegte Ziele'],
  ['none', 'None yet', 'Noch keine'],
]);

export const YES_NO = list('yes-no', [
  ['yes', 'Yes', 'Ja'],
  ['no', 'No', 'Nein'],
]);

export const POSITIVE_NEGATIVE = list('positive-negative', [
  ['positive', 'Positive', 'Positiv'],
  ['negative', 'Negative', 'Negativ'],
]);

export const ACTUAL_POTENTIAL = list('actual-potential', [
  ['actual', 'Actual', 'Tatsächlich'],
  ['potential', 'Potential', 'Potenziell'],
]);

export const TIME_HORIZONS = list('time-horizon', [
  ['short-term', 'Short term (up to 1 year)', 'Kurzfristig (bis 1 Jahr)'],
  ['mid-term', 'Medium term (1 to 5 years)', 'Mittelfristig (1 bis 5 Jahre)'],
  ['long-term', 'Long term (more than 5 years)', 'Langfristig (mehr als 5 Jahre)'],
]);

export const SCORES = list('score', [
  ['1', '1 – very low', '1 – sehr gering'],
  ['2', '2 – low', '2 – gering'],
  ['3', '3 – medium', '3 – mittel'],
  ['4', '4 – high', '4 – hoch'],
  ['5', '5 – very high', '5 – sehr hoch'],
]);

export const VALUE_CHAIN = list('value-chain', [
  ['upstream', 'Upstream (suppliers)', 'Vorgelagert (Lieferanten)'],
  ['own-operations', 'Own operations', 'Eigener Betrieb'],
  ['downstream', 'Downstream (customers, use, end of life)', 'Nachgelagert (Kunden, Nutzung, Entsorgung)'],
]);

export const RISK_OPPORTUNITY = list('risk-opportunity', [
  ['risk', 'Risk', 'Risiko'],
  ['opportunity', 'Opportunity', 'Chance'],
]);
