import { checkPublicText } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { customPlansDe } from '../custom-plans/texts.de.ts';
import { customPlansEn } from '../custom-plans/texts.en.ts';
import { plansDe } from '../plans/texts.de.ts';
import { plansEn } from '../plans/texts.en.ts';
import { solutionsCatalogueDe } from '../solutions/texts.de.ts';
import { solutionsCatalogueEn } from '../solutions/texts.en.ts';
import { PRODUCT_INCLUDES } from './ProductIncludes.tsx';
import { productsDe } from './texts.de.ts';
import { productsEn } from './texts.en.ts';

const languages = [
  {
    lang: 'en',
    plans: plansEn,
    solutions: solutionsCatalogueEn,
    products: productsEn,
    custom: customPlansEn,
  },
  {
    lang: 'de',
    plans: plansDe,
    solutions: solutionsCatalogueDe,
    products: productsDe,
    custom: customPlansDe,
  },
] as const;

describe('the product pages’ texts', () => {
  it.each(languages)('never claim neutrality on /dashboard/products/climateneutral ($lang)', (texts) => {
    const pageTexts = [
      texts.plans.products.employees,
      texts.custom.products.employees,
      texts.solutions.descriptions.employees,
      ...Object.values(texts.products.employees),
    ];
    for (const text of pageTexts)
      expect(checkPublicText(text), text).toEqual({ isAllowed: true, findings: [] });
  });

  it.each(languages)('pass the claims check on /dashboard/products/assessments ($lang)', (texts) => {
    const pageTexts = [
      texts.plans.products.assessments,
      texts.solutions.descriptions.assessments,
      ...Object.values(texts.products.assessments),
    ];
    for (const text of pageTexts) expect(checkPublicText(text).isAllowed, text).toBe(true);
  });

  it('lists only parts that have texts in both languages', () => {
    for (const [product, keys] of Object.entries(PRODUCT_INCLUDES)) {
      for (const key of keys) {
        const [, group, part] = key.split('.') as [string, 'assessments' | 'employees', string];
        expect(group).toBe(product);
        expect((productsEn[group] as Record<string, string>)[part], key).toBeTruthy();
        expect((productsDe[group] as Record<string, string>)[part], key).toBeTruthy();
      }
    }
  });
});
