import type { VsmeDisclosureCode } from './index.ts';

/**
 * The VSME disclosures' names in English and German, in our own words after the standard's headings;
 * the form, the public dashboards and the Word report all name a disclosure with these.
 */
export const VSME_DISCLOSURE_NAMES: Record<'en' | 'de', Record<VsmeDisclosureCode, string>> = {
  en: {
    B1: 'Basis for preparation',
    B2: 'Practices, policies and future initiatives',
    B3: 'Energy and greenhouse gas emissions',
    B4: 'Pollution of air, water and soil',
    B5: 'Biodiversity',
    B6: 'Water',
    B7: 'Resource use, circular economy and waste',
    B8: 'Workforce – general characteristics',
    B9: 'Workforce – health and safety',
    B10: 'Workforce – remuneration, collective bargaining and training',
    B11: 'Convictions and fines for corruption and bribery',
    C1: 'Strategy: business model and sustainability initiatives',
    C2: 'Practices, policies and future initiatives',
    C3: 'GHG reduction targets and climate transition',
    C4: 'Climate risks',
    C5: 'Additional workforce characteristics',
    C6: 'Human rights policies and processes',
    C7: 'Severe negative human rights incidents',
    C8: 'Revenues from certain sectors and EU benchmarks',
    C9: 'Gender diversity ratio in the governance body',
    other: 'Other and entity-specific disclosures',
  },
  de: {
    B1: 'Grundlage für die Erstellung',
    B2: 'Praktiken, Strategien und künftige Initiativen',
    B3: 'Energie und Treibhausgasemissionen',
    B4: 'Luft-, Wasser- und Bodenverschmutzung',
    B5: 'Biodiversität',
    B6: 'Wasser',
    B7: 'Ressourcennutzung, Kreislaufwirtschaft und Abfall',
    B8: 'Belegschaft – allgemeine Merkmale',
    B9: 'Belegschaft – Gesundheit und Sicherheit',
    B10: 'Belegschaft – Vergütung, Tarifverhandlungen und Weiterbildung',
    B11: 'Verurteilungen und Geldbußen wegen Korruption und Bestechung',
    C1: 'Strategie: Geschäftsmodell und Nachhaltigkeitsinitiativen',
    C2: 'Praktiken, Strategien und künftige Initiativen',
    C3: 'THG-Reduktionsziele und Klimawende',
    C4: 'Klimarisiken',
    C5: 'Weitere Merkmale der Belegschaft',
    C6: 'Menschenrechtsstrategien und -verfahren',
    C7: 'Schwere negative Vorfälle im Bereich Menschenrechte',
    C8: 'Einnahmen aus bestimmten Sektoren und EU-Referenzwerte',
    C9: 'Geschlechtervielfalt im Leitungsorgan',
    other: 'Sonstige und unternehmensspezifische Angaben',
  },
};
