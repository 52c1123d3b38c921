-- calculator_results_parent finds the sub-rows of given results (`parent_id = …`, and the cascade of the
-- parent foreign key). A top-level result has no parent, yet every one of them was an entry of the index:
-- most of its entries, and one more index insert for every imported row. It now holds sub-rows only; a
-- lookup by parent id implies the id is not null, so those reads keep it.
DROP INDEX IF EXISTS calculator_results_parent;--> statement-breakpoint
CREATE INDEX calculator_results_parent ON calculator_results (company_id, parent_id)
  WHERE parent_id IS NOT NULL;
