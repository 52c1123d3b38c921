-- Registrations waiting for their address to be confirmed through a mailed link: the account and its
-- company are only created when the link is opened, so registering never tells whether an address
-- already has an account. The token is stored hashed; the row goes when the link is used.
CREATE TABLE "pending_registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_registrations_email" ON "pending_registrations" USING btree ("email");
--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_at" ON "pending_registrations" USING btree ("expires_at");
