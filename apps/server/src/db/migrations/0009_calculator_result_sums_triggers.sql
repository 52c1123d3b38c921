-- Keeps calculator_result_sums equal to the sums of calculator_results (see db/schema/calculator-sums.ts).
-- Statement triggers with transition tables: one grouped upsert per statement, however many rows it wrote.
-- Groups are upserted in key order so concurrent writers take their row locks in the same order.
-- Emptied groups are deleted after every statement; this index finds them without reading the table.
CREATE INDEX calculator_result_sums_empty ON calculator_result_sums (company_id) WHERE num_results = 0;
--> statement-breakpoint
CREATE FUNCTION calculator_result_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    insert into calculator_result_sums as s (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
      is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream)
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
      -sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8))
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
      kg_fuel_energy_upstream = s.kg_fuel_energy_upstream + excluded.kg_fuel_energy_upstream;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    insert into calculator_result_sums as s (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
      is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream)
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
      sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8))
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
      kg_fuel_energy_upstream = s.kg_fuel_energy_upstream + excluded.kg_fuel_energy_upstream;
  END IF;
  DELETE FROM calculator_result_sums WHERE num_results = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calculator_result_sums_insert AFTER INSERT ON calculator_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calculator_result_sums_apply();
--> statement-breakpoint
CREATE TRIGGER calculator_result_sums_update AFTER UPDATE ON calculator_results
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calculator_result_sums_apply();
--> statement-breakpoint
CREATE TRIGGER calculator_result_sums_delete AFTER DELETE ON calculator_results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calculator_result_sums_apply();
--> statement-breakpoint
-- The years entered before this migration.
INSERT INTO calculator_result_sums (company_id, instance_id, group_key, scope3_category, c1, c2, c3,
  is_excluded, is_top_level, is_marked_complete, num_results, kg_total, kg_scope1, kg_scope2_market, kg_scope3, kwh_energy, kg_total_location, kg_unscoped, kg_fuel_energy_upstream)
SELECT company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete),
  min(scope3_category), min(c1), min(c2), min(c3), bool_and(is_excluded), bool_and(parent_id is null),
  bool_and(is_marked_complete), count(*)::int,
  sum(kg_total * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope1 * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope2_market * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_scope3 * (coalesce(distribution_percent, 100) / 100::float8)), sum(kwh_energy * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_total_location * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_unscoped * (coalesce(distribution_percent, 100) / 100::float8)), sum(kg_fuel_energy_upstream * (coalesce(distribution_percent, 100) / 100::float8))
FROM calculator_results
GROUP BY company_id, instance_id, concat_ws('|', coalesce(scope3_category::text, ''), c1, coalesce(c2, ''), coalesce(c3, ''), is_excluded, parent_id is null, is_marked_complete);
--> statement-breakpoint
-- The top sources of a year: its rows in order of their kg (distribution applied, the same expression as
-- the ranking query), so the ten largest are read from the front of the index instead of sorting the year.
CREATE INDEX IF NOT EXISTS calculator_results_top_sources ON calculator_results
  (company_id, instance_id, (kg_total * (coalesce(distribution_percent, 100) / 100::float8)) DESC, position)
  INCLUDE (id, is_excluded, c1, c2, c3);
