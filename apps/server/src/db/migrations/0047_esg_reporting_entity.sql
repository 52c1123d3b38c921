-- The identifier a company names itself by in its XBRL reports (an LEI, a national register's EUID, a
-- D-U-N-S number or a PermID), one per company.
CREATE TABLE "esg_reporting_entities" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"identifier" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esg_reporting_entities_pkey" PRIMARY KEY("company_id"),
	CONSTRAINT "esg_reporting_entities_kind" CHECK ("esg_reporting_entities"."kind" in ('lei', 'euid', 'duns', 'permid'))
);
--> statement-breakpoint
ALTER TABLE "esg_reporting_entities" ADD CONSTRAINT "esg_reporting_entities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esg_reporting_entities" ADD CONSTRAINT "esg_reporting_entities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
