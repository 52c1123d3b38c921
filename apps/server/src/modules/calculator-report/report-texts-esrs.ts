/** The texts of the report's ESRS E1 chapters (E1-4, E1-5, E1-6, biogenic CO2), English and German. */
const EN = {
  targets: {
    heading: 'E1-4 Targets related to climate change mitigation',
    intro:
      'The greenhouse gas reduction targets set on the Impact tab, each against its base year, with the emissions of the years reported so far.',
    empty: 'No reduction target has been set for these projects.',
    project: 'Project',
    scope: 'Scope',
    baseYear: 'Base year',
    baseValue: 'Base-year emissions',
    targetYear: 'Target year',
    reduction: 'Reduction',
    latest: 'Latest year',
    change: 'Change since base year',
    onTrack: 'On track',
    yes: 'yes',
    no: 'no',
    noBase: 'The base year has no figures yet.',
    scopes: {
      '1': 'Scope 1',
      '2': 'Scope 2 (market-based)',
      '3': 'Scope 3',
      total: 'Scopes 1–3',
    } as Record<string, string>,
  },
  energy: {
    heading: 'E1-5 Energy consumption and mix',
    intro:
      'The company’s own energy consumption: fuels burnt in its operations (Scope 1) and electricity, heat, steam and cooling it bought (Scope 2). Energy used in the value chain, such as by sold products, is not included.',
    basis:
      'Fuels are converted to energy with the gross calorific value (higher heating value) of each fuel, read from the emission factor library: DESNZ kWh factors per fuel and the EPA heat contents. Company vehicles entered by distance count with the fuel derived from the distance: the vehicle’s kg CO2e per km divided by its fuel’s kg CO2e per kWh (gross calorific value), from the same DESNZ edition; battery electric vehicles burn no fuel, their electricity is in Scope 2. Forecourt blends of diesel and petrol are split by their biofuel share (the blend’s CO2 per kWh against that of the 100 % mineral fuel); biofuels and biomass count as renewable. Electricity is split by the generation mix of the country’s grid (Ember and Our World in Data) for the location-based view. For the market-based view, electricity covered by energy attribute certificates counts as renewable; electricity priced with a residual-mix factor counts as fossil, since the factor gives no composition; without a residual-mix factor the grid mix is used. Bought heat, steam and cooling count as fossil, the conservative default while no supplier instrument gives their source.',
    nationalMix: (regions: string) =>
      `Electricity in the eGRID subregions ${regions} is split by the national generation mix of the United States: the library holds no generation mix per eGRID subregion (the EPA table gives emission rates only).`,
    source: 'Source',
    locationBased: 'Location-based (MWh)',
    marketBased: 'Market-based (MWh)',
    share: 'Share (location-based)',
    fossil: 'Fossil sources',
    nuclear: 'Nuclear sources',
    renewable: 'Renewable sources',
    total: 'Total energy consumption',
    empty: 'No energy consumption was entered for these years.',
    intensity: (value: string, currency: string) =>
      `Energy intensity per net revenue: ${value} MWh per million ${currency}.`,
  },
  ghg: {
    heading: 'E1-6 Gross Scopes 1, 2, 3 and total GHG emissions',
    intro:
      'Gross emissions in tonnes of CO2 equivalent, before any removal or credit. Scope 2 is given both location-based and market-based.',
    item: 'Emissions',
    value: 'Value',
    scope1: 'Gross Scope 1 GHG emissions',
    scope2Location: 'Gross location-based Scope 2 GHG emissions',
    scope2Market: 'Gross market-based Scope 2 GHG emissions',
    scope3: 'Gross Scope 3 GHG emissions',
    unscoped: 'Emissions not assigned to a scope',
    totalLocation: 'Total GHG emissions (location-based)',
    totalMarket: 'Total GHG emissions (market-based)',
    residualMix: (factors: string) =>
      `Market-based Scope 2 uses the residual-mix factor given for the year for electricity without a contract: ${factors}.`,
    noResidualMix:
      'No residual-mix factor was given: market-based Scope 2 uses the grid average for electricity bought without a contract or certificate, so it equals the location-based figure for that electricity.',
    categoriesHeading: 'Scope 3 by category',
    category: 'Category',
    statement: 'Statement for categories at zero',
    statuses: {
      excluded: 'Excluded',
      notRelevant: 'Not relevant',
      notYetCollected: 'Not yet collected',
      none: 'No statement given',
      notChosen: 'Left out: a voluntary category not chosen for the year, no reason given',
    } as Record<string, string>,
    intensityHeading: 'GHG intensity per net revenue',
    figure: 'Figure',
    intensityIntro: (currency: string) =>
      `Total GHG emissions per net revenue, in tonnes of CO2 equivalent per million ${currency}.`,
    netRevenue: 'Net revenue',
    intensityLocation: 'GHG intensity (location-based)',
    intensityMarket: 'GHG intensity (market-based)',
    noRevenue: 'No net revenue was given in the year settings, so no intensity can be stated.',
    perMillion: (currency: string) => `t CO2e per million ${currency}`,
  },
  biogenic: {
    heading: 'Biogenic CO2 emissions',
    intro:
      'CO2 from burning or biodegrading biomass is reported separately, outside the scopes, as the GHG Protocol and ESRS E1 ask; it is in none of the totals above. The CH4 and N2O of the same combustion are in Scope 1.',
    value: 'Biogenic CO2 emissions',
    none: 'No biomass or biofuel was burnt in these years.',
  },
};

const DE: typeof EN = {
  targets: {
    heading: 'E1-4 Ziele im Zusammenhang mit dem Klimaschutz',
    intro:
      'Die auf dem Reiter „Wirkung“ gesetzten Reduktionsziele für Treibhausgase, jeweils gegenüber ihrem Basisjahr, mit den Emissionen der bisher berichteten Jahre.',
    empty: 'Für diese Projekte wurde kein Reduktionsziel gesetzt.',
    project: 'Projekt',
    scope: 'Scope',
    baseYear: 'Basisjahr',
    baseValue: 'Emissionen im Basisjahr',
    targetYear: 'Zieljahr',
    reduction: 'Reduktion',
    latest: 'Letztes Jahr',
    change: 'Veränderung seit Basisjahr',
    onTrack: 'Auf Kurs',
    yes: 'ja',
    no: 'nein',
    noBase: 'Das Basisjahr hat noch keine Werte.',
    scopes: { '1': 'Scope 1', '2': 'Scope 2 (marktbasiert)', '3': 'Scope 3', total: 'Scopes 1–3' },
  },
  energy: {
    heading: 'E1-5 Energieverbrauch und Energiemix',
    intro:
      'Der eigene Energieverbrauch des Unternehmens: im eigenen Betrieb verbrannte Brennstoffe (Scope 1) sowie eingekaufter Strom, Wärme, Dampf und Kälte (Scope 2). Energie in der Wertschöpfungskette, etwa durch verkaufte Produkte, ist nicht enthalten.',
    basis:
      'Brennstoffe werden mit dem Brennwert (oberer Heizwert) jedes Brennstoffs in Energie umgerechnet, aus der Faktorbibliothek gelesen: die kWh-Faktoren der DESNZ je Brennstoff und die Heizwerte der EPA. Firmenfahrzeuge, die nach Strecke erfasst sind, zählen mit dem aus der Strecke abgeleiteten Kraftstoff: kg CO2e je km des Fahrzeugs geteilt durch kg CO2e je kWh (Brennwert) seines Kraftstoffs, aus derselben DESNZ-Ausgabe; Elektrofahrzeuge verbrennen keinen Kraftstoff, ihr Strom steht in Scope 2. Handelsübliche Diesel- und Benzinbeimischungen werden nach ihrem Biokraftstoffanteil aufgeteilt (CO2 je kWh der Mischung gegenüber dem rein mineralischen Kraftstoff); Biokraftstoffe und Biomasse zählen als erneuerbar. Strom wird standortbasiert nach dem Erzeugungsmix des Landesnetzes (Ember und Our World in Data) aufgeteilt. Marktbasiert zählt Strom mit Herkunftsnachweisen als erneuerbar; Strom, der mit einem Residualmix-Faktor bewertet ist, zählt als fossil, da der Faktor keine Zusammensetzung angibt; ohne Residualmix-Faktor gilt der Netzmix. Eingekaufte Wärme, Dampf und Kälte zählen als fossil, die vorsichtige Annahme, solange kein Liefernachweis ihre Quelle belegt.',
    nationalMix: (regions: string) =>
      `Strom in den eGRID-Teilregionen ${regions} wird nach dem landesweiten Erzeugungsmix der Vereinigten Staaten aufgeteilt: Die Bibliothek enthält keinen Erzeugungsmix je eGRID-Teilregion (die EPA-Tabelle gibt nur Emissionsraten an).`,
    source: 'Quelle',
    locationBased: 'Standortbasiert (MWh)',
    marketBased: 'Marktbasiert (MWh)',
    share: 'Anteil (standortbasiert)',
    fossil: 'Fossile Quellen',
    nuclear: 'Kernenergie',
    renewable: 'Erneuerbare Quellen',
    total: 'Gesamtenergieverbrauch',
    empty: 'Für diese Jahre wurde kein Energieverbrauch erfasst.',
    intensity: (value: string, currency: string) =>
      `Energieintensität je Nettoumsatz: ${value} MWh je Million ${currency}.`,
  },
  ghg: {
    heading: 'E1-6 THG-Bruttoemissionen der Kategorien Scope 1, 2 und 3 sowie THG-Gesamtemissionen',
    intro:
      'Bruttoemissionen in Tonnen CO2-Äquivalent, vor jeder Entnahme oder Gutschrift. Scope 2 steht standortbasiert und marktbasiert.',
    item: 'Emissionen',
    value: 'Wert',
    scope1: 'THG-Bruttoemissionen Scope 1',
    scope2Location: 'Standortbezogene THG-Bruttoemissionen Scope 2',
    scope2Market: 'Marktbezogene THG-Bruttoemissionen Scope 2',
    scope3: 'THG-Bruttoemissionen Scope 3',
    unscoped: 'Keinem Scope zugeordnete Emissionen',
    totalLocation: 'THG-Gesamtemissionen (standortbezogen)',
    totalMarket: 'THG-Gesamtemissionen (marktbezogen)',
    residualMix: (factors: string) =>
      `Marktbezogener Scope 2 nutzt für Strom ohne Vertrag den für das Jahr angegebenen Residualmix-Faktor: ${factors}.`,
    noResidualMix:
      'Es wurde kein Residualmix-Faktor angegeben: Marktbezogener Scope 2 nutzt für Strom ohne Vertrag oder Nachweis den Netzdurchschnitt und entspricht für diesen Strom dem standortbezogenen Wert.',
    categoriesHeading: 'Scope 3 nach Kategorie',
    category: 'Kategorie',
    statement: 'Angabe für Kategorien ohne Emissionen',
    statuses: {
      excluded: 'Ausgeschlossen',
      notRelevant: 'Nicht relevant',
      notYetCollected: 'Noch nicht erhoben',
      none: 'Keine Angabe',
      notChosen: 'Ausgelassen: eine freiwillige Kategorie, für das Jahr nicht gewählt, ohne Begründung',
    },
    intensityHeading: 'THG-Intensität je Nettoumsatz',
    figure: 'Kennzahl',
    intensityIntro: (currency: string) =>
      `THG-Gesamtemissionen je Nettoumsatz, in Tonnen CO2-Äquivalent je Million ${currency}.`,
    netRevenue: 'Nettoumsatz',
    intensityLocation: 'THG-Intensität (standortbezogen)',
    intensityMarket: 'THG-Intensität (marktbezogen)',
    noRevenue:
      'In den Jahreseinstellungen wurde kein Nettoumsatz angegeben, daher kann keine Intensität angegeben werden.',
    perMillion: (currency: string) => `t CO2e je Million ${currency}`,
  },
  biogenic: {
    heading: 'Biogene CO2-Emissionen',
    intro:
      'CO2 aus der Verbrennung oder dem Abbau von Biomasse wird getrennt und außerhalb der Scopes ausgewiesen, wie es das GHG Protocol und ESRS E1 verlangen; es ist in keiner der obigen Summen enthalten. CH4 und N2O derselben Verbrennung stehen in Scope 1.',
    value: 'Biogene CO2-Emissionen',
    none: 'In diesen Jahren wurde keine Biomasse und kein Biokraftstoff verbrannt.',
  },
};

export type EsrsTexts = typeof EN;

export function getEsrsTexts(lang: 'en' | 'de'): EsrsTexts {
  return lang === 'de' ? DE : EN;
}
