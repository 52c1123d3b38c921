-- The change log's hash covers the year an entry belongs to (docs/audit-trail.md). Entries written so
-- far were hashed without it: they keep hash version 1 and their hashes, so every chain stays
-- verifiable; the app writes version 2 from now on, which hashes `instance_id` and the version too.
-- No default: every writer says which version it hashed.
ALTER TABLE "change_log" ADD COLUMN "hash_version" smallint NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "hash_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_hash_version_known" CHECK ("hash_version" IN (1, 2));
