-- Proof that a company controls the email domain its single sign-on claims: a DNS TXT record with the
-- company's challenge, or a code mailed to an address at the domain. Until then sign-in does not use it.
-- Settings saved before this change keep working only once their domain is proven.
ALTER TABLE "sso_configs" ADD COLUMN "domain_challenge" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;
--> statement-breakpoint
ALTER TABLE "sso_configs" ADD COLUMN "domain_verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sso_configs" ADD COLUMN "domain_code_hash" text;
--> statement-breakpoint
ALTER TABLE "sso_configs" ADD COLUMN "domain_code_expires_at" timestamp with time zone;
