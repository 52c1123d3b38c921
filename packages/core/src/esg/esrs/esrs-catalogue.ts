import type { DatapointChoices, EsgDatapoint, Labels } from '../datapoints/types.ts';
import type { ReferenceListId } from '../reference-lists/index.ts';

/** The topical ESRS standards, in the order the form groups them. */
export const ESRS_STANDARDS = ['E1', 'E2', 'E3', 'E4', 'E5', 'S1', 'S2', 'S3', 'S4', 'G1'] as const;
export type EsrsStandard = (typeof ESRS_STANDARDS)[number];

/** A datapoint of the ESRS form: its own id (`esrs:E1-6.grossScope1`), standard and units. */
export type EsrsDatapoint = EsgDatapoint & {
  readonly standard: EsrsStandard;
  /** The units a number takes (`utr:MWh`, `iso4217:*` for any currency, `xbrli:pure` for a count). */
  readonly units: readonly string[];
};

/** A disclosure requirement of a topical standard with its short name and key datapoints. */
export type EsrsDisclosure = {
  readonly code: string;
  readonly standard: EsrsStandard;
  readonly name: Labels;
  readonly datapoints: readonly EsrsDatapoint[];
};

type Spec = {
  readonly key: string;
  readonly en: string;
  readonly de: string;
  readonly type: EsgDatapoint['type'];
  readonly units?: readonly string[];
  readonly choices?: DatapointChoices;
  readonly datePrecision?: 'day' | 'year';
  readonly minimum?: number;
};

const MWH = ['utr:MWh'];
const TCO2E = ['utr:tCO2e'];
const TONNES = ['utr:t', 'utr:kg'];
const M3 = ['utr:m3'];
const MONEY = ['iso4217:*'];
const COUNT = ['xbrli:pure'];
const HECTARES = ['utr:ha'];

/**
 * Units whose figures may be negative: money (a net figure can be), and water in m³ (consumption is
 * withdrawal less discharge, a change in storage can be a loss). Counts of people and events, hours,
 * energy, emissions, masses and areas cannot be negative.
 */
const SIGNED_UNITS: readonly (readonly string[])[] = [MONEY, M3];

const text = (key: string, en: string, de: string): Spec => ({ key, en, de, type: 'narrative' });
const num = (key: string, en: string, de: string, units: readonly string[]): Spec => ({
  key,
  en,
  de,
  type: 'number',
  units,
  ...(SIGNED_UNITS.includes(units) ? {} : { minimum: 0 }),
});
const pct = (key: string, en: string, de: string): Spec => ({ key, en, de, type: 'percentage' });
/** A percentage that may be negative: a pay gap is (male pay - female pay) / male pay. */
const signedPct = (key: string, en: string, de: string): Spec => ({ ...pct(key, en, de), minimum: -100 });
const yes = (key: string, en: string, de: string): Spec => ({ key, en, de, type: 'yesNo' });
const day = (key: string, en: string, de: string): Spec => ({ key, en, de, type: 'date' });
const year = (key: string, en: string, de: string): Spec => ({
  key,
  en,
  de,
  type: 'date',
  datePrecision: 'year',
});
/** A choice from one of the core's reference lists (spec section 3), one item or several. */
const ref = (key: string, en: string, de: string, listId: ReferenceListId, isMultiple: boolean): Spec => ({
  key,
  en,
  de,
  type: 'choice',
  choices: { kind: 'reference', isMultiple, listId },
});
/** Several substances of the operator-loaded list (ECHA's candidate list), searched in the picker. */
const substances = (key: string, en: string, de: string): Spec => ({
  key,
  en,
  de,
  type: 'choice',
  choices: { kind: 'substances', isMultiple: true },
});

const policy = (what: string, was: string) =>
  text(
    'policies',
    `Our policies on ${what}: scope, commitments and who is accountable`,
    `Unsere Richtlinien zu ${was}: Geltungsbereich, Zusagen und Verantwortliche`,
  );
const actions = (what: string, was: string) =>
  text(
    'actions',
    `Key actions on ${what} in the year and planned, with resources`,
    `Wichtigste Maßnahmen zu ${was} im Jahr und geplant, mit Ressourcen`,
  );
const targets = (what: string, was: string) =>
  text(
    'targets',
    `Our measurable targets on ${what}, base year and progress`,
    `Unsere messbaren Ziele zu ${was}, Basisjahr und Fortschritt`,
  );
const engagement = (who: string, wer: string) =>
  text(
    'engagement',
    `How we engage with ${who} and their representatives about impacts`,
    `Wie wir mit ${wer} und ihren Vertretungen über Auswirkungen sprechen`,
  );
const remedy = (who: string, wer: string) =>
  text(
    'channels',
    `Channels through which ${who} can raise concerns, and how we remedy negative impacts`,
    `Kanäle, über die ${wer} Anliegen vorbringen können, und wie wir negative Auswirkungen beheben`,
  );
const effects = (what: string, was: string) =>
  text(
    'financialEffects',
    `Expected financial effects of ${what}-related risks and opportunities`,
    `Erwartete finanzielle Auswirkungen von Risiken und Chancen im Bereich ${was}`,
  );

type Row = readonly [code: string, en: string, de: string, specs: readonly Spec[]];

const ROWS: readonly Row[] = [
  // E1 Climate change
  [
    'E1-1',
    'Transition plan for climate change mitigation',
    'Übergangsplan für den Klimaschutz',
    [
      yes(
        'hasPlan',
        'We have a transition plan in line with 1.5 °C',
        'Wir haben einen Übergangsplan im Einklang mit 1,5 °C',
      ),
      text(
        'plan',
        'The transition plan in brief: levers, investments and timeline',
        'Der Übergangsplan kurz gefasst: Hebel, Investitionen und Zeitplan',
      ),
      num(
        'capexAligned',
        'Capital expenditure on the plan in the year',
        'Investitionsausgaben für den Plan im Jahr',
        MONEY,
      ),
    ],
  ],
  [
    'E1-2',
    'Policies on climate change',
    'Richtlinien zum Klimawandel',
    [policy('climate mitigation and adaptation', 'Klimaschutz und Klimaanpassung')],
  ],
  [
    'E1-3',
    'Climate actions and resources',
    'Klimamaßnahmen und Ressourcen',
    [
      actions('climate', 'Klima'),
      num(
        'actionOpex',
        'Operating expenditure on climate actions',
        'Betriebsausgaben für Klimamaßnahmen',
        MONEY,
      ),
    ],
  ],
  [
    'E1-4',
    'Climate targets',
    'Klimaziele',
    [
      targets('greenhouse gas reduction', 'Treibhausgasminderung'),
      year('baseYear', 'Base year of the reduction target', 'Basisjahr des Minderungsziels'),
      num(
        'baseYearEmissions',
        'Emissions of the base year in the scopes the target covers',
        'Emissionen des Basisjahres in den Scopes, die das Ziel abdeckt',
        TCO2E,
      ),
      year(
        'targetYear',
        'Year by which the target is to be met',
        'Jahr, bis zu dem das Ziel erreicht sein soll',
      ),
      pct(
        'targetReduction',
        'Targeted reduction by the target year against the base year',
        'Angestrebte Minderung bis zum Zieljahr gegenüber dem Basisjahr',
      ),
      {
        key: 'scopesCovered',
        en: 'Scopes the reduction targets cover',
        de: 'Scopes, die die Minderungsziele abdecken',
        type: 'choice',
        choices: {
          kind: 'options',
          isMultiple: true,
          options: [
            { id: 'esrs:Scope1', label: { en: 'Scope 1', de: 'Scope 1' } },
            { id: 'esrs:Scope2', label: { en: 'Scope 2', de: 'Scope 2' } },
            { id: 'esrs:Scope3', label: { en: 'Scope 3', de: 'Scope 3' } },
          ],
        },
      },
      pct(
        'reduction2030',
        'Targeted reduction by 2030 against the base year',
        'Angestrebte Minderung bis 2030 gegenüber dem Basisjahr',
      ),
    ],
  ],
  [
    'E1-5',
    'Energy consumption and mix',
    'Energieverbrauch und Energiemix',
    [
      num('energyTotal', 'Total energy consumption', 'Gesamtenergieverbrauch', MWH),
      num(
        'energyFossil',
        'Energy consumed from fossil sources',
        'Verbrauchte Energie aus fossilen Quellen',
        MWH,
      ),
      num('energyNuclear', 'Energy consumed from nuclear sources', 'Verbrauchte Energie aus Kernkraft', MWH),
      num(
        'energyRenewable',
        'Energy consumed from renewable sources',
        'Verbrauchte Energie aus erneuerbaren Quellen',
        MWH,
      ),
      pct(
        'renewableShare',
        'Share of renewable energy in the total',
        'Anteil erneuerbarer Energie am Gesamtverbrauch',
      ),
      ref(
        'sourcesUsed',
        'Energy sources the company uses',
        'Energiequellen, die das Unternehmen nutzt',
        'energy-source-types',
        true,
      ),
      ref(
        'consumptionKinds',
        'Kinds of energy the figures include',
        'Arten von Energie, die die Zahlen enthalten',
        'energy-consumption',
        true,
      ),
    ],
  ],
  [
    'E1-6',
    'Gross Scope 1, 2, 3 and total greenhouse gas emissions',
    'Brutto-THG-Emissionen der Scopes 1, 2, 3 und insgesamt',
    [
      num('grossScope1', 'Gross Scope 1 emissions', 'Brutto-Scope-1-Emissionen', TCO2E),
      num(
        'grossScope2Location',
        'Gross Scope 2 emissions, location-based',
        'Brutto-Scope-2-Emissionen, standortbasiert',
        TCO2E,
      ),
      num(
        'grossScope2Market',
        'Gross Scope 2 emissions, market-based',
        'Brutto-Scope-2-Emissionen, marktbasiert',
        TCO2E,
      ),
      num('grossScope3', 'Gross Scope 3 emissions', 'Brutto-Scope-3-Emissionen', TCO2E),
      num('totalLocation', 'Total emissions, location-based', 'Gesamtemissionen, standortbasiert', TCO2E),
      num('totalMarket', 'Total emissions, market-based', 'Gesamtemissionen, marktbasiert', TCO2E),
      num('netRevenue', 'Net revenue for the intensity', 'Nettoumsatz für die Intensität', MONEY),
      num(
        'intensityLocation',
        'Emissions per net revenue, location-based',
        'Emissionen je Nettoumsatz, standortbasiert',
        ['utr:tCO2e/iso4217:*'],
      ),
      num(
        'intensityMarket',
        'Emissions per net revenue, market-based',
        'Emissionen je Nettoumsatz, marktbasiert',
        ['utr:tCO2e/iso4217:*'],
      ),
      ref(
        'gasesIncluded',
        'Greenhouse gases the inventory includes',
        'Treibhausgase, die das Inventar enthält',
        'ghg-category',
        true,
      ),
      ref(
        'categoriesIncluded',
        'Emission categories the inventory includes',
        'Emissionskategorien, die das Inventar enthält',
        'scope-category',
        true,
      ),
      ref(
        'scope2Method',
        'Scope 2 method the targets and totals refer to',
        'Scope-2-Methode, auf die sich Ziele und Summen beziehen',
        'market-location',
        false,
      ),
    ],
  ],
  [
    'E1-7',
    'Removals and carbon credits',
    'Entnahmen und CO2-Zertifikate',
    [
      num(
        'removals',
        'Greenhouse gas removed in own projects',
        'In eigenen Projekten entnommene Treibhausgase',
        TCO2E,
      ),
      num(
        'creditsCancelled',
        'Carbon credits cancelled in the year',
        'Im Jahr stillgelegte CO2-Zertifikate',
        TCO2E,
      ),
      text(
        'approach',
        'How removals and credits are used and checked',
        'Wie Entnahmen und Zertifikate genutzt und geprüft werden',
      ),
      ref(
        'removalActivities',
        'Kinds of removal and storage activities',
        'Arten der Entnahme- und Speicheraktivitäten',
        'removal-storage-activities',
        true,
      ),
      ref('removalSourceTypes', 'How the removals work', 'Wie die Entnahmen wirken', 'source-type', true),
    ],
  ],
  [
    'E1-8',
    'Internal carbon pricing',
    'Interne CO2-Bepreisung',
    [
      yes('usesPrice', 'We apply an internal carbon price', 'Wir wenden einen internen CO2-Preis an'),
      num('pricePerTonne', 'Internal price per tonne CO2e', 'Interner Preis je Tonne CO2e', MONEY),
    ],
  ],
  [
    'E1-9',
    'Financial effects of climate risks and opportunities',
    'Finanzielle Auswirkungen von Klimarisiken und -chancen',
    [
      effects('climate', 'Klima'),
      ref(
        'timeHorizons',
        'Time horizons the assessment considered',
        'Zeithorizonte, die die Bewertung betrachtet hat',
        'time-horizon',
        true,
      ),
      num(
        'assetsAtRisk',
        'Assets exposed to material physical risk',
        'Vermögenswerte mit wesentlichem physischem Risiko',
        MONEY,
      ),
    ],
  ],
  // E2 Pollution
  [
    'E2-1',
    'Policies on pollution',
    'Richtlinien zur Umweltverschmutzung',
    [policy('pollution', 'Umweltverschmutzung')],
  ],
  [
    'E2-2',
    'Pollution actions and resources',
    'Maßnahmen und Ressourcen zur Umweltverschmutzung',
    [actions('pollution', 'Umweltverschmutzung')],
  ],
  [
    'E2-3',
    'Pollution targets',
    'Ziele zur Umweltverschmutzung',
    [targets('pollution', 'Umweltverschmutzung')],
  ],
  [
    'E2-4',
    'Pollution of air, water and soil',
    'Verschmutzung von Luft, Wasser und Boden',
    [
      num('toAir', 'Pollutants emitted to air', 'In die Luft abgegebene Schadstoffe', TONNES),
      num('toWater', 'Pollutants emitted to water', 'In Gewässer abgegebene Schadstoffe', TONNES),
      num('toSoil', 'Pollutants emitted to soil', 'In den Boden abgegebene Schadstoffe', TONNES),
      num(
        'microplastics',
        'Microplastics generated or used',
        'Erzeugtes oder verwendetes Mikroplastik',
        TONNES,
      ),
    ],
  ],
  [
    'E2-5',
    'Substances of concern',
    'Besorgniserregende Stoffe',
    [
      num(
        'concernProduced',
        'Substances of concern produced, used or sold',
        'Erzeugte, verwendete oder verkaufte besorgniserregende Stoffe',
        TONNES,
      ),
      num(
        'veryHighConcern',
        'Of which substances of very high concern',
        'Davon besonders besorgniserregende Stoffe',
        TONNES,
      ),
      substances(
        'veryHighConcernPresent',
        'Substances of very high concern present (ECHA candidate list)',
        'Vorhandene besonders besorgniserregende Stoffe (ECHA-Kandidatenliste)',
      ),
    ],
  ],
  [
    'E2-6',
    'Financial effects of pollution',
    'Finanzielle Auswirkungen der Umweltverschmutzung',
    [effects('pollution', 'Umweltverschmutzung')],
  ],
  // E3 Water and marine resources
  [
    'E3-1',
    'Policies on water and marine resources',
    'Richtlinien zu Wasser- und Meeresressourcen',
    [policy('water and marine resources', 'Wasser- und Meeresressourcen')],
  ],
  ['E3-2', 'Water actions and resources', 'Maßnahmen und Ressourcen zu Wasser', [actions('water', 'Wasser')]],
  ['E3-3', 'Water targets', 'Ziele zu Wasser', [targets('water', 'Wasser')]],
  [
    'E3-4',
    'Water consumption',
    'Wasserverbrauch',
    [
      num('consumption', 'Total water consumption', 'Gesamter Wasserverbrauch', M3),
      num(
        'consumptionStressed',
        'Water consumed in areas at water risk',
        'Wasserverbrauch in Gebieten mit Wasserrisiko',
        M3,
      ),
      num('recycled', 'Water recycled and reused', 'Recyceltes und wiederverwendetes Wasser', M3),
      num('stored', 'Water stored', 'Gespeichertes Wasser', M3),
    ],
  ],
  [
    'E3-5',
    'Financial effects of water',
    'Finanzielle Auswirkungen im Bereich Wasser',
    [effects('water', 'Wasser')],
  ],
  // E4 Biodiversity and ecosystems
  [
    'E4-1',
    'Transition plan for biodiversity',
    'Übergangsplan für die Biodiversität',
    [
      text(
        'plan',
        'How our strategy and business model take biodiversity into account',
        'Wie unsere Strategie und unser Geschäftsmodell die Biodiversität berücksichtigen',
      ),
    ],
  ],
  [
    'E4-2',
    'Policies on biodiversity',
    'Richtlinien zur Biodiversität',
    [policy('biodiversity and ecosystems', 'Biodiversität und Ökosystemen')],
  ],
  [
    'E4-3',
    'Biodiversity actions and resources',
    'Maßnahmen und Ressourcen zur Biodiversität',
    [actions('biodiversity', 'Biodiversität')],
  ],
  ['E4-4', 'Biodiversity targets', 'Ziele zur Biodiversität', [targets('biodiversity', 'Biodiversität')]],
  [
    'E4-5',
    'Impact on biodiversity',
    'Auswirkungen auf die Biodiversität',
    [
      num(
        'sitesNearAreas',
        'Sites in or near sensitive areas',
        'Standorte in oder nahe sensiblen Gebieten',
        COUNT,
      ),
      num('areaNearAreas', 'Area of those sites', 'Fläche dieser Standorte', HECTARES),
      num('sealedArea', 'Sealed land area', 'Versiegelte Fläche', HECTARES),
    ],
  ],
  [
    'E4-6',
    'Financial effects of biodiversity',
    'Finanzielle Auswirkungen im Bereich Biodiversität',
    [effects('biodiversity', 'Biodiversität')],
  ],
  // E5 Resource use and circular economy
  [
    'E5-1',
    'Policies on resource use and circularity',
    'Richtlinien zu Ressourcennutzung und Kreislaufwirtschaft',
    [policy('resource use and circularity', 'Ressourcennutzung und Kreislaufwirtschaft')],
  ],
  [
    'E5-2',
    'Circularity actions and resources',
    'Maßnahmen und Ressourcen zur Kreislaufwirtschaft',
    [actions('resources and circularity', 'Ressourcen und Kreislaufwirtschaft')],
  ],
  [
    'E5-3',
    'Circularity targets',
    'Ziele zur Kreislaufwirtschaft',
    [targets('resources and circularity', 'Ressourcen und Kreislaufwirtschaft')],
  ],
  [
    'E5-4',
    'Resources flowing in',
    'Ressourcenzuflüsse',
    [
      num(
        'materialsWeight',
        'Total weight of materials used',
        'Gesamtgewicht der eingesetzten Materialien',
        TONNES,
      ),
      pct(
        'secondaryShare',
        'Share of reused or recycled materials',
        'Anteil wiederverwendeter oder recycelter Materialien',
      ),
    ],
  ],
  [
    'E5-5',
    'Resources flowing out and waste',
    'Ressourcenabflüsse und Abfall',
    [
      num('wasteTotal', 'Total waste generated', 'Gesamtes Abfallaufkommen', TONNES),
      num('wasteRecovered', 'Waste sent to recovery', 'Der Verwertung zugeführter Abfall', TONNES),
      num('wasteDisposed', 'Waste sent to disposal', 'Der Beseitigung zugeführter Abfall', TONNES),
      num('wasteHazardous', 'Hazardous waste', 'Gefährlicher Abfall', TONNES),
      text(
        'products',
        'How our products are designed for durability, repair and recycling',
        'Wie unsere Produkte auf Haltbarkeit, Reparatur und Recycling ausgelegt sind',
      ),
    ],
  ],
  [
    'E5-6',
    'Financial effects of resource use',
    'Finanzielle Auswirkungen der Ressourcennutzung',
    [effects('resource use', 'Ressourcennutzung')],
  ],
  // S1 Own workforce
  [
    'S1-1',
    'Policies on own workforce',
    'Richtlinien zur eigenen Belegschaft',
    [policy('our own workforce', 'unserer eigenen Belegschaft')],
  ],
  [
    'S1-2',
    'Engaging with own workers',
    'Einbindung der eigenen Beschäftigten',
    [engagement('our own workers', 'unseren Beschäftigten')],
  ],
  [
    'S1-3',
    'Remedy and channels for own workers',
    'Abhilfe und Kanäle für eigene Beschäftigte',
    [remedy('our own workers', 'unsere Beschäftigten')],
  ],
  [
    'S1-4',
    'Actions for own workforce',
    'Maßnahmen für die eigene Belegschaft',
    [actions('our own workforce', 'unserer eigenen Belegschaft')],
  ],
  [
    'S1-5',
    'Own workforce targets',
    'Ziele zur eigenen Belegschaft',
    [targets('our own workforce', 'unserer eigenen Belegschaft')],
  ],
  [
    'S1-6',
    'Characteristics of employees',
    'Merkmale der Arbeitnehmer',
    [
      num('employeesTotal', 'Employees, head count', 'Arbeitnehmer, Anzahl Personen', COUNT),
      num('employeesFemale', 'Female employees', 'Weibliche Arbeitnehmer', COUNT),
      num('employeesMale', 'Male employees', 'Männliche Arbeitnehmer', COUNT),
      num('employeesOther', 'Employees of another gender', 'Arbeitnehmer eines anderen Geschlechts', COUNT),
      num('permanent', 'Employees on permanent contracts', 'Unbefristet beschäftigte Arbeitnehmer', COUNT),
      num('temporary', 'Employees on temporary contracts', 'Befristet beschäftigte Arbeitnehmer', COUNT),
      pct('turnover', 'Employee turnover rate', 'Fluktuationsrate der Arbeitnehmer'),
      ref(
        'workerKinds',
        'Kinds of workers the head counts include',
        'Arten von Beschäftigten, die die Zahlen enthalten',
        'employee-types',
        true,
      ),
      ref(
        'genderCategories',
        'Gender categories the head counts report',
        'Geschlechterkategorien, die die Zahlen ausweisen',
        'gender',
        true,
      ),
    ],
  ],
  [
    'S1-7',
    'Non-employees in own workforce',
    'Nicht angestellte Beschäftigte',
    [
      num(
        'nonEmployees',
        'Non-employees, head count',
        'Nicht angestellte Beschäftigte, Anzahl Personen',
        COUNT,
      ),
    ],
  ],
  [
    'S1-8',
    'Collective bargaining and social dialogue',
    'Tarifverträge und sozialer Dialog',
    [
      pct(
        'covered',
        'Employees covered by collective agreements',
        'Von Tarifverträgen erfasste Arbeitnehmer',
      ),
      pct(
        'represented',
        'Employees with workers’ representatives',
        'Arbeitnehmer mit Arbeitnehmervertretung',
      ),
      ref(
        'coverageBand',
        'Coverage by collective agreements, as a band',
        'Tarifbindung als Spanne',
        'percentage-category',
        false,
      ),
    ],
  ],
  [
    'S1-9',
    'Diversity',
    'Vielfalt',
    [
      pct('topFemale', 'Women in top management', 'Frauen im Top-Management'),
      num('under30', 'Employees under 30 years', 'Arbeitnehmer unter 30 Jahren', COUNT),
      num('from30to50', 'Employees aged 30 to 50', 'Arbeitnehmer von 30 bis 50 Jahren', COUNT),
      num('over50', 'Employees over 50 years', 'Arbeitnehmer über 50 Jahre', COUNT),
    ],
  ],
  [
    'S1-10',
    'Adequate wages',
    'Angemessene Entlohnung',
    [
      yes(
        'allAdequate',
        'All employees earn at least an adequate wage',
        'Alle Arbeitnehmer erhalten mindestens einen angemessenen Lohn',
      ),
    ],
  ],
  [
    'S1-11',
    'Social protection',
    'Sozialschutz',
    [
      yes(
        'allCovered',
        'All employees are covered against the main life events',
        'Alle Arbeitnehmer sind gegen die wichtigsten Lebensereignisse abgesichert',
      ),
    ],
  ],
  [
    'S1-12',
    'Persons with disabilities',
    'Menschen mit Behinderungen',
    [pct('share', 'Share of employees with disabilities', 'Anteil der Arbeitnehmer mit Behinderungen')],
  ],
  [
    'S1-13',
    'Training and skills development',
    'Weiterbildung und Kompetenzentwicklung',
    [
      num(
        'hoursPerEmployee',
        'Average training hours per employee',
        'Durchschnittliche Weiterbildungsstunden je Arbeitnehmer',
        ['utr:h'],
      ),
      pct(
        'reviewed',
        'Employees with regular performance reviews',
        'Arbeitnehmer mit regelmäßigen Leistungsbeurteilungen',
      ),
    ],
  ],
  [
    'S1-14',
    'Health and safety',
    'Gesundheit und Sicherheit',
    [
      pct(
        'coveredBySystem',
        'Workers covered by a health and safety system',
        'Von einem Arbeitsschutzsystem erfasste Beschäftigte',
      ),
      num(
        'fatalities',
        'Fatalities from work-related injuries or ill health',
        'Todesfälle durch arbeitsbedingte Verletzungen oder Erkrankungen',
        COUNT,
      ),
      num(
        'recordableAccidents',
        'Recordable work-related accidents',
        'Meldepflichtige Arbeitsunfälle',
        COUNT,
      ),
      num(
        'accidentRate',
        'Rate of recordable work-related accidents',
        'Quote meldepflichtiger Arbeitsunfälle',
        COUNT,
      ),
      num(
        'daysLost',
        'Days lost to work-related injuries and ill health',
        'Ausfalltage durch arbeitsbedingte Verletzungen und Erkrankungen',
        COUNT,
      ),
    ],
  ],
  [
    'S1-15',
    'Work-life balance',
    'Vereinbarkeit von Beruf und Privatleben',
    [
      pct(
        'familyLeaveTaken',
        'Entitled employees who took family leave',
        'Anspruchsberechtigte Arbeitnehmer, die Familienurlaub genommen haben',
      ),
    ],
  ],
  [
    'S1-16',
    'Remuneration: pay gap and total pay',
    'Vergütung: Lohngefälle und Gesamtvergütung',
    [
      signedPct('genderPayGap', 'Gender pay gap', 'Geschlechtsspezifisches Lohngefälle'),
      num(
        'payRatio',
        'Ratio of the highest pay to the median pay',
        'Verhältnis der höchsten Vergütung zum Median',
        COUNT,
      ),
    ],
  ],
  [
    'S1-17',
    'Incidents, complaints and human rights impacts',
    'Vorfälle, Beschwerden und Menschenrechtsauswirkungen',
    [
      num(
        'discriminationIncidents',
        'Incidents of discrimination and harassment',
        'Vorfälle von Diskriminierung und Belästigung',
        COUNT,
      ),
      num(
        'complaints',
        'Complaints filed through our channels',
        'Über unsere Kanäle eingereichte Beschwerden',
        COUNT,
      ),
      num(
        'finesPaid',
        'Fines and compensation paid for these incidents',
        'Für diese Vorfälle gezahlte Bußgelder und Entschädigungen',
        MONEY,
      ),
      num('severeIncidents', 'Severe human rights incidents', 'Schwere Menschenrechtsvorfälle', COUNT),
      ref(
        'severeIncidentRights',
        'Human rights the severe incidents concerned',
        'Menschenrechte, die die schweren Vorfälle betrafen',
        'human-right-categories',
        true,
      ),
    ],
  ],
  // S2 Workers in the value chain
  [
    'S2-1',
    'Policies on value chain workers',
    'Richtlinien zu Arbeitskräften in der Wertschöpfungskette',
    [policy('workers in our value chain', 'Arbeitskräften in unserer Wertschöpfungskette')],
  ],
  [
    'S2-2',
    'Engaging with value chain workers',
    'Einbindung von Arbeitskräften in der Wertschöpfungskette',
    [engagement('value chain workers', 'Arbeitskräften der Wertschöpfungskette')],
  ],
  [
    'S2-3',
    'Remedy and channels for value chain workers',
    'Abhilfe und Kanäle für Arbeitskräfte in der Wertschöpfungskette',
    [remedy('value chain workers', 'Arbeitskräfte der Wertschöpfungskette')],
  ],
  [
    'S2-4',
    'Actions for value chain workers',
    'Maßnahmen für Arbeitskräfte in der Wertschöpfungskette',
    [
      actions('value chain workers', 'Arbeitskräften der Wertschöpfungskette'),
      num(
        'suppliersAssessed',
        'Suppliers assessed on labour conditions',
        'Auf Arbeitsbedingungen geprüfte Lieferanten',
        COUNT,
      ),
    ],
  ],
  [
    'S2-5',
    'Value chain worker targets',
    'Ziele zu Arbeitskräften in der Wertschöpfungskette',
    [targets('value chain workers', 'Arbeitskräften der Wertschöpfungskette')],
  ],
  // S3 Affected communities
  [
    'S3-1',
    'Policies on affected communities',
    'Richtlinien zu betroffenen Gemeinschaften',
    [policy('affected communities', 'betroffenen Gemeinschaften')],
  ],
  [
    'S3-2',
    'Engaging with affected communities',
    'Einbindung betroffener Gemeinschaften',
    [engagement('affected communities', 'betroffenen Gemeinschaften')],
  ],
  [
    'S3-3',
    'Remedy and channels for affected communities',
    'Abhilfe und Kanäle für betroffene Gemeinschaften',
    [remedy('affected communities', 'betroffene Gemeinschaften')],
  ],
  [
    'S3-4',
    'Actions for affected communities',
    'Maßnahmen für betroffene Gemeinschaften',
    [actions('affected communities', 'betroffenen Gemeinschaften')],
  ],
  [
    'S3-5',
    'Affected community targets',
    'Ziele zu betroffenen Gemeinschaften',
    [targets('affected communities', 'betroffenen Gemeinschaften')],
  ],
  // S4 Consumers and end-users
  [
    'S4-1',
    'Policies on consumers and end-users',
    'Richtlinien zu Verbrauchern und Endnutzern',
    [policy('consumers and end-users', 'Verbrauchern und Endnutzern')],
  ],
  [
    'S4-2',
    'Engaging with consumers and end-users',
    'Einbindung von Verbrauchern und Endnutzern',
    [engagement('consumers and end-users', 'Verbrauchern und Endnutzern')],
  ],
  [
    'S4-3',
    'Remedy and channels for consumers',
    'Abhilfe und Kanäle für Verbraucher',
    [remedy('consumers and end-users', 'Verbraucher und Endnutzer')],
  ],
  [
    'S4-4',
    'Actions for consumers and end-users',
    'Maßnahmen für Verbraucher und Endnutzer',
    [
      actions('consumers and end-users', 'Verbrauchern und Endnutzern'),
      num(
        'productRecalls',
        'Product recalls for safety reasons',
        'Produktrückrufe aus Sicherheitsgründen',
        COUNT,
      ),
    ],
  ],
  [
    'S4-5',
    'Consumer and end-user targets',
    'Ziele zu Verbrauchern und Endnutzern',
    [targets('consumers and end-users', 'Verbrauchern und Endnutzern')],
  ],
  // G1 Business conduct
  [
    'G1-1',
    'Business conduct policies and culture',
    'Richtlinien und Kultur der Unternehmensführung',
    [
      policy('business conduct', 'Unternehmensführung'),
      yes(
        'whistleblowing',
        'We protect whistleblowers under a written policy',
        'Wir schützen Hinweisgebende mit einer schriftlichen Richtlinie',
      ),
    ],
  ],
  [
    'G1-2',
    'Relationships with suppliers',
    'Beziehungen zu Lieferanten',
    [
      text(
        'suppliers',
        'How we manage supplier relationships and avoid late payment',
        'Wie wir Lieferantenbeziehungen steuern und verspätete Zahlungen vermeiden',
      ),
    ],
  ],
  [
    'G1-3',
    'Preventing corruption and bribery',
    'Verhinderung von Korruption und Bestechung',
    [
      text(
        'procedures',
        'Procedures to prevent, detect and investigate corruption',
        'Verfahren zur Verhinderung, Aufdeckung und Untersuchung von Korruption',
      ),
      pct(
        'trained',
        'Functions at risk trained on anti-corruption',
        'In Korruptionsprävention geschulte gefährdete Funktionen',
      ),
    ],
  ],
  [
    'G1-4',
    'Incidents of corruption or bribery',
    'Fälle von Korruption oder Bestechung',
    [
      num(
        'convictions',
        'Convictions for corruption or bribery',
        'Verurteilungen wegen Korruption oder Bestechung',
        COUNT,
      ),
      num('fines', 'Fines for corruption or bribery', 'Geldbußen wegen Korruption oder Bestechung', MONEY),
      text(
        'response',
        'What we did about confirmed incidents',
        'Was wir bei bestätigten Fällen unternommen haben',
      ),
    ],
  ],
  [
    'G1-5',
    'Political influence and lobbying',
    'Politische Einflussnahme und Lobbyarbeit',
    [
      num('politicalContributions', 'Political contributions made', 'Geleistete politische Spenden', MONEY),
      yes(
        'registered',
        'We are listed in a transparency register',
        'Wir sind in einem Transparenzregister eingetragen',
      ),
      day('registeredOn', 'Date of registration', 'Datum der Eintragung'),
    ],
  ],
  [
    'G1-6',
    'Payment practices',
    'Zahlungspraktiken',
    [
      num(
        'averageDays',
        'Average days to pay an invoice',
        'Durchschnittliche Tage bis zur Zahlung einer Rechnung',
        COUNT,
      ),
      pct('paidOnTime', 'Payments made on standard terms', 'Zu Standardbedingungen geleistete Zahlungen'),
      num(
        'lateLegalCases',
        'Pending legal cases about late payment',
        'Anhängige Verfahren wegen verspäteter Zahlung',
        COUNT,
      ),
    ],
  ],
];

/** Every ESRS disclosure requirement of the topical standards with its datapoints, in the standards' order. */
export const ESRS_DISCLOSURES: readonly EsrsDisclosure[] = ROWS.map(([code, en, de, specs]) => {
  const standard = code.split('-')[0] as EsrsStandard;
  return {
    code,
    standard,
    name: { en, de },
    datapoints: specs.map((spec) => ({
      code: `esrs:${code}.${spec.key}`,
      label: { en: spec.en, de: spec.de },
      disclosure: code,
      standard,
      type: spec.type,
      units: spec.units ?? [],
      ...(spec.choices ? { choices: spec.choices } : {}),
      ...(spec.datePrecision ? { datePrecision: spec.datePrecision } : {}),
      ...(spec.minimum === undefined ? {} : { minimum: spec.minimum }),
    })),
  };
});

export const ESRS_DATAPOINTS: readonly EsrsDatapoint[] = ESRS_DISCLOSURES.flatMap((d) => d.datapoints);

export const ESRS_DISCLOSURE_CODES: readonly string[] = ESRS_DISCLOSURES.map((d) => d.code);

/** The standards' names in English and German. */
export const ESRS_STANDARD_NAMES: Record<EsrsStandard, Labels> = {
  E1: { en: 'Climate change', de: 'Klimawandel' },
  E2: { en: 'Pollution', de: 'Umweltverschmutzung' },
  E3: { en: 'Water and marine resources', de: 'Wasser- und Meeresressourcen' },
  E4: { en: 'Biodiversity and ecosystems', de: 'Biodiversität und Ökosysteme' },
  E5: { en: 'Resource use and circular economy', de: 'Ressourcennutzung und Kreislaufwirtschaft' },
  S1: { en: 'Own workforce', de: 'Eigene Belegschaft' },
  S2: { en: 'Workers in the value chain', de: 'Arbeitskräfte in der Wertschöpfungskette' },
  S3: { en: 'Affected communities', de: 'Betroffene Gemeinschaften' },
  S4: { en: 'Consumers and end-users', de: 'Verbraucher und Endnutzer' },
  G1: { en: 'Business conduct', de: 'Unternehmensführung' },
};

const BY_CODE = new Map(ESRS_DATAPOINTS.map((datapoint) => [datapoint.code, datapoint]));

export function findEsrsDatapoint(code: string): EsrsDatapoint | undefined {
  return BY_CODE.get(code);
}

/** The disclosure requirements' names by code, per language (the form and its navigation name them so). */
export const ESRS_DISCLOSURE_NAMES: Record<'en' | 'de', Record<string, string>> = {
  en: Object.fromEntries(ESRS_DISCLOSURES.map((d) => [d.code, d.name.en])),
  de: Object.fromEntries(ESRS_DISCLOSURES.map((d) => [d.code, d.name.de])),
};
