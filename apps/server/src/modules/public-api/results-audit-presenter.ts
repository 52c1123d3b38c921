import type { AuditFactor, AuditResult, FactorUsed } from '@carbon-ledger/core';
import type { AuditResultRow } from './results-audit-queries.ts';

/** The factor the figure rests on: the direct one, else the first one used; null without any. */
export function pickMainFactor(factorsUsed: readonly FactorUsed[]): AuditFactor | null {
  const main = factorsUsed.find((factor) => factor.part === 'direct') ?? factorsUsed[0];
  if (!main) return null;
  return {
    id: main.factorId,
    value: main.value,
    valueUnit: main.valueUnit,
    source: main.source,
    edition: main.edition,
    licence: main.licence,
  };
}

/** A result as the audit call shows it. */
export function presentAuditResult(row: AuditResultRow): AuditResult {
  const factorsUsed = row.factors_used ?? [];
  const hasEntry = row.change_at !== null;
  return {
    _id: row.id,
    instance: row.instance_id,
    parent: row.parent_id,
    formOptionId: row.form_option_id,
    c1: row.c1,
    c2: row.c2,
    c3: row.c3,
    name: row.name,
    scope: row.scope,
    scope3Category: row.scope3_category,
    kgCo2e: Number(row.kg_total),
    factor: pickMainFactor(factorsUsed),
    factorsUsed,
    evidenceCount: Number(row.evidence_count),
    isReviewed: row.is_reviewed,
    lastChange: hasEntry
      ? {
          at: row.change_at as string,
          action: row.change_action,
          actor: row.change_actor,
          actorName: row.change_actor_name,
          sequence: row.change_sequence === null ? null : Number(row.change_sequence),
        }
      : { at: row.updated_at, action: null, actor: null, actorName: null, sequence: null },
  };
}
