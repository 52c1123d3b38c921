import {
  type CommuteMethod,
  commuteMethodSchema,
  type DataQualityGroup,
  type FactorNote,
  factorNoteSchema,
  type ResultSources,
  toSelectedSources,
} from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import { SHARE, selectRows, uuidList } from '../calculator/aggregation-queries.ts';
import type { Queryable } from '../calculator/queries.ts';

// The rows the report's figures count, as the totals do: not excluded, and in no section the year excluded.
const countedRows = (companyId: string, instanceIds: readonly string[], lateral: SQL = sql``) => sql`
  from calculator_results r
  join calculator_instances i on i.company_id = r.company_id and i.id = r.instance_id
  ${lateral}
  where r.company_id = ${companyId} and i.company_id = ${companyId}
    and r.instance_id = any(${uuidList(instanceIds)})
    and not r.is_excluded
    and not (r.c1 = any(i.section_ids_marked_as_excluded)
      or coalesce(r.c2 = any(i.section_ids_marked_as_excluded), false)
      or coalesce(r.c3 = any(i.section_ids_marked_as_excluded), false))`;

/** The company's legal name and brand. */
export async function findCompanyNames(
  db: Queryable,
  companyId: string,
): Promise<{ company: string; brand: string } | undefined> {
  const [row] = await selectRows<{ company: string; brand: string }>(
    db,
    sql`select company, brand from companies where id = ${companyId}`,
  );
  return row;
}

/** One factor source as the counted results used it. */
export type FactorSourceRow = {
  source: string;
  edition: string | null;
  licence: string | null;
  /** From the factor itself (library or the company's own), else from the loaded library file. */
  attribution: string | null;
  /** Whether a user typed the factor (no library id): shown as "Custom specified by company". */
  isUserDefined: boolean;
  /**
   * Whether the factors stand in for ones the main factor's source does not publish (DESNZ well-to-tank
   * for EPA fuels): listed apart from the same source used in its own right, labelled as a proxy.
   */
  isProxy: boolean;
  /** Whether the factors were converted (a FIGARO supply factor restated at purchaser prices). */
  isConverted: boolean;
  numResults: number;
};

/**
 * The distinct sources, editions and licences in the counted results' `factorsUsed` (every row, children
 * included: each carries its own factors), with the attribution text the factor library holds for them.
 * Grouped first, so the attribution is looked up once per source and edition, not once per row.
 */
export async function listFactorSources(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<FactorSourceRow[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<FactorSourceRow>(
    db,
    sql`with used as (
        select f->>'source' as source, f->>'edition' as edition, f->>'licence' as licence,
          (f->>'proxyFor') is not null as is_proxy,
          coalesce(f->'notes' @> '[{"code":"convertedToPurchaserPrices"}]'::jsonb, false) as is_converted,
          min(f->>'factorId') as factor_id, bool_and(f->>'factorId' is null) as is_user_defined,
          count(distinct r.id)::int as num_results
        ${countedRows(
          companyId,
          instanceIds,
          sql`cross join lateral jsonb_array_elements(
            case when jsonb_typeof(r.factors_used) = 'array' then r.factors_used else '[]'::jsonb end) f`,
        )}
        group by 1, 2, 3, 4, 5
      )
      select used.source, used.edition, used.licence, used.is_user_defined as "isUserDefined",
        used.is_proxy as "isProxy", used.is_converted as "isConverted",
        used.num_results as "numResults",
        coalesce(
          (select vf.attribution from visible_factors vf
            where vf.id = used.factor_id and (vf.company_id is null or vf.company_id = ${companyId}) limit 1),
          (select fe.attribution from factor_editions fe
            where used.source = any(fe.sources) and fe.edition = used.edition
            order by fe.library_file limit 1)
        ) as attribution
      from used
      order by used.source, used.edition nulls last, used.licence nulls last, used.is_proxy, used.is_converted`,
  );
  return rows.map((row) => ({ ...row, numResults: Number(row.numResults) }));
}

/** A note the counted results' factors carry (another year's data, losses), with how many results. */
export type FactorNoteRow = { note: FactorNote; numResults: number };

/**
 * The distinct notes on the factors of the counted results (`FactorUsed.notes`), so the report says for
 * the whole inventory what each row's factor says beside its value. A stored note that no longer parses
 * is left out.
 */
export async function listFactorNotes(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<FactorNoteRow[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<{ note: unknown; numResults: number }>(
    db,
    sql`select n as note, count(distinct r.id)::int as "numResults"
      ${countedRows(
        companyId,
        instanceIds,
        sql`cross join lateral jsonb_array_elements(
            case when jsonb_typeof(r.factors_used) = 'array' then r.factors_used else '[]'::jsonb end) f
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(f->'notes') = 'array' then f->'notes' else '[]'::jsonb end) n`,
      )}
      group by 1
      order by 1::text`,
  );
  return rows.flatMap((row) => {
    const parsed = factorNoteSchema.safeParse(row.note);
    return parsed.success ? [{ note: parsed.data, numResults: Number(row.numResults) }] : [];
  });
}

/**
 * The data quality of the counted entered (top-level) results, grouped by their indicators and sources:
 * combinations are few, so the quality derived from them (a rule of core, the one Analyze and Inputs
 * use) is applied to the groups, not to every row.
 */
export async function countDataQuality(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<DataQualityGroup[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<{ indicators: unknown; sources: unknown; numResults: number }>(
    db,
    sql`select r.data_quality as indicators, r.sources, count(*)::int as "numResults"
      ${countedRows(companyId, instanceIds)}
        and r.parent_id is null
      group by 1, 2`,
  );
  return rows.map((row) => ({
    indicators: isObject(row.indicators) ? (row.indicators as DataQualityGroup['indicators']) : null,
    sources: toSelectedSources(isObject(row.sources) ? (row.sources as ResultSources) : null),
    numResults: Number(row.numResults),
  }));
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Counted rows of one form option in one section path: entered results, and kg CO2e (market-based). */
export type ActivityRow = {
  formType: string;
  c1: string;
  c2: string | null;
  c3: string | null;
  formOptionId: string;
  /** The name of the factor a user picked (a spend row's NAICS sector, a fuel), else null. */
  pickedFactorName: string | null;
  /** Entered (top-level) results; child rows add their kg but are not results of their own. */
  numResults: number;
  kg: number;
  /** The Scope 3 category 3 part of Scope 1/2 rows, which forms with an automatic section report there. */
  upstreamKg: number;
};

/**
 * The counted rows per form option and section path, distribution applied as in the totals: the
 * activities behind each section's figure, a few dozen groups however many rows a year has.
 */
export async function listActivities(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<ActivityRow[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<ActivityRow>(
    db,
    sql`select i.form_type as "formType", r.c1, r.c2, r.c3, r.form_option_id as "formOptionId",
        nullif(concat_ws(' ', f.level2, f.level3), '') as "pickedFactorName",
        (count(*) filter (where r.parent_id is null))::int as "numResults",
        sum(r.kg_total * ${SHARE}) as "kg",
        sum(r.kg_fuel_energy_upstream * ${SHARE}) as "upstreamKg"
      ${countedRows(
        companyId,
        instanceIds,
        sql`left join visible_factors f on f.id = r.picked_factor_id
          and (f.company_id is null or f.company_id = ${companyId})`,
      )}
      group by 1, 2, 3, 4, 5, 6
      order by 1, 2, 3, 4, 5, 6`,
  );
  return rows.map((row) => ({
    ...row,
    pickedFactorName: row.pickedFactorName ? String(row.pickedFactorName) : null,
    numResults: Number(row.numResults),
    kg: Number(row.kg),
    upstreamKg: Number(row.upstreamKg),
  }));
}

/** An evidence file of one of the report's years, with the result it backs (none: the year as a whole). */
export type EvidenceFileEntry = {
  instanceId: string;
  displayName: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: Date;
  result: { name: string; formOptionId: string; sectionIds: string[] } | null;
};

/** The evidence files of the years, year by year, oldest upload first (the report's appendix). */
export async function listEvidenceFiles(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<EvidenceFileEntry[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<{
    instanceId: string;
    displayName: string;
    sizeBytes: string | number;
    sha256: string;
    uploadedAt: Date | string;
    resultId: string | null;
    name: string | null;
    formOptionId: string | null;
    c1: string | null;
    c2: string | null;
    c3: string | null;
  }>(
    db,
    sql`select f.instance_id as "instanceId", f.display_name as "displayName", f.size_bytes as "sizeBytes",
        f.sha256, f.uploaded_at as "uploadedAt", r.id as "resultId", r.name, r.form_option_id as "formOptionId",
        r.c1, r.c2, r.c3
      from evidence_files f
      left join calculator_results r on r.company_id = f.company_id and r.id = f.result_id
      where f.company_id = ${companyId} and f.instance_id = any(${uuidList(instanceIds)})
      order by f.uploaded_at, f.display_name, f.id`,
  );
  return rows.map((row) => ({
    instanceId: row.instanceId,
    displayName: row.displayName,
    sizeBytes: Number(row.sizeBytes),
    sha256: row.sha256,
    uploadedAt: new Date(row.uploadedAt),
    result:
      row.resultId === null
        ? null
        : {
            name: row.name ?? '',
            formOptionId: row.formOptionId ?? '',
            sectionIds: [row.c1, row.c2, row.c3].filter((id): id is string => Boolean(id)),
          },
  }));
}

/**
 * The figures the years' employee commuting rows from surveys were made with (answers, response rate,
 * head count, factor set), once per survey and year that still has such a counted row: the methodology
 * words them in the report's language (docs/surveys.md).
 */
export async function listSurveyMethods(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<CommuteMethod[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<{ method: unknown }>(
    db,
    sql`select distinct on (s.id, r.instance_id) s.inventory_methods -> r.instance_id::text as method
      ${countedRows(
        companyId,
        instanceIds,
        sql`join surveys s on s.company_id = r.company_id and exists (
          select 1 from jsonb_each_text(s.inventory_rows -> r.instance_id::text) e where e.value = r.id::text)`,
      )}
      and s.company_id = ${companyId}
      and r.sources -> 'types' @> '[{"type": "survey"}]'::jsonb
      order by s.id, r.instance_id`,
  );
  return rows.flatMap((row) => {
    const parsed = commuteMethodSchema.safeParse(row.method);
    return parsed.success ? [parsed.data] : [];
  });
}
