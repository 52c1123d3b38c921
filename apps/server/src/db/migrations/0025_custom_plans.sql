-- Custom plans (custom solutions, docs/billing.md): licences an operator creates with a code, attached to one
-- company at registration or by its admin. Codes are unique regardless of case; a plan is priced or invoiced separately.
CREATE TABLE "custom_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"products" text[] NOT NULL,
	"form_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"seats" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"price_amount" numeric(14, 2),
	"price_currency" text,
	"invoiced_separately" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" uuid,
	"attached_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "custom_plans_term" CHECK ("custom_plans"."ends_on" >= "custom_plans"."starts_on"),
	CONSTRAINT "custom_plans_seats" CHECK ("custom_plans"."seats" >= 1),
	CONSTRAINT "custom_plans_price" CHECK (("custom_plans"."invoiced_separately" and "custom_plans"."price_amount" is null and "custom_plans"."price_currency" is null) or (not "custom_plans"."invoiced_separately" and "custom_plans"."price_amount" is not null and "custom_plans"."price_currency" is not null))
);
--> statement-breakpoint
ALTER TABLE "custom_plans" ADD CONSTRAINT "custom_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_plans" ADD CONSTRAINT "custom_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_plans_code_key" ON "custom_plans" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "custom_plans_company" ON "custom_plans" USING btree ("company_id");