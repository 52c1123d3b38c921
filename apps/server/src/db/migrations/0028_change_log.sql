-- The change log, tamper-evident (docs/audit-trail.md): one hash chain per company. Entries are only
-- ever appended; `change_log_heads` holds each company's last sequence and hash and is locked FOR UPDATE
-- by every append, so two writers never fork the chain and the sequence has no gaps.
CREATE TABLE "change_log" (
	"company_id" uuid NOT NULL,
	"sequence" bigint NOT NULL,
	"instance_id" uuid,
	"actor_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "change_log_company_id_sequence_pk" PRIMARY KEY("company_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "change_log_heads" (
	"company_id" uuid NOT NULL,
	"sequence" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "change_log_heads_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log_heads" ADD CONSTRAINT "change_log_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_instance" ON "change_log" USING btree ("company_id","instance_id","sequence");
