/** English texts of the solutions catalogue (merged into the catalogue as `solutionsCatalogue`). */
export const solutionsCatalogueEn = {
  title: 'Solutions',
  subtitle: 'The products of Carbon Ledger and whether your company can use them.',
  includedNote: 'This installation includes every product of this version.',
  descriptions: {
    assessments: 'Find the sustainability topics that matter to your company and to the world around it.',
    calculator: 'Measure the footprint of your company, products and events, scope by scope.',
    workforce: 'Keep your employees and teams in one place for social reporting.',
    climateAnalytics: 'Climate insights and positive news about your industry.',
    events: 'Footprints of events and business stays.',
    employees:
      "Finance climate projects for your employees' footprint, reported beside your inventory and never subtracted from it.",
    surveys: 'Ask your employees how they commute.',
  },
  status: {
    active: 'Active',
    included: 'Included',
    inactive: 'Not active',
    later: 'Later version',
  },
  open: 'Open {{product}}',
  seePlans: 'Subscribe to {{product}}',
  notYetAvailable: 'Not available in this version yet.',
};
