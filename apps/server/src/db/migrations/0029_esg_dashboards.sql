-- Public ESG dashboards of ESG years (docs/esg.md): chosen disclosures, the public id while published,
-- and the locked snapshot.
CREATE TABLE "esg_dashboards" (
	"company_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"disclosures" text[] NOT NULL,
	"public_id" text,
	"published_at" timestamp with time zone,
	"snapshot" jsonb,
	"locked_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_dashboards_company_id_instance_id_pk" PRIMARY KEY("company_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "esg_dashboards" ADD CONSTRAINT "esg_dashboards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_dashboards" ADD CONSTRAINT "esg_dashboards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_dashboards" ADD CONSTRAINT "esg_dashboards_instance_fk" FOREIGN KEY ("company_id","instance_id") REFERENCES "public"."calculator_instances"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esg_dashboards_public_id" ON "esg_dashboards" USING btree ("public_id");
