-- A company's trial of a product (workforce, events), recorded by the server when the trial flag is first
-- used: one per company and product, never restarted, open from started_at until ends_at.
CREATE TABLE IF NOT EXISTS "company_trials" (
	"company_id" uuid NOT NULL,
	"product" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"started_by" uuid,
	CONSTRAINT "company_trials_company_id_product_pk" PRIMARY KEY("company_id","product"),
	CONSTRAINT "company_trials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade,
	CONSTRAINT "company_trials_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null,
	CONSTRAINT "company_trials_ends_after_start" CHECK ("ends_at" > "started_at")
);
