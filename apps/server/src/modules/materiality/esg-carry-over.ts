import { ESRS_DISCLOSURES, type StandardDecision } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { esgDisclosureStates } from '../../db/schema/esg.ts';
import type { Queryable } from '../calculator/queries.ts';
import { listYearsOfType } from './queries.ts';

/**
 * Marks the ESRS disclosure requirements of the company's ESG years of the assessment's year (ESRS 1
 * 3.2: a topic's disclosures apply when it is material): a material standard's disclosures material, the
 * others not material with the assessment's reason. The reason is kept either way, with the assessment
 * it came from. Frozen years are left as they are. Runs in the approval's transaction.
 */
export async function markEsgDisclosures(
  tx: Queryable,
  input: {
    companyId: string;
    assessmentId: string;
    year: number;
    standards: readonly StandardDecision[];
    language: 'en' | 'de';
    actorId: string;
    at: Date;
  },
): Promise<{ instanceId: string; projectName: string; year: number }[]> {
  const years = (await listYearsOfType(tx, input.companyId, 'esg', input.year)).filter(
    (year) => !year.isFrozen,
  );
  if (years.length === 0) return [];
  const byStandard = new Map(input.standards.map((decision) => [decision.standard, decision]));
  const values = years.flatMap((year) =>
    ESRS_DISCLOSURES.flatMap((disclosure) => {
      const decision = byStandard.get(disclosure.standard);
      if (!decision) return [];
      const reason = decision.reason[input.language];
      return [
        {
          companyId: input.companyId,
          instanceId: year.instanceId,
          disclosureCode: disclosure.code,
          isNotMaterial: !decision.isMaterial,
          notMaterialReason: decision.isMaterial ? '' : reason,
          materialityAssessmentId: input.assessmentId,
          materialityReason: reason,
          updatedBy: input.actorId,
          updatedAt: input.at,
        },
      ];
    }),
  );
  await tx
    .insert(esgDisclosureStates)
    .values(values)
    .onConflictDoUpdate({
      target: [
        esgDisclosureStates.companyId,
        esgDisclosureStates.instanceId,
        esgDisclosureStates.disclosureCode,
      ],
      set: {
        isNotMaterial: sql`excluded.is_not_material`,
        notMaterialReason: sql`excluded.not_material_reason`,
        materialityAssessmentId: sql`excluded.materiality_assessment_id`,
        materialityReason: sql`excluded.materiality_reason`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return years.map((year) => ({
    instanceId: year.instanceId,
    projectName: year.projectName,
    year: Number(year.startDate.slice(0, 4)),
  }));
}
