-- Results: the company is reached through the year's key (calculator_results_instance_fk, whose year
-- belongs to the company and follows its deletion), so the row's own key to companies only checked every
-- written row a second time.
ALTER TABLE "calculator_results" DROP CONSTRAINT "calculator_results_company_id_companies_id_fk";
--> statement-breakpoint
-- Company and import key first: an upload probes them per row (findStoredImportKeys) without touching the
-- year's rows.
DROP INDEX "calculator_results_import_key";--> statement-breakpoint
CREATE UNIQUE INDEX "calculator_results_import_key" ON "calculator_results" USING btree ("company_id","import_key","instance_id") WHERE import_key is not null;