CREATE TABLE "calculator_containers" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"updated_associations_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_containers_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "calculator_group_containers" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	CONSTRAINT "calculator_group_containers_company_id_group_id_container_id_pk" PRIMARY KEY("company_id","group_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "calculator_groups" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_groups_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "calculator_instances" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"container_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"surcharge_percent" double precision DEFAULT 0 NOT NULL,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"selected_voluntary_section_ids" text[] DEFAULT '{}' NOT NULL,
	"electricity_region" text NOT NULL,
	"form_type" text NOT NULL,
	"form_version" text NOT NULL,
	"section_ids_marked_as_excluded" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_instances_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "calculator_results" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"parent_id" uuid,
	"position" bigserial NOT NULL,
	"form_option_id" text NOT NULL,
	"form_version" text NOT NULL,
	"c1" text NOT NULL,
	"c2" text,
	"c3" text,
	"name" text DEFAULT '' NOT NULL,
	"assumptions" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"csv_id" text,
	"start_date" date,
	"end_date" date,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"is_excluded" boolean DEFAULT false NOT NULL,
	"is_marked_complete" boolean DEFAULT false NOT NULL,
	"emission_activity_inputs" jsonb NOT NULL,
	"generic_inputs" jsonb NOT NULL,
	"picked_factor_id" text,
	"user_factor" jsonb,
	"generated_from_file" text,
	"sources" jsonb NOT NULL,
	"data_quality" jsonb NOT NULL,
	"time_period_factor" double precision DEFAULT 1 NOT NULL,
	"emissions" jsonb NOT NULL,
	"ghg_scope" jsonb,
	"factors_used" jsonb NOT NULL,
	"calculation_issue" text,
	"distribution_percent" double precision,
	"kg_scope1" double precision DEFAULT 0 NOT NULL,
	"kg_scope2_market" double precision DEFAULT 0 NOT NULL,
	"kg_scope2_location" double precision DEFAULT 0 NOT NULL,
	"kg_scope3" double precision DEFAULT 0 NOT NULL,
	"scope3_category" smallint,
	"kg_fuel_energy_upstream" double precision DEFAULT 0 NOT NULL,
	"kg_unscoped" double precision DEFAULT 0 NOT NULL,
	"kg_total" double precision DEFAULT 0 NOT NULL,
	"kg_total_location" double precision DEFAULT 0 NOT NULL,
	"kwh_energy" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_results_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "calculator_containers" ADD CONSTRAINT "calculator_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_group_containers" ADD CONSTRAINT "calculator_group_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_group_containers" ADD CONSTRAINT "calculator_group_containers_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."calculator_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_group_containers" ADD CONSTRAINT "calculator_group_containers_container_fk" FOREIGN KEY ("company_id","container_id") REFERENCES "public"."calculator_containers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_groups" ADD CONSTRAINT "calculator_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD CONSTRAINT "calculator_instances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD CONSTRAINT "calculator_instances_container_fk" FOREIGN KEY ("company_id","container_id") REFERENCES "public"."calculator_containers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."calculator_results"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_instances_container" ON "calculator_instances" USING btree ("company_id","container_id","start_date");--> statement-breakpoint
CREATE INDEX "calculator_results_instance_position" ON "calculator_results" USING btree ("company_id","instance_id","position");--> statement-breakpoint
CREATE INDEX "calculator_results_instance_section" ON "calculator_results" USING btree ("company_id","instance_id","c1","c2");--> statement-breakpoint
CREATE INDEX "calculator_results_parent" ON "calculator_results" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "factors_lineage_key" ON "factors" USING btree ("lineage_key");