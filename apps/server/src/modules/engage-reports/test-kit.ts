import type { EngageReport, EngageReportContent } from '@carbon-ledger/core';
import type { SignedInClient } from '../../test/session.ts';

export const BASE = '/api/company/calculator/engage-reports';
export const PUBLIC_BASE = '/api/public/engage-reports';
export const publicUrl = (publicId: string) => `${PUBLIC_BASE}/${publicId}`;

/** A report showing every figure, with all texts and a brand. */
export const content: EngageReportContent = {
  figures: {
    total: true,
    scopes: true,
    scope2LocationBased: true,
    sections: true,
    topSources: true,
    equivalents: true,
    commitments: true,
  },
  texts: {
    title: 'Our climate report',
    introduction: 'How we measured our footprint.',
    commitments: 'We halve our emissions by 2030.',
  },
  brand: { displayName: 'Acme Ltd', accentColour: 'teal', websiteUrl: 'https://acme.example.com' },
};

/** Creates a draft as `client`; throws unless it answers 201. */
export async function createReport(
  client: SignedInClient,
  instances: string[],
  reportContent: EngageReportContent = content,
  group: string | null = null,
): Promise<EngageReport> {
  const response = await client.inject({
    method: 'POST',
    url: BASE,
    payload: { instances, group, content: reportContent },
  });
  if (response.statusCode !== 201) throw new Error(`report not created: ${response.body}`);
  return response.json().report;
}
