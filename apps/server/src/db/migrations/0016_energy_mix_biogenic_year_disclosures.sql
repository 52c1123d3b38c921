ALTER TABLE "calculator_instances" ADD COLUMN "net_revenue" double precision;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "residual_mix_factor" double precision;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "residual_mix_source" text;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "scope3_category_statuses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kwh_fossil" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kwh_nuclear" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kwh_renewable" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kwh_nuclear_market" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kwh_renewable_market" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD COLUMN "kg_biogenic" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kwh_fossil" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kwh_nuclear" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kwh_renewable" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kwh_nuclear_market" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kwh_renewable_market" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_result_sums" ADD COLUMN "kg_biogenic" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Biogenic CO2 was computed per row but stored nowhere a total could read: copy it from the emissions.
-- Energy is the company's own consumption from now on: value-chain rows (Scope 3, unscoped) never count.
-- The breakdown by source group is written when a year is next recomputed.
UPDATE calculator_results SET
  kg_biogenic = coalesce((emissions->'biogenic'->>'result')::float8, 0),
  kwh_energy = CASE WHEN ghg_scope->>'scope' IN ('1', '2') THEN kwh_energy ELSE 0 END;
--> statement-breakpoint
-- The sums triggers (migration 0009) with the new figures.
CREATE OR REPLACE FUNCTION calculator_result_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    insert into calculator_result_sums as s (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
      is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream, kwh_fossil, kwh_nuclear, kwh_renewable, kwh_nuclear_market, kwh_renewable_market, kg_biogenic)
    select company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete),
      min(scope3_category), min(c1), min(c2), min(c3), bool_and(is_excluded), bool_and(parent_id is null),
      bool_and(is_marked_complete), -count(*)::int,
      -sum(kg_total * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_scope1 * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_scope2_market * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_scope3 * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_energy * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_total_location * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_unscoped * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_fossil * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_nuclear * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_renewable * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_nuclear_market * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kwh_renewable_market * (coalesce(distribution_percent, 100) / 100::float8)),
      -sum(kg_biogenic * (coalesce(distribution_percent, 100) / 100::float8))
    from old_rows
    group by company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete)
    order by 1, 2, 3
    on conflict (company_id, instance_id, group_key) do update set
      num_results = s.num_results + excluded.num_results,
      kg_total = s.kg_total + excluded.kg_total,
      kg_scope1 = s.kg_scope1 + excluded.kg_scope1,
      kg_scope2_market = s.kg_scope2_market + excluded.kg_scope2_market,
      kg_scope3 = s.kg_scope3 + excluded.kg_scope3,
      kwh_energy = s.kwh_energy + excluded.kwh_energy,
      kg_total_location = s.kg_total_location + excluded.kg_total_location,
      kg_unscoped = s.kg_unscoped + excluded.kg_unscoped,
      kg_fuel_energy_upstream = s.kg_fuel_energy_upstream + excluded.kg_fuel_energy_upstream,
      kwh_fossil = s.kwh_fossil + excluded.kwh_fossil,
      kwh_nuclear = s.kwh_nuclear + excluded.kwh_nuclear,
      kwh_renewable = s.kwh_renewable + excluded.kwh_renewable,
      kwh_nuclear_market = s.kwh_nuclear_market + excluded.kwh_nuclear_market,
      kwh_renewable_market = s.kwh_renewable_market + excluded.kwh_renewable_market,
      kg_biogenic = s.kg_biogenic + excluded.kg_biogenic;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    insert into calculator_result_sums as s (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
      is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream, kwh_fossil, kwh_nuclear, kwh_renewable, kwh_nuclear_market, kwh_renewable_market, kg_biogenic)
    select company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete),
      min(scope3_category), min(c1), min(c2), min(c3), bool_and(is_excluded), bool_and(parent_id is null),
      bool_and(is_marked_complete), count(*)::int,
      sum(kg_total * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_scope1 * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_scope2_market * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_scope3 * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_energy * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_total_location * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_unscoped * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_fossil * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_nuclear * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_renewable * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_nuclear_market * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kwh_renewable_market * (coalesce(distribution_percent, 100) / 100::float8)),
      sum(kg_biogenic * (coalesce(distribution_percent, 100) / 100::float8))
    from new_rows
    group by company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete)
    order by 1, 2, 3
    on conflict (company_id, instance_id, group_key) do update set
      num_results = s.num_results + excluded.num_results,
      kg_total = s.kg_total + excluded.kg_total,
      kg_scope1 = s.kg_scope1 + excluded.kg_scope1,
      kg_scope2_market = s.kg_scope2_market + excluded.kg_scope2_market,
      kg_scope3 = s.kg_scope3 + excluded.kg_scope3,
      kwh_energy = s.kwh_energy + excluded.kwh_energy,
      kg_total_location = s.kg_total_location + excluded.kg_total_location,
      kg_unscoped = s.kg_unscoped + excluded.kg_unscoped,
      kg_fuel_energy_upstream = s.kg_fuel_energy_upstream + excluded.kg_fuel_energy_upstream,
      kwh_fossil = s.kwh_fossil + excluded.kwh_fossil,
      kwh_nuclear = s.kwh_nuclear + excluded.kwh_nuclear,
      kwh_renewable = s.kwh_renewable + excluded.kwh_renewable,
      kwh_nuclear_market = s.kwh_nuclear_market + excluded.kwh_nuclear_market,
      kwh_renewable_market = s.kwh_renewable_market + excluded.kwh_renewable_market,
      kg_biogenic = s.kg_biogenic + excluded.kg_biogenic;
  END IF;
  DELETE FROM calculator_result_sums WHERE num_results = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rebuild the sums with the new columns (the update above ran through the old function).
DELETE FROM calculator_result_sums;
--> statement-breakpoint
INSERT INTO calculator_result_sums (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
  is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream, kwh_fossil, kwh_nuclear, kwh_renewable, kwh_nuclear_market, kwh_renewable_market, kg_biogenic)
SELECT company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete),
  min(scope3_category), min(c1), min(c2), min(c3), bool_and(is_excluded), bool_and(parent_id is null),
  bool_and(is_marked_complete), count(*)::int,
  sum(kg_total * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope1 * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope2_market * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope3 * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_energy * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_total_location * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_unscoped * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_fossil * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_nuclear * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_renewable * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_nuclear_market * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_renewable_market * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_biogenic * (coalesce(distribution_percent, 100) / 100::float8))
FROM calculator_results
GROUP BY company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete);
