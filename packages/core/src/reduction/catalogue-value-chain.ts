import { both, type CatalogueIdea } from './idea-types.ts';

/** General, purchasing, logistics and customer ideas. */
export const VALUE_CHAIN_IDEAS: CatalogueIdea[] = [
  {
    id: 'energy-management',
    category: 'general',
    title: both('Introduce an energy management system', 'Energiemanagementsystem einführen'),
    description: both(
      'Measure energy use per site and process and act on it (ISO 50001).',
      'Miss den Energieverbrauch je Standort und Prozess und handle danach (ISO 50001).',
    ),
    investment: 'medium-invest',
    cost: 'high-savings',
    effort: 'medium-effort',
    impact: 'positive',
    sectionIds: ['stationary-combustion', 'purchased-electricity', 'purchased-heat'],
    estimation: {
      terms: [
        { sectionId: 'stationary-combustion', basis: 'market', share: 0.05 },
        { sectionId: 'purchased-electricity', basis: 'market', share: 0.05 },
        { sectionId: 'purchased-heat', basis: 'market', share: 0.05 },
      ],
      assumption: both(
        'Companies with ISO 50001 save about 5 % of energy in the first years.',
        'Unternehmen mit ISO 50001 sparen in den ersten Jahren etwa 5 % Energie.',
      ),
      source: 'BAFA/UBA, Evaluation der Energieaudits und EnMS (2021)',
    },
  },
  {
    id: 'climate-training',
    category: 'general',
    title: both('Climate training for the team', 'Klimaschulung für das Team'),
    description: both(
      'Explain the footprint and everyday levers to every employee.',
      'Erkläre allen Beschäftigten den Fußabdruck und die Hebel im Alltag.',
    ),
    investment: 'no-invest',
    cost: 'neutral',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['scope-1', 'scope-2'],
    estimation: {
      terms: [
        { sectionId: 'scope-1', basis: 'market', share: 0.02 },
        { sectionId: 'scope-2', basis: 'market', share: 0.02 },
      ],
      assumption: both(
        'Behaviour change saves about 2 % of direct and energy emissions.',
        'Verhaltensänderungen sparen etwa 2 % der direkten und energiebedingten Emissionen.',
      ),
      source: 'IEA, Behavioural changes in the Net Zero Scenario (2023)',
    },
  },
  {
    id: 'supplier-engagement',
    category: 'purchases-and-assets',
    title: both('Engage your main suppliers', 'Hauptlieferanten einbinden'),
    description: both(
      'Ask your largest suppliers for their footprint and reduction targets and favour those with science-based targets.',
      'Frage deine größten Lieferanten nach Fußabdruck und Reduktionszielen und bevorzuge solche mit wissenschaftsbasierten Zielen.',
    ),
    investment: 'low-invest',
    cost: 'low-costs',
    effort: 'high-effort',
    impact: 'very-positive',
    sectionIds: ['purchased-goods-and-services'],
    estimation: {
      terms: [{ sectionId: 'purchased-goods-and-services', basis: 'market', share: 0.1 }],
      assumption: both(
        'Engaged suppliers cut the emissions of what you buy from them by about 10 % within a few years.',
        'Eingebundene Lieferanten senken die Emissionen der eingekauften Leistungen in wenigen Jahren um etwa 10 %.',
      ),
      source: 'CDP Supply Chain Report 2023',
    },
  },
  {
    id: 'low-carbon-materials',
    category: 'purchases-and-assets',
    title: both('Buy low-carbon materials', 'Emissionsarme Materialien einkaufen'),
    description: both(
      'Choose recycled and low-carbon steel, aluminium, plastics and paper.',
      'Wähle recycelte und emissionsarme Stähle, Aluminium, Kunststoffe und Papier.',
    ),
    investment: 'medium-invest',
    cost: 'low-costs',
    effort: 'medium-effort',
    impact: 'very-positive',
    sectionIds: ['purchased-goods-and-services'],
    estimation: {
      terms: [{ sectionId: 'purchased-goods-and-services', basis: 'market', share: 0.15 }],
      assumption: both(
        'Recycled content lowers the footprint of the materials bought by about 15 % on average.',
        'Rezyklatanteile senken den Fußabdruck der eingekauften Materialien im Mittel um etwa 15 %.',
      ),
      source: 'ecoinvent 3.10 recycled vs primary material datasets (summary)',
    },
  },
  {
    id: 'longer-asset-life',
    category: 'purchases-and-assets',
    title: both('Use equipment longer and buy refurbished', 'Geräte länger nutzen und refurbished kaufen'),
    description: both(
      'Extend replacement cycles of IT and machinery and buy refurbished where possible.',
      'Verlängere die Austauschzyklen von IT und Maschinen und kaufe, wo möglich, generalüberholt.',
    ),
    investment: 'no-invest',
    cost: 'high-savings',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['capital-goods'],
    estimation: {
      terms: [{ sectionId: 'capital-goods', basis: 'market', share: 0.3 }],
      assumption: both(
        'Using laptops and similar assets for 5 instead of 3.5 years avoids about 30 % of their embodied emissions a year.',
        'Laptops und ähnliche Güter 5 statt 3,5 Jahre zu nutzen, vermeidet jährlich etwa 30 % ihrer grauen Emissionen.',
      ),
      source: 'Öko-Institut, Ökologische Bewertung der Nutzungsdauer von IT (2020)',
    },
  },
  {
    id: 'waste-reduction',
    category: 'purchases-and-assets',
    title: both('Reduce and separate waste', 'Abfall vermeiden und trennen'),
    description: both(
      'Avoid packaging, separate recyclables and send less to landfill or incineration.',
      'Vermeide Verpackung, trenne Wertstoffe und gib weniger auf Deponie oder in die Verbrennung.',
    ),
    investment: 'low-invest',
    cost: 'low-savings',
    effort: 'medium-effort',
    impact: 'positive',
    sectionIds: ['waste-generated'],
    estimation: {
      terms: [{ sectionId: 'waste-generated', basis: 'market', share: 0.3 }],
      assumption: both(
        'Separating recyclables moves about 30 % of the residual waste’s emissions to recycling with a much lower factor.',
        'Getrennte Wertstoffe verlagern etwa 30 % der Restabfall-Emissionen ins Recycling mit deutlich niedrigerem Faktor.',
      ),
      source: 'DESNZ conversion factors 2024 (waste disposal: combustion vs closed-loop)',
    },
  },
  {
    id: 'freight-modal-shift',
    category: 'logistics',
    title: both('Ship by rail and sea instead of road and air', 'Schiene und Schiff statt Straße und Luft'),
    description: both(
      'Move long-distance freight to rail or combined transport and avoid air freight.',
      'Verlagere Langstreckentransporte auf die Schiene oder den kombinierten Verkehr und vermeide Luftfracht.',
    ),
    investment: 'medium-invest',
    cost: 'neutral',
    effort: 'medium-effort',
    impact: 'very-positive',
    sectionIds: ['upstream-transportation', 'downstream-transportation'],
    estimation: {
      terms: [
        { sectionId: 'upstream-transportation', basis: 'market', share: 0.3 },
        { sectionId: 'downstream-transportation', basis: 'market', share: 0.3 },
      ],
      assumption: both(
        'A third of road tonne-km moves to rail, which emits about 90 % less per tonne-km: 30 %.',
        'Ein Drittel der Straßen-Tonnenkilometer wechselt auf die Schiene, die je Tonnenkilometer etwa 90 % weniger emittiert: 30 %.',
      ),
      source: 'DESNZ conversion factors 2024 (freighting goods: HGV vs rail)',
    },
  },
  {
    id: 'load-optimisation',
    category: 'logistics',
    title: both('Fill trucks and plan routes', 'Auslastung und Routen optimieren'),
    description: both(
      'Consolidate shipments, avoid empty runs and plan routes.',
      'Bündle Sendungen, vermeide Leerfahrten und plane Routen.',
    ),
    investment: 'low-invest',
    cost: 'low-savings',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['upstream-transportation', 'downstream-transportation'],
    estimation: {
      terms: [
        { sectionId: 'upstream-transportation', basis: 'market', share: 0.1 },
        { sectionId: 'downstream-transportation', basis: 'market', share: 0.1 },
      ],
      assumption: both(
        'Better loading and routing save about 10 % of transport emissions.',
        'Bessere Auslastung und Routenplanung sparen etwa 10 % der Transportemissionen.',
      ),
      source: 'Smart Freight Centre, GLEC Framework v3 (2023)',
    },
  },
  {
    id: 'efficient-products',
    category: 'customers',
    title: both('Make your products more efficient in use', 'Produkte in der Nutzung effizienter machen'),
    description: both(
      'Design products that need less energy while customers use them.',
      'Entwickle Produkte, die bei deinen Kundinnen und Kunden weniger Energie brauchen.',
    ),
    investment: 'very-high-invest',
    cost: 'neutral',
    effort: 'high-effort',
    impact: 'extremely-positive',
    sectionIds: ['use-of-sold-products'],
    estimation: {
      terms: [{ sectionId: 'use-of-sold-products', basis: 'market', share: 0.2 }],
      assumption: both(
        'A product generation with a better energy class uses about 20 % less energy.',
        'Eine Produktgeneration mit besserer Effizienzklasse braucht etwa 20 % weniger Energie.',
      ),
      source: 'EU Ecodesign impact accounting 2023',
    },
  },
  {
    id: 'take-back',
    category: 'customers',
    title: both('Take products back for reuse and recycling', 'Produkte zurücknehmen und wiederverwerten'),
    description: both(
      'Offer customers a take-back scheme and refurbish or recycle what comes back.',
      'Biete deinen Kundinnen und Kunden eine Rücknahme an und bereite auf oder recycle, was zurückkommt.',
    ),
    investment: 'medium-invest',
    cost: 'low-costs',
    effort: 'medium-effort',
    impact: 'positive',
    sectionIds: ['end-of-life-treatment'],
    estimation: {
      terms: [{ sectionId: 'end-of-life-treatment', basis: 'market', share: 0.3 }],
      assumption: both(
        'About 30 % of sold products come back and are recycled instead of burnt or landfilled.',
        'Etwa 30 % der verkauften Produkte kommen zurück und werden recycelt statt verbrannt oder deponiert.',
      ),
      source: 'Ellen MacArthur Foundation, Completing the Picture (2021)',
    },
  },
];
