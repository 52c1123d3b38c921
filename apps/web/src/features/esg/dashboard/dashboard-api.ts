import {
  type EsgDashboardState,
  esgDashboardResponseSchema,
  type PublicEsgDashboard,
  publicEsgDashboardResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import { unwrap } from '../../calculator/api/calculator-api.ts';

const BASE = '/api/company/esg/years/:id/dashboard';

/** The year's public dashboard as admins see it: chosen disclosures, link, lock. */
export async function fetchEsgDashboard(id: string): Promise<EsgDashboardState> {
  return unwrap(await http.get(BASE, { params: { id }, schema: esgDashboardResponseSchema })).dashboard;
}

export async function publishEsgDashboard(id: string, disclosures: string[]): Promise<EsgDashboardState> {
  return unwrap(
    await http.put(
      `${BASE}/publish`,
      { disclosures },
      { params: { id }, schema: esgDashboardResponseSchema },
    ),
  ).dashboard;
}

/** Lock, unlock or unpublish the dashboard. */
export async function changeEsgDashboard(
  id: string,
  action: 'lock' | 'unlock' | 'unpublish',
): Promise<EsgDashboardState> {
  return unwrap(
    await http.post(`${BASE}/${action}`, {}, { params: { id }, schema: esgDashboardResponseSchema }),
  ).dashboard;
}

/** The public page's dashboard; an unknown or unpublished id throws with status 404. */
export async function fetchPublicEsgDashboard(publicId: string): Promise<PublicEsgDashboard> {
  return unwrap(
    await http.get('/api/public/esg/:publicId', {
      params: { publicId },
      schema: publicEsgDashboardResponseSchema,
    }),
  ).dashboard;
}

export const esgDashboardKeys = {
  state: (id: string) => ['esg', 'dashboard', id] as const,
  public: (publicId: string) => ['esg-public', publicId] as const,
};

/** The address of a public dashboard to share: absolute, on the origin the app is served from. */
export function getPublicEsgDashboardUrl(publicId: string, origin: string = window.location.origin): string {
  return `${origin}/esg/${publicId}`;
}
