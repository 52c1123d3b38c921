-- Commute and home-office surveys (docs/surveys.md), over the forms of migration 0053.
CREATE TABLE "surveys" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"audience" text NOT NULL,
	"team_ids" uuid[] NOT NULL,
	"head_count" integer,
	"weeks_per_year" smallint NOT NULL,
	"inventory_rows" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_pkey" PRIMARY KEY ("company_id", "id"),
	CONSTRAINT "surveys_form" UNIQUE ("company_id", "form_id"),
	CONSTRAINT "surveys_form_fk" FOREIGN KEY ("company_id", "form_id") REFERENCES "forms"("company_id", "id") ON DELETE CASCADE,
	CONSTRAINT "surveys_audience" CHECK ("audience" IN ('all', 'teams', 'open')),
	CONSTRAINT "surveys_period" CHECK ("period_end" >= "period_start")
);
