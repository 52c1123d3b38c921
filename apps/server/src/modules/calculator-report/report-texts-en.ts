/** The English texts of the Word report; `report-texts-de.ts` mirrors every key. */
export const REPORT_TEXTS_EN = {
  titlePage: {
    subtitle: 'Greenhouse gas emissions',
    period: 'Reporting period',
    projects: 'Projects',
    createdOn: 'Created on',
  },
  company: {
    heading: 'Company and reporting period',
    company: 'Company',
    projects: 'Projects and years',
    period: 'Reporting period',
    results: 'Results counted',
    createdOn: 'Created on',
  },
  methodology: {
    heading: 'Methodology and boundaries',
    standard:
      'This report follows the GHG Protocol Corporate Accounting and Reporting Standard. Emissions are given in kilograms or tonnes of carbon dioxide equivalent (CO2e), with the 100-year global warming potentials the emission factors were published with.',
    boundary:
      'Organisational boundary: operational control. The report includes 100 % of the emissions of the operations the company controls operationally, and none of those it holds a share in without operating them. A result distributed across several entities counts with its distributed share.',
    scopes: (scopes: string) =>
      `Scopes covered: ${scopes}. Scope 1 holds the direct emissions from owned or controlled sources, Scope 2 the indirect emissions from purchased electricity, heat, steam and cooling, and Scope 3 the other indirect emissions of the value chain, in the 15 categories of the GHG Protocol Corporate Value Chain (Scope 3) Standard.`,
    noScopes:
      'The form of these years records footprints that are not assigned to a scope of the GHG Protocol.',
    scope2: (regions: string) =>
      `Scope 2 is reported twice, as the GHG Protocol Scope 2 Guidance asks: market-based, from the contracts and certificates of the energy purchased, and location-based, from the average grid mix of the region (${regions}). The totals of this report are market-based.`,
    surcharge: (list: string) =>
      `A surcharge is added to the emissions of these years: ${list}. Energy consumption carries no surcharge.`,
    noSurcharge: 'No surcharge is added to the emissions.',
    editions: (list: string) =>
      `Every result keeps the emission factors it was computed with, frozen with their source and edition, so its figures can be reproduced even after newer editions appear. Factor editions used: ${list}.`,
    noEditions: 'No counted result uses an emission factor yet.',
    frozen: (list: string) => `Frozen years, whose results can no longer change: ${list}.`,
    notFrozen: 'None of the years is frozen: their results can still change until a year is frozen.',
    exclusions: 'Results marked as excluded, and sections excluded from a year, are not counted.',
  },
  factors: {
    heading: 'Emission factor sources',
    intro: 'The sources of the emission factors the counted results were computed with.',
    source: 'Source',
    edition: 'Edition',
    licence: 'Licence',
    attribution: 'Attribution',
    results: 'Results',
    userDefined: 'Custom specified by company',
    proxy: 'proxy for upstream factors the EPA does not publish',
    empty: 'No counted result uses an emission factor yet.',
  },
  scopes: {
    heading: 'Emissions by scope',
    intro: 'Scope 2 is counted market-based in the total; its location-based figure is shown for comparison.',
    scope: 'Scope',
    emissions: 'Emissions',
    share: 'Share of total',
    total: 'Total (market-based)',
    locationTotal: 'Total (location-based)',
    names: {
      scope1: 'Scope 1',
      scope2Market: 'Scope 2 (market-based)',
      scope2Location: 'Scope 2 (location-based)',
      scope3: 'Scope 3',
      unscoped: 'Outside the scopes',
    },
    chartTitle: 'Emissions by scope (bar chart)',
  },
  categories: {
    heading: 'Scope 3 by category',
    category: 'Category',
    share: 'Share of Scope 3',
    uncategorized: 'Without category',
    names: {
      '1': 'Purchased goods and services',
      '2': 'Capital goods',
      '3': 'Fuel- and energy-related activities',
      '4': 'Upstream transportation and distribution',
      '5': 'Waste generated in operations',
      '6': 'Business travel',
      '7': 'Employee commuting',
      '8': 'Upstream leased assets',
      '9': 'Downstream transportation and distribution',
      '10': 'Processing of sold products',
      '11': 'Use of sold products',
      '12': 'End-of-life treatment of sold products',
      '13': 'Downstream leased assets',
      '14': 'Franchises',
      '15': 'Investments',
    } as Record<string, string>,
  },
  scope2: {
    heading: 'Scope 2: location-based and market-based',
    intro:
      'Market-based figures reflect the energy contracts and certificates; location-based figures the average grid mix of the region.',
    basis: 'Basis',
    market: 'Market-based',
    location: 'Location-based',
    difference: 'Difference (location-based minus market-based)',
  },
  sections: {
    heading: 'Emissions by section',
    intro: 'The sections of the form with their results and emissions (market-based).',
    chartTitle: 'Emissions by section (bar chart)',
    section: 'Section',
    results: 'Results',
    emissions: 'Emissions',
    share: 'Share of total',
    activity: 'Activity',
    empty: 'No results in this section.',
  },
  dataQuality: {
    heading: 'Data quality',
    intro: (count: string) =>
      `Data-quality indicators of the ${count} entered results counted (level 1 is the best, 5 the weakest).`,
    indicator: 'Indicator',
    level: (level: number) => `Level ${level}`,
    indicators: {
      age: 'Age',
      completeness: 'Completeness',
      geography: 'Geography',
      reliability: 'Reliability',
      technology: 'Technology',
    } as Record<string, string>,
    sourcesHeading: 'Data sources',
    sourcesIntro:
      'How many results name each source type (a result can name several), and the quality derived from the source with the largest share.',
    sourceType: 'Source type',
    results: 'Results',
    noSource: 'No source named',
    sourceTypes: {
      documentation: 'Documentation',
      bills: 'Bills',
      tracking: 'Tracking',
      product: 'Product data',
      'hr-records': 'HR records',
      survey: 'Survey',
      estimation: 'Estimation',
    } as Record<string, string>,
    quality: 'Derived quality',
    qualityIntro:
      'The quality of a result follows from its source with the largest share: very good for product data and tracking; good for bills, documentation, HR records and surveys; fair for estimation; poor for other sources or none.',
    qualities: { 'very-good': 'Very good', good: 'Good', fair: 'Fair', poor: 'Poor' } as Record<
      string,
      string
    >,
  },
  topSources: {
    heading: 'Top sources',
    intro: 'The counted results with the largest emissions.',
    rank: 'Rank',
    source: 'Source',
    section: 'Section',
    project: 'Project',
    emissions: 'Emissions',
    share: 'Share of total',
    empty: 'No result has emissions yet.',
  },
  legend: { colour: 'Colour', label: 'Bar', value: 'Emissions' },
};

export type ReportTexts = typeof REPORT_TEXTS_EN;
