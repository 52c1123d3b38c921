import type { ItemTuple, ReferenceList } from './types.ts';
import { toItems } from './types.ts';

/**
 * The sectors a company picks its ESRS sector from, grouped as sector-specific reporting groups them
 * (primary production, energy, materials, manufacturing, transport, trade and services). The wording is
 * ours; the ids are stable.
 */
const SECTORS: readonly ItemTuple[] = [
  ['agriculture', 'Crop and livestock farming', 'Ackerbau und Tierhaltung', 'primary'],
  ['fishing-aquaculture', 'Fishing and aquaculture', 'Fischerei und Aquakultur', 'primary'],
  ['forestry', 'Forestry and logging', 'Forstwirtschaft und Holzeinschlag', 'primary'],
  ['coal-mining', 'Coal mining', 'Kohlebergbau', 'primary'],
  ['metals-mining', 'Metal ore mining', 'Erzbergbau', 'primary'],
  ['quarrying', 'Quarrying of stone, sand and clay', 'Gewinnung von Steinen, Sand und Ton', 'primary'],
  ['oil-gas-upstream', 'Oil and gas exploration and production', 'Öl- und Gasförderung', 'energy'],
  ['oil-gas-midstream', 'Oil and gas pipelines and storage', 'Öl- und Gasleitungen und -speicher', 'energy'],
  ['oil-gas-refining', 'Oil refining and fuel trade', 'Ölraffinerien und Brennstoffhandel', 'energy'],
  ['electric-utilities', 'Electricity generation and supply', 'Stromerzeugung und -versorgung', 'energy'],
  ['gas-utilities', 'Gas distribution', 'Gasverteilung', 'energy'],
  [
    'renewable-energy',
    'Renewable energy equipment and projects',
    'Anlagen und Projekte für erneuerbare Energie',
    'energy',
  ],
  ['water-utilities', 'Water supply and waste water', 'Wasserversorgung und Abwasser', 'utilities'],
  [
    'waste-management',
    'Waste collection, treatment and recycling',
    'Abfallsammlung, -behandlung und Recycling',
    'utilities',
  ],
  ['chemicals', 'Chemicals', 'Chemie', 'materials'],
  ['steel-metals', 'Iron, steel and other metals', 'Eisen, Stahl und andere Metalle', 'materials'],
  [
    'cement-building-materials',
    'Cement, glass and building materials',
    'Zement, Glas und Baustoffe',
    'materials',
  ],
  ['pulp-paper', 'Pulp, paper and packaging', 'Zellstoff, Papier und Verpackung', 'materials'],
  ['plastics-rubber', 'Plastics and rubber products', 'Kunststoff- und Gummiwaren', 'materials'],
  ['food-beverages', 'Food and beverages', 'Lebensmittel und Getränke', 'manufacturing'],
  ['tobacco', 'Tobacco products', 'Tabakwaren', 'manufacturing'],
  [
    'textiles-apparel',
    'Textiles, clothing and footwear',
    'Textilien, Bekleidung und Schuhe',
    'manufacturing',
  ],
  ['furniture-household', 'Furniture and household goods', 'Möbel und Haushaltswaren', 'manufacturing'],
  ['pharmaceuticals', 'Pharmaceuticals and biotechnology', 'Pharma und Biotechnologie', 'manufacturing'],
  ['machinery', 'Machinery and industrial equipment', 'Maschinen und Industrieanlagen', 'manufacturing'],
  [
    'electronics',
    'Electrical and electronic equipment',
    'Elektrische und elektronische Geräte',
    'manufacturing',
  ],
  ['motor-vehicles', 'Motor vehicles and parts', 'Kraftfahrzeuge und Teile', 'manufacturing'],
  ['aerospace-defence', 'Aerospace and defence', 'Luft- und Raumfahrt, Verteidigung', 'manufacturing'],
  ['construction', 'Construction and engineering', 'Bau und Ingenieurwesen', 'built-environment'],
  ['real-estate', 'Real estate', 'Immobilien', 'built-environment'],
  ['road-transport', 'Road transport', 'Straßenverkehr', 'transport'],
  ['rail-transport', 'Rail transport', 'Schienenverkehr', 'transport'],
  ['air-transport', 'Air transport', 'Luftverkehr', 'transport'],
  ['shipping', 'Shipping', 'Schifffahrt', 'transport'],
  ['logistics', 'Logistics and warehousing', 'Logistik und Lagerei', 'transport'],
  ['retail-wholesale', 'Retail and wholesale', 'Einzel- und Großhandel', 'trade-services'],
  [
    'hospitality-leisure',
    'Hotels, restaurants and leisure',
    'Hotels, Gastronomie und Freizeit',
    'trade-services',
  ],
  ['health-care', 'Health care services', 'Gesundheitsdienstleistungen', 'trade-services'],
  ['software-it', 'Software and IT services', 'Software und IT-Dienstleistungen', 'trade-services'],
  ['telecom-media', 'Telecommunications and media', 'Telekommunikation und Medien', 'trade-services'],
  [
    'financial-services',
    'Banking, insurance and asset management',
    'Banken, Versicherungen und Vermögensverwaltung',
    'trade-services',
  ],
  [
    'professional-services',
    'Professional and business services',
    'Beratung und Unternehmensdienstleistungen',
    'trade-services',
  ],
];

export const ESRS_SECTORS: ReferenceList = {
  id: 'esrs-sectors',
  version: '2026.1',
  items: toItems(SECTORS),
  groups: {
    primary: { en: 'Primary production', de: 'Urproduktion' },
    energy: { en: 'Energy', de: 'Energie' },
    utilities: { en: 'Utilities', de: 'Versorgung und Entsorgung' },
    materials: { en: 'Materials', de: 'Werkstoffe' },
    manufacturing: { en: 'Manufacturing', de: 'Verarbeitendes Gewerbe' },
    'built-environment': { en: 'Construction and real estate', de: 'Bau und Immobilien' },
    transport: { en: 'Transport', de: 'Verkehr' },
    'trade-services': { en: 'Trade and services', de: 'Handel und Dienstleistungen' },
  },
};
