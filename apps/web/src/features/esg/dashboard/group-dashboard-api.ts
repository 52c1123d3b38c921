import {
  type EsgGroupDashboardResponse,
  esgGroupDashboardResponseSchema,
  type PublicEsgGroupDashboard,
  publicEsgGroupDashboardResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import { unwrap } from '../../calculator/api/calculator-api.ts';

const BASE = '/api/company/esg/groups/:id/dashboard';

/** The group's public dashboard as admins see it: its ESG years, chosen disclosures, link, lock. */
export async function fetchEsgGroupDashboard(id: string): Promise<EsgGroupDashboardResponse> {
  return unwrap(await http.get(BASE, { params: { id }, schema: esgGroupDashboardResponseSchema }));
}

export async function publishEsgGroupDashboard(
  id: string,
  disclosures: string[],
): Promise<EsgGroupDashboardResponse> {
  return unwrap(
    await http.put(
      `${BASE}/publish`,
      { disclosures },
      { params: { id }, schema: esgGroupDashboardResponseSchema },
    ),
  );
}

/** Lock, unlock or unpublish the group's dashboard. */
export async function changeEsgGroupDashboard(
  id: string,
  action: 'lock' | 'unlock' | 'unpublish',
): Promise<EsgGroupDashboardResponse> {
  return unwrap(
    await http.post(`${BASE}/${action}`, {}, { params: { id }, schema: esgGroupDashboardResponseSchema }),
  );
}

/** The public page's dashboard; an unknown or unpublished id throws with status 404. */
export async function fetchPublicEsgGroupDashboard(publicId: string): Promise<PublicEsgGroupDashboard> {
  return unwrap(
    await http.get('/api/public/esg/g/:publicId', {
      params: { publicId },
      schema: publicEsgGroupDashboardResponseSchema,
    }),
  ).dashboard;
}

export const esgGroupDashboardKeys = {
  state: (id: string) => ['esg', 'group-dashboard', id] as const,
  public: (publicId: string) => ['esg-public-group', publicId] as const,
};

/** The address of a group's public dashboard to share: absolute, on the origin the app is served from. */
export function getPublicEsgGroupDashboardUrl(
  publicId: string,
  origin: string = window.location.origin,
): string {
  return `${origin}/esg/g/${publicId}`;
}
