CREATE TABLE "engage_reports" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"instance_ids" uuid[] NOT NULL,
	"content" jsonb NOT NULL,
	"public_id" text,
	"published_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engage_reports_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "engage_reports" ADD CONSTRAINT "engage_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engage_reports" ADD CONSTRAINT "engage_reports_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."calculator_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engage_reports_public_id" ON "engage_reports" USING btree ("public_id");