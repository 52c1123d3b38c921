-- Workforce: a company's employees (by email) and teams (docs/workforce.md).
CREATE TABLE "workforce_employees" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workforce_employees_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "workforce_employees_email" UNIQUE("company_id","email")
);
--> statement-breakpoint
CREATE TABLE "workforce_teams" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workforce_teams_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "workforce_teams_name" UNIQUE("company_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "workforce_employees" ADD CONSTRAINT "workforce_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_employees" ADD CONSTRAINT "workforce_employees_team_fk" FOREIGN KEY ("company_id","team_id") REFERENCES "public"."workforce_teams"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workforce_teams" ADD CONSTRAINT "workforce_teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workforce_employees_recent" ON "workforce_employees" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "workforce_employees_team" ON "workforce_employees" USING btree ("company_id","team_id") WHERE "workforce_employees"."team_id" is not null;