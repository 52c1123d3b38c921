import { inflateRawSync } from 'node:zlib';
import type { Result } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../db/schema/identity.ts';
import { buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

export const REPORT_URL = '/api/company/calculator/reports/docx';

/** A USEEIO sector picked for a spend row: the report names the sector, not the option. */
export const SPEND_SECTOR_FACTOR_ID = 'epa-useeio-v1.3.0:541511';

/** Net revenue of 2,000,000; Scope 3 statements: 8 not relevant, 12 not yet collected, 15 excluded. */
export const REPORT_DISCLOSURES = {
  netRevenue: 2_000_000,
  residualMix: null,
  scope3CategoryStatuses: {
    '8': { status: 'notRelevant' },
    '12': { status: 'notYetCollected' },
    '15': { status: 'excluded', reason: 'No investments held' },
  },
};

export type ReportFixture = {
  acme: CompanyClients & { sitewideAdmin: SignedInClient; companyName: string };
  other: CompanyClients;
  instanceId: string;
  foreignInstanceId: string;
  /** The saved results that count (the excluded one left out). */
  countedResults: Result[];
};

/**
 * Two companies with a year each; Acme's year holds natural gas and grid electricity (library factors),
 * a process row with a typed factor, a spend row with a picked USEEIO sector, and one excluded row that
 * must not count; its disclosures and a 42 % target for 2030. Acme also has a
 * platform operator (sitewide-admin), the only role that may export documents.
 */
export async function setUpReportFixture(app: FastifyInstance): Promise<ReportFixture> {
  const acme = await setUpCompanyClients(app);
  const other = await setUpCompanyClients(app);
  const operator = await buildUser(app.database.db, {
    companyId: acme.companyId,
    role: 'owner',
    isSitewideAdmin: true,
  });
  const sitewideAdmin = await signInAs(app, operator.email);
  const { instanceId, containerId } = await createProject(acme.owner, {
    name: 'Headquarters',
    region: 'GB',
    year: 2025,
  });
  const { instanceId: foreignInstanceId } = await createProject(other.owner, { name: 'Theirs' });
  const saved = await manage(acme.editor, {
    toCreate: [
      gasRow(instanceId, 10_000, { sources: { types: [{ type: 'bills' }] } }),
      {
        instance: instanceId,
        formOptionId: 'electricity-grid',
        emissionActivityInputs: [{ fieldId: 'energy', value: 20_000, unit: 'kWh' }],
        sources: { types: [{ type: 'tracking' }] },
      },
      {
        instance: instanceId,
        formOptionId: 'process-per-output',
        name: 'Kiln line',
        emissionActivityInputs: [{ fieldId: 'weight', value: 2, unit: 't' }],
        userFactor: { factor: 0.25, source: 'Plant measurement 2025' },
        dataQuality: { age: 2, completeness: 3, geography: 1, reliability: 4, technology: 5 },
      },
      gasRow(instanceId, 99_999, { isExcluded: true, name: 'Excluded boiler' }),
      {
        instance: instanceId,
        formOptionId: 'purchase-spend-other',
        emissionActivityInputs: [{ fieldId: 'spend', value: 10_000, unit: 'USD' }],
        pickedFactorId: SPEND_SECTOR_FACTOR_ID,
        genericInputs: { spendYear: 2022 },
      },
    ],
  });
  if (saved.statusCode !== 200) throw new Error(`results not saved: ${saved.body}`);
  // ESRS E1 disclosures of the year and a target on the Impact tab.
  const disclosures = await acme.editor.inject({
    method: 'PUT',
    url: `/api/company/calculator/instances/${instanceId}/disclosures`,
    payload: { disclosures: REPORT_DISCLOSURES },
  });
  if (disclosures.statusCode !== 200) throw new Error(`disclosures not saved: ${disclosures.body}`);
  const target = await acme.owner.inject({
    method: 'POST',
    url: '/api/company/calculator/reduction/targets',
    payload: {
      plan: { kind: 'container', id: containerId },
      baseInstance: instanceId,
      targetYear: 2030,
      scope: 'total',
      reductionPercent: 42,
    },
  });
  if (target.statusCode !== 201) throw new Error(`target not saved: ${target.body}`);
  const results = saved.json().results as Result[];
  const [companyRow] = await app.database.db
    .select({ company: companies.company })
    .from(companies)
    .where(eq(companies.id, acme.companyId));
  return {
    acme: { ...acme, sitewideAdmin, companyName: companyRow?.company ?? '' },
    other,
    instanceId,
    foreignInstanceId,
    countedResults: results.filter((result) => !result.isExcluded),
  };
}

/** Sums one figure over results, as a reader would by hand. */
export function sumFigure(results: readonly Result[], figure: keyof Result['figures']): number {
  return results.reduce((sum, result) => sum + Number(result.figures[figure] ?? 0), 0);
}

/**
 * The entries of a zip file (a .docx) by name, inflated. Enough of the format for a test: the central
 * directory at the end names every entry with its offset, sizes and method (stored or deflated).
 */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const endOffset = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOffset < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(endOffset + 10);
  let offset = zip.readUInt32LE(endOffset + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
