CREATE TABLE "company_factors" (
	"company_id" uuid NOT NULL,
	"id" text NOT NULL,
	"lineage_key" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"edition" text NOT NULL,
	"year" integer NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source_row_ids" text[] NOT NULL,
	"scope" smallint,
	"scope3_category" smallint,
	"level0" text,
	"level1" text,
	"level2" text,
	"level3" text,
	"level4" text,
	"variant" text,
	"region" text,
	"activity_unit" text NOT NULL,
	"unit_category" text NOT NULL,
	"source_unit" text NOT NULL,
	"source_value_unit" text NOT NULL,
	"value" double precision,
	"value_unit" text NOT NULL,
	"gases" jsonb,
	"gwp_set" text,
	"basis" text NOT NULL,
	"calorific_basis" text,
	"electricity_mix" jsonb,
	"grid_gross_loss_fraction" double precision,
	"derivation" text,
	"notes" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(level0, '') || ' ' || coalesce(level1, '') || ' ' || coalesce(level2, '') || ' ' || coalesce(level3, '') || ' ' || coalesce(level4, '') || ' ' || coalesce(variant, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(region, '') || ' ' || coalesce(source, '') || ' ' || coalesce(source_name, '') || ' ' || coalesce(edition, '') || ' ' || coalesce(activity_unit, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_factors_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "factor_editions" (
	"library_file" text PRIMARY KEY NOT NULL,
	"sources" text[] NOT NULL,
	"edition" text NOT NULL,
	"contents" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"row_count" integer NOT NULL,
	"sha256" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factors" (
	"id" text PRIMARY KEY NOT NULL,
	"lineage_key" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"edition" text NOT NULL,
	"year" integer NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source_row_ids" text[] NOT NULL,
	"scope" smallint,
	"scope3_category" smallint,
	"level0" text,
	"level1" text,
	"level2" text,
	"level3" text,
	"level4" text,
	"variant" text,
	"region" text,
	"activity_unit" text NOT NULL,
	"unit_category" text NOT NULL,
	"source_unit" text NOT NULL,
	"source_value_unit" text NOT NULL,
	"value" double precision,
	"value_unit" text NOT NULL,
	"gases" jsonb,
	"gwp_set" text,
	"basis" text NOT NULL,
	"calorific_basis" text,
	"electricity_mix" jsonb,
	"grid_gross_loss_fraction" double precision,
	"derivation" text,
	"notes" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(level0, '') || ' ' || coalesce(level1, '') || ' ' || coalesce(level2, '') || ' ' || coalesce(level3, '') || ' ' || coalesce(level4, '') || ' ' || coalesce(variant, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(region, '') || ' ' || coalesce(source, '') || ' ' || coalesce(source_name, '') || ' ' || coalesce(edition, '') || ' ' || coalesce(activity_unit, '')), 'C')) STORED,
	"library_file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gwp_values" (
	"gas" text PRIMARY KEY NOT NULL,
	"ar4" double precision,
	"ar5" double precision,
	"ar6" double precision,
	"aliases" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refrigerant_blends" (
	"designation" text PRIMARY KEY NOT NULL,
	"source_row_id" text NOT NULL,
	"composition_as_published" text NOT NULL,
	"components" jsonb NOT NULL,
	"gwp_ar5_published" double precision NOT NULL,
	"gwp_ar5_recomputed" double precision NOT NULL,
	"gwp_ar6" double precision,
	"gwp_ar6_all_components" double precision,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "company_factors" ADD CONSTRAINT "company_factors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_factors_search" ON "company_factors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "factors_search" ON "factors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "factors_library_file" ON "factors" USING btree ("library_file");--> statement-breakpoint
CREATE INDEX "factors_source_edition" ON "factors" USING btree ("source","edition");--> statement-breakpoint
CREATE INDEX "factors_levels" ON "factors" USING btree ("level0","level1","level2","level3","level4");--> statement-breakpoint
CREATE VIEW "public"."visible_factors" AS (select null::uuid as company_id, id, lineage_key, kind, source, source_name, edition, year, licence, attribution, source_row_ids, scope, scope3_category, level0, level1, level2, level3, level4, variant, region, activity_unit, unit_category, source_unit, source_value_unit, value, value_unit, gases, gwp_set, basis, calorific_basis, electricity_mix, grid_gross_loss_fraction, derivation, notes, search_vector from factors union all select company_id, id, lineage_key, kind, source, source_name, edition, year, licence, attribution, source_row_ids, scope, scope3_category, level0, level1, level2, level3, level4, variant, region, activity_unit, unit_category, source_unit, source_value_unit, value, value_unit, gases, gwp_set, basis, calorific_basis, electricity_mix, grid_gross_loss_fraction, derivation, notes, search_vector from company_factors);