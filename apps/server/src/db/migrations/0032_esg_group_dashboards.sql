-- Public ESG dashboards of groups (docs/esg.md): chosen disclosures, the public id while published,
-- and the locked snapshot.
CREATE TABLE "esg_group_dashboards" (
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"disclosures" text[] NOT NULL,
	"public_id" text,
	"published_at" timestamp with time zone,
	"snapshot" jsonb,
	"locked_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_group_dashboards_company_id_group_id_pk" PRIMARY KEY("company_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "esg_group_dashboards" ADD CONSTRAINT "esg_group_dashboards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_group_dashboards" ADD CONSTRAINT "esg_group_dashboards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_group_dashboards" ADD CONSTRAINT "esg_group_dashboards_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."calculator_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esg_group_dashboards_public_id" ON "esg_group_dashboards" USING btree ("public_id");
