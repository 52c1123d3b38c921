-- Public links and the answer store of forms and surveys (docs/architecture.md "Survey engine and public links").
CREATE TABLE "public_links" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient_id" uuid,
	"group_key" text,
	"token_hash" text NOT NULL,
	"token_ciphertext" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"sent_count" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_links_pkey" PRIMARY KEY ("company_id", "id"),
	CONSTRAINT "public_links_kind" CHECK ("kind" IN ('personal', 'open')),
	CONSTRAINT "public_links_personal_recipient" CHECK ("kind" = 'personal' OR "recipient_id" IS NULL)
);
--> statement-breakpoint
CREATE INDEX "public_links_token" ON "public_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "public_links_subject" ON "public_links" USING btree ("company_id", "purpose", "subject_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "public_links_recipient" ON "public_links" USING btree ("company_id", "purpose", "subject_id", "recipient_id") WHERE "recipient_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "forms" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"title" text NOT NULL,
	"languages" text[] NOT NULL,
	"question_set" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"open_link_limit_per_address" smallint DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_pkey" PRIMARY KEY ("company_id", "id"),
	CONSTRAINT "forms_state" CHECK ("state" IN ('draft', 'open', 'closed')),
	CONSTRAINT "forms_open_link_limit" CHECK ("open_link_limit_per_address" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "form_responses" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"link_id" uuid,
	"group_key" text,
	"address_hash" text,
	"answers" jsonb NOT NULL,
	"answers_hash" text NOT NULL,
	"state" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_responses_pkey" PRIMARY KEY ("company_id", "id"),
	CONSTRAINT "form_responses_form_fk" FOREIGN KEY ("company_id", "form_id") REFERENCES "forms"("company_id", "id") ON DELETE CASCADE,
	CONSTRAINT "form_responses_state" CHECK ("state" IN ('draft', 'submitted')),
	CONSTRAINT "form_responses_submitted_at" CHECK (("state" = 'submitted') = ("submitted_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_responses_link" ON "form_responses" USING btree ("company_id", "link_id") WHERE "link_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "form_responses_form" ON "form_responses" USING btree ("company_id", "form_id", "state");
--> statement-breakpoint
CREATE INDEX "form_responses_address" ON "form_responses" USING btree ("company_id", "form_id", "address_hash") WHERE "address_hash" IS NOT NULL;
