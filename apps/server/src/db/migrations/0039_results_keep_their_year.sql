-- A result never moves to another year or company, and an evidence file of a result is filed under that
-- result's year. The results list joins a page's evidence files by the years shown (result-queries.ts),
-- so both must hold for every write, whatever feature comes later: the database refuses what breaks them.
-- The results' trigger fires only for an UPDATE that names instance_id or company_id, which no write of
-- the app does, so it costs the calculator's writes nothing.
CREATE OR REPLACE FUNCTION calculator_results_keep_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a result keeps its year and company (result %)', old.id USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER calculator_results_keep_year BEFORE UPDATE OF instance_id, company_id ON calculator_results
  FOR EACH ROW WHEN (old.instance_id IS DISTINCT FROM new.instance_id OR old.company_id IS DISTINCT FROM new.company_id)
  EXECUTE FUNCTION calculator_results_keep_year();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION evidence_files_in_result_year() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.result_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM calculator_results r
    WHERE r.company_id = new.company_id AND r.id = new.result_id AND r.instance_id = new.instance_id
  ) THEN
    RAISE EXCEPTION 'an evidence file of a result is filed under the result''s year (file %)', new.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN new;
END
$$;
--> statement-breakpoint
CREATE TRIGGER evidence_files_in_result_year BEFORE INSERT OR UPDATE OF instance_id, result_id ON evidence_files
  FOR EACH ROW EXECUTE FUNCTION evidence_files_in_result_year();
