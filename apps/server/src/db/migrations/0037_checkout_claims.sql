CREATE TABLE "checkout_claims" (
	"company_id" uuid NOT NULL,
	"product" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_claims_company_id_product_pk" PRIMARY KEY("company_id","product")
);
--> statement-breakpoint
ALTER TABLE "checkout_claims" ADD CONSTRAINT "checkout_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;