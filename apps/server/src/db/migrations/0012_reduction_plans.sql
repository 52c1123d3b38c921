CREATE TABLE "climate_action_plans" (
	"company_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climate_action_plans_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
CREATE TABLE "reduction_custom_ideas" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"investment" text NOT NULL,
	"cost" text NOT NULL,
	"effort" text NOT NULL,
	"impact" text NOT NULL,
	"reduction_value" double precision NOT NULL,
	"reduction_unit" text NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"responsible" text DEFAULT '' NOT NULL,
	"due_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reduction_custom_ideas_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "reduction_idea_tracking" (
	"company_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"idea_id" text NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"responsible" text DEFAULT '' NOT NULL,
	"due_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reduction_idea_tracking_company_id_plan_kind_plan_id_idea_id_pk" PRIMARY KEY("company_id","plan_kind","plan_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "reduction_targets" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"base_instance_id" uuid NOT NULL,
	"target_year" smallint NOT NULL,
	"scope" text NOT NULL,
	"reduction_percent" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reduction_targets_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "climate_action_plans" ADD CONSTRAINT "climate_action_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_custom_ideas" ADD CONSTRAINT "reduction_custom_ideas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_idea_tracking" ADD CONSTRAINT "reduction_idea_tracking_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_targets" ADD CONSTRAINT "reduction_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climate_action_plans_public_id" ON "climate_action_plans" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "reduction_custom_ideas_plan" ON "reduction_custom_ideas" USING btree ("company_id","plan_kind","plan_id");--> statement-breakpoint
CREATE INDEX "reduction_targets_plan" ON "reduction_targets" USING btree ("company_id","plan_kind","plan_id");