import type { FastifyInstance } from 'fastify';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';

export type CompanyClients = {
  companyId: string;
  owner: SignedInClient;
  admin: SignedInClient;
  editor: SignedInClient;
  viewer: SignedInClient;
};

/** A company with one signed-in member per role. */
export async function setUpCompanyClients(app: FastifyInstance): Promise<CompanyClients> {
  const db = app.database.db;
  const company = await buildCompany(db);
  const clients: Partial<Record<'owner' | 'admin' | 'editor' | 'viewer', SignedInClient>> = {};
  for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
    const user = await buildUser(db, { companyId: company.id, role });
    clients[role] = await signInAs(app, user.email);
  }
  return { companyId: company.id, ...(clients as Omit<CompanyClients, 'companyId'>) };
}

export type YearOptions = { type?: string; year?: number; region?: string; surchargePercent?: number };

export const general = (options: YearOptions = {}) => ({
  startDate: `${options.year ?? 2025}-01-01`,
  endDate: `${options.year ?? 2025}-12-31`,
  surchargePercent: options.surchargePercent ?? 0,
  selectedVoluntarySectionIds: [] as string[],
  electricityEmissionFactor: { region: options.region ?? 'GB' },
});

/** Creates a project with its first year as the owner; returns both ids. */
export async function createProject(
  owner: SignedInClient,
  options: YearOptions & { name?: string } = {},
): Promise<{ instanceId: string; containerId: string }> {
  const response = await owner.inject({
    method: 'POST',
    url: '/api/company/calculator/instances',
    payload: {
      container: { name: options.name ?? 'HQ', type: options.type ?? 'company' },
      general: general(options),
    },
  });
  if (response.statusCode !== 201) throw new Error(`project not created: ${response.body}`);
  const body = response.json();
  return { instanceId: body.instance._id, containerId: body.container._id };
}

/** Sends one `results/manage` batch. */
export function manage(
  client: SignedInClient,
  results: { toCreate?: unknown[]; toUpdate?: unknown[]; toDelete?: string[] },
  aggregateFormSectionsForInstances: string[] = [],
) {
  return client.inject({
    method: 'POST',
    url: '/api/company/calculator/results/manage',
    payload: { results, aggregateFormSectionsForInstances },
  });
}

/** A natural-gas row (kWh) of the Corporate form. */
export const gasRow = (instance: string, kwh: number | null, extra: Record<string, unknown> = {}) => ({
  instance,
  formOptionId: 'stationary-natural-gas-kwh',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
  ...extra,
});
