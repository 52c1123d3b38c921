import { both, type CatalogueIdea } from './idea-types.ts';

/**
 * kWh of electricity per kg CO2e of natural gas a heat pump replaces: 1 kWh of gas emits 0.183 kg
 * (DESNZ 2024, natural gas, gross CV), a boiler turns it into 0.9 kWh of heat, which a heat pump with a
 * seasonal COP of 3 makes from 0.3 kWh of electricity: 0.3 / 0.183.
 */
const HEAT_PUMP_KWH_PER_KG = 0.3 / 0.183;
/** Ideas for buildings, heat and electricity on site. */
export const FACILITY_IDEAS: CatalogueIdea[] = [
  {
    id: 'renewable-electricity',
    category: 'facility',
    title: both('Switch to renewable electricity', 'Auf Ökostrom umsteigen'),
    description: both(
      'Buy electricity from renewable sources with guarantees of origin, ideally with new-build plants.',
      'Kaufe Strom aus erneuerbaren Quellen mit Herkunftsnachweisen, am besten aus Neuanlagen.',
    ),
    investment: 'no-invest',
    cost: 'low-costs',
    effort: 'low-effort',
    impact: 'extremely-positive',
    sectionIds: ['purchased-electricity'],
    estimation: {
      terms: [{ sectionId: 'purchased-electricity', basis: 'market', share: 1 }],
      assumption: both(
        'A renewable tariff with guarantees of origin is 0 kg/kWh market-based, so the whole market-based Scope 2 of purchased electricity goes; the location-based figure stays.',
        'Ein Ökostromtarif mit Herkunftsnachweisen zählt marktbasiert 0 kg/kWh: Der gesamte marktbasierte Scope 2 des eingekauften Stroms entfällt; der standortbasierte Wert bleibt.',
      ),
      source: 'GHG Protocol Scope 2 Guidance (2015), market-based method',
    },
  },
  {
    id: 'solar-pv',
    category: 'facility',
    title: both('Install solar panels on your roofs', 'Photovoltaik auf deinen Dächern installieren'),
    description: both(
      'Generate part of your electricity on site and use it yourself.',
      'Erzeuge einen Teil deines Stroms selbst und verbrauche ihn vor Ort.',
    ),
    investment: 'high-invest',
    cost: 'high-savings',
    effort: 'medium-effort',
    impact: 'very-positive',
    sectionIds: ['purchased-electricity'],
    estimation: {
      terms: [{ sectionId: 'purchased-electricity', basis: 'market', share: 0.2 }],
      assumption: both(
        'A rooftop system typically covers 20 % of an office or light-industry site’s electricity through self-consumption.',
        'Eine Dachanlage deckt bei Büro- oder Gewerbestandorten typischerweise 20 % des Strombedarfs durch Eigenverbrauch.',
      ),
      source: 'Fraunhofer ISE, Aktuelle Fakten zur Photovoltaik in Deutschland (2024)',
    },
  },
  {
    id: 'led-lighting',
    category: 'facility',
    title: both('Replace lighting with LEDs', 'Beleuchtung auf LED umstellen'),
    description: both(
      'Swap fluorescent and halogen lamps for LEDs with presence sensors.',
      'Ersetze Leuchtstoff- und Halogenlampen durch LEDs mit Präsenzmeldern.',
    ),
    investment: 'low-invest',
    cost: 'high-savings',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['purchased-electricity'],
    estimation: {
      terms: [{ sectionId: 'purchased-electricity', basis: 'market', share: 0.1 }],
      assumption: both(
        'Lighting is about 20 % of a commercial building’s electricity and LEDs use about half: 10 % of purchased electricity.',
        'Beleuchtung macht etwa 20 % des Stroms eines Gewerbegebäudes aus, LEDs brauchen etwa die Hälfte: 10 % des eingekauften Stroms.',
      ),
      source: 'dena, Energieeffizienz in Nichtwohngebäuden (2022)',
    },
  },
  {
    id: 'heat-pump',
    category: 'facility',
    title: both('Replace gas boilers with heat pumps', 'Gaskessel durch Wärmepumpen ersetzen'),
    description: both(
      'Heat with electric heat pumps instead of natural gas or oil.',
      'Heize mit elektrischen Wärmepumpen statt mit Erdgas oder Öl.',
    ),
    investment: 'high-invest',
    cost: 'low-savings',
    effort: 'high-effort',
    impact: 'very-positive',
    sectionIds: ['stationary-combustion'],
    estimation: {
      terms: [{ sectionId: 'stationary-combustion', basis: 'market', share: 0.7 }],
      addedGridKwhPerKgAvoided: HEAT_PUMP_KWH_PER_KG,
      assumption: both(
        'Heat pumps take over 70 % of the heat from fuels (the rest covers peaks and process heat); their electricity (COP 3, 0.3 kWh per kWh of gas) is added back at the grid factor when it is known.',
        'Wärmepumpen übernehmen 70 % der Wärme aus Brennstoffen (der Rest deckt Spitzen und Prozesswärme); ihr Strom (JAZ 3, 0,3 kWh je kWh Gas) wird mit dem Netzfaktor wieder addiert, wenn er bekannt ist.',
      ),
      source: 'Fraunhofer ISE, WPsmart im Bestand (2020); DESNZ conversion factors 2024',
    },
  },
  {
    id: 'building-insulation',
    category: 'facility',
    title: both('Insulate buildings and windows', 'Gebäude und Fenster dämmen'),
    description: both(
      'Insulate roofs, walls and windows to cut heat demand.',
      'Dämme Dächer, Wände und Fenster, um den Wärmebedarf zu senken.',
    ),
    investment: 'very-high-invest',
    cost: 'low-savings',
    effort: 'high-effort',
    impact: 'very-positive',
    sectionIds: ['stationary-combustion', 'purchased-heat'],
    estimation: {
      terms: [
        { sectionId: 'stationary-combustion', basis: 'market', share: 0.25 },
        { sectionId: 'purchased-heat', basis: 'market', share: 0.25 },
      ],
      assumption: both(
        'A thermal retrofit cuts space-heating demand of older buildings by about a quarter.',
        'Eine energetische Sanierung senkt den Heizwärmebedarf älterer Gebäude um etwa ein Viertel.',
      ),
      source: 'dena Gebäudereport 2024',
    },
  },
  {
    id: 'heating-controls',
    category: 'facility',
    title: both('Smart heating controls', 'Intelligente Heizungssteuerung'),
    description: both(
      'Lower temperatures at night, at weekends and in empty rooms.',
      'Senke die Temperatur nachts, am Wochenende und in leeren Räumen.',
    ),
    investment: 'low-invest',
    cost: 'high-savings',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['stationary-combustion', 'purchased-heat'],
    estimation: {
      terms: [
        { sectionId: 'stationary-combustion', basis: 'market', share: 0.1 },
        { sectionId: 'purchased-heat', basis: 'market', share: 0.1 },
      ],
      assumption: both(
        'Schedules and room controls save about 10 % of heating energy.',
        'Zeitprogramme und Einzelraumregelung sparen etwa 10 % der Heizenergie.',
      ),
      source: 'Umweltbundesamt, Energiesparen im Büro (2023)',
    },
  },
  {
    id: 'green-district-heat',
    category: 'facility',
    title: both('Choose low-carbon district heat', 'Klimafreundliche Fernwärme wählen'),
    description: both(
      'Switch to a heat tariff from renewable or waste-heat sources.',
      'Wechsle zu einem Wärmetarif aus erneuerbaren Quellen oder Abwärme.',
    ),
    investment: 'low-invest',
    cost: 'low-costs',
    effort: 'medium-effort',
    impact: 'very-positive',
    sectionIds: ['purchased-heat'],
    estimation: {
      terms: [{ sectionId: 'purchased-heat', basis: 'market', share: 0.5 }],
      assumption: both(
        'A renewable or waste-heat tariff halves the supplier’s emission factor compared with the network average.',
        'Ein Tarif aus erneuerbaren Quellen oder Abwärme halbiert den Emissionsfaktor gegenüber dem Netzdurchschnitt.',
      ),
      source: 'AGFW Hauptbericht 2023',
    },
  },
  {
    id: 'refrigerant-leaks',
    category: 'facility',
    title: both('Check refrigeration for leaks', 'Kälteanlagen auf Lecks prüfen'),
    description: both(
      'Inspect cooling systems regularly and switch to low-GWP refrigerants when replacing them.',
      'Prüfe Kälteanlagen regelmäßig und wechsle beim Austausch zu Kältemitteln mit niedrigem GWP.',
    ),
    investment: 'low-invest',
    cost: 'neutral',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['fugitive-emissions'],
    estimation: {
      terms: [{ sectionId: 'fugitive-emissions', basis: 'market', share: 0.3 }],
      assumption: both(
        'Leak checks and prompt repair avoid about 30 % of refrigerant top-ups.',
        'Dichtheitsprüfungen und schnelle Reparatur vermeiden etwa 30 % der Nachfüllungen.',
      ),
      source: 'EU F-gas Regulation 2024/573, leak-check obligations; UBA Kältemittel-Leckagen (2021)',
    },
  },
];
