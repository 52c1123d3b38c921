/**
 * What the product pages say each product includes. The employees texts are public product texts: they
 * pass the claims check (`product-texts.test.ts`), so they say what is measured and what is financed,
 * never that anything is neutral.
 */
export const productsEn = {
  includesTitle: 'What it includes',
  assessments: {
    materiality:
      'Double materiality assessment following ESRS 1 chapter 3: the context of your company, the ESRS sustainability matters, their impacts, risks and opportunities scored for impact and financial materiality, stakeholder input and the decisions with their reasons.',
    suppliers:
      'Supplier assessments: your suppliers with their contact, country, NACE industry and spend; the emissions a supplier reports become a company factor that replaces the spend-based estimate for that supplier in Scope 3 category 1.',
    valueChainCap:
      'The value-chain limit: from a supplier with up to 1,000 employees you may require only what the limit lists (until its official list ships, the VSME Basic Module).',
    openSuppliers: 'Open the suppliers',
  },
  employees: {
    footprint: 'The footprint of your employees’ work, measured per person and year.',
    contributions:
      'Climate projects you finance for it, reported beside the footprint and never subtracted from it.',
    wording:
      'No claim of neutrality: since 27 September 2026 EU law (Directive (EU) 2024/825) bans claims that rest on offsetting, so the product says what was measured and what was financed, each with its year.',
  },
};
