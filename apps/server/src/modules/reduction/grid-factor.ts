import { pickEditionForYear, resolveGridElectricityLineageKey } from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { createFactorLookup, createFactorNeeds } from '../calculator/compute/factor-lookup.ts';

/**
 * The location-based grid factor (kg CO2e per kWh) the open years draw from, as the calculator picks it
 * (the region's lineage, the edition of the start year). Null when the years lie in different regions or
 * years (a group across countries: the added electricity cannot be placed) or the library has no factor.
 */
export async function loadGridFactor(
  db: Pick<Database, 'select'>,
  companyId: string,
  instances: readonly { general: { startDate: string; electricityEmissionFactor: { region: string } } }[],
): Promise<number | null> {
  const keys = new Set(
    instances.map(
      (instance) =>
        `${instance.general.electricityEmissionFactor.region}|${instance.general.startDate.slice(0, 4)}`,
    ),
  );
  const [only] = [...keys];
  if (keys.size !== 1 || !only) return null;
  const [region = '', year = ''] = only.split('|');
  const lineageKey = resolveGridElectricityLineageKey(region);
  if (!lineageKey) return null;
  const lookup = createFactorLookup(db, companyId);
  const needs = createFactorNeeds();
  needs.lineageKeys.add(lineageKey);
  await lookup.load(needs);
  const picked = pickEditionForYear(lookup.getEditions(lineageKey), Number(year));
  // Only a per-kWh factor can price added kWh.
  if (!picked || picked.value === null || picked.activityUnit !== 'kWh') return null;
  return picked.value;
}
