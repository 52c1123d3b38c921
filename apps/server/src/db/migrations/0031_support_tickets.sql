-- Support tickets of signed-in users and the operators' answers, docs/support-tickets.md.
-- The optional attachment (at most 5 MB) is kept in the row so a ticket lands whole or not at all.
CREATE TABLE "support_ticket_replies" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_replies_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_media_type" text,
	"attachment_size_bytes" integer,
	"attachment_content" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "support_tickets_status" CHECK ("support_tickets"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."support_tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_replies_ticket" ON "support_ticket_replies" USING btree ("company_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_author" ON "support_tickets" USING btree ("company_id","created_by","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_updated" ON "support_tickets" USING btree ("updated_at");