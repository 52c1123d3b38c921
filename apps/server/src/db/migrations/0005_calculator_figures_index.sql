-- Setup totals, section figures, progress and the top-source ranking read only these columns: with them in
-- the index, a year of 100,000 rows is summed by an index-only scan instead of reading the wide rows
-- (inputs, emissions and factors are jsonb). Written by hand: drizzle cannot declare INCLUDE columns.
CREATE INDEX IF NOT EXISTS "calculator_results_figures" ON "calculator_results" USING btree ("company_id","instance_id") INCLUDE ("id","position","parent_id","is_excluded","is_marked_complete","c1","c2","c3","scope3_category","distribution_percent","kg_total","kg_scope1","kg_scope2_market","kg_scope3","kg_total_location","kg_unscoped","kg_fuel_energy_upstream","kwh_energy");
