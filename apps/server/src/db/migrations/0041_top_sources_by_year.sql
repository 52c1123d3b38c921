-- The top sources of a year are read from the front of calculator_results_top_sources. The index led with
-- the company and carried five more columns so that the read needed no row: every stored result paid for
-- that width on its way in (on the embedded database about a third of an import's insert). It now holds
-- just the year, the ranking and the position; the read fetches the few rows it picks, and still checks
-- their company. Leading with the year also keeps it out of reach of statements that only know the
-- company, such as the import-key probe, which without statistics could otherwise pick it.
DROP INDEX IF EXISTS calculator_results_top_sources;--> statement-breakpoint
CREATE INDEX calculator_results_top_sources ON calculator_results
  (instance_id, (kg_total * (coalesce(distribution_percent, 100) / 100::float8)) DESC, position);
