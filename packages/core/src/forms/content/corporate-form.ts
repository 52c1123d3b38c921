import type { FormDefinition } from '../form-definition.ts';
import { text } from './builders.ts';
import { CORPORATE_SCOPE_1, CORPORATE_SCOPE_2 } from './corporate-scope-1-2.ts';
import {
  DOWNSTREAM_LEASED_ASSETS,
  DOWNSTREAM_TRANSPORT,
  END_OF_LIFE,
  FRANCHISES,
  INVESTMENTS,
  PROCESSING_OF_SOLD_PRODUCTS,
  USE_OF_SOLD_PRODUCTS,
} from './corporate-scope-3-downstream.ts';
import { BUSINESS_TRAVEL, EMPLOYEE_COMMUTING, UPSTREAM_LEASED_ASSETS } from './corporate-scope-3-travel.ts';
import {
  CAPITAL_GOODS,
  FUEL_AND_ENERGY,
  PURCHASED_GOODS,
  UPSTREAM_TRANSPORT,
  WASTE_GENERATED,
} from './corporate-scope-3-upstream.ts';

/**
 * The Corporate form ('company'): a full GHG Protocol inventory. Scope 3 lists all 15 categories in the
 * Standard's order; category 3 is filled automatically from the upstream factors of Scope 1 and 2 rows.
 */
export const CORPORATE_FORM: FormDefinition = {
  type: 'company',
  version: '2025.2',
  sections: [
    CORPORATE_SCOPE_1,
    CORPORATE_SCOPE_2,
    {
      id: 'scope-3',
      label: text('Scope 3: value chain emissions', 'Scope 3: Emissionen der Wertschöpfungskette'),
      icon: 'general',
      ghg: { scope: 3 },
      sections: [
        PURCHASED_GOODS,
        CAPITAL_GOODS,
        FUEL_AND_ENERGY,
        UPSTREAM_TRANSPORT,
        WASTE_GENERATED,
        BUSINESS_TRAVEL,
        EMPLOYEE_COMMUTING,
        UPSTREAM_LEASED_ASSETS,
        DOWNSTREAM_TRANSPORT,
        PROCESSING_OF_SOLD_PRODUCTS,
        USE_OF_SOLD_PRODUCTS,
        END_OF_LIFE,
        DOWNSTREAM_LEASED_ASSETS,
        FRANCHISES,
        INVESTMENTS,
      ],
    },
  ],
};
