-- Review marks of results (who, when, comment; calculator_results.is_reviewed is the mark) and the
-- assurance of a year (spec section 4: none, limited, reliable), docs/review-and-assurance.md.
CREATE TABLE "result_reviews" (
	"company_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "result_reviews_company_id_result_id_pk" PRIMARY KEY("company_id","result_id")
);
--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "assurance_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "assurance_provider" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD COLUMN "assurance_date" date;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_result_fk" FOREIGN KEY ("company_id","result_id") REFERENCES "public"."calculator_results"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_reviews_instance" ON "result_reviews" USING btree ("company_id","instance_id");
