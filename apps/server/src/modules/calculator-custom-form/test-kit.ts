import type { CustomFormComposition, CustomOptionInput } from '@carbon-ledger/core';
import type { SignedInClient } from '../../test/session.ts';

export const api = '/api/company/calculator';

/** Natural gas, kWh (gross CV), DESNZ: Scope 1, 0.18296 kg CO2e/kWh in the 2025 edition. */
export const NATURAL_GAS_KWH = 'desnz:1_100_1004_6_1';

export const gasOption = (overrides: Partial<CustomOptionInput> = {}): CustomOptionInput => ({
  id: 'site-gas',
  label: { en: 'Natural gas', de: 'Erdgas' },
  factor: { kind: 'library', lineageKey: NATURAL_GAS_KWH },
  quantity: { unitCategory: 'energy', defaultUnit: 'kWh' },
  ...overrides,
});

/** One Scope 1 section with the gas option, on top of the version the editor loaded. */
export const siteComposition = (
  version = '2025.1',
  options: CustomOptionInput[] = [gasOption()],
): CustomFormComposition => ({
  version,
  sections: [
    {
      id: 'site',
      label: { en: 'Site', de: 'Standort' },
      icon: 'facility',
      ghg: { scope: 1 },
      options,
    },
  ],
});

export function retrieveForm(client: SignedInClient, containerId: string) {
  return client.inject({ method: 'POST', url: `${api}/containers/${containerId}/custom-form/retrieve` });
}

export function saveForm(client: SignedInClient, containerId: string, composition: unknown) {
  return client.inject({
    method: 'PUT',
    url: `${api}/containers/${containerId}/custom-form`,
    payload: composition as Record<string, unknown>,
  });
}
