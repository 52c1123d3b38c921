-- Stored company subscriptions for BILLING=stripe: one row per company and product. The session
-- presents them as `subscriptions` (docs/billing.md); with BILLING=off the table is not read.
CREATE TABLE "company_subscriptions" (
	"company_id" uuid NOT NULL,
	"product" text NOT NULL,
	"collection_method" text NOT NULL,
	"invoice_due_at" timestamp with time zone,
	"has_paid_current_period_invoice" boolean DEFAULT false NOT NULL,
	"stripe_subscription_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_subscriptions_company_id_product_pk" PRIMARY KEY("company_id","product")
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;