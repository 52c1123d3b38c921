-- The figures each year's survey rows were made with (`CommuteMethod`), so the Word report words the
-- method in its own language (docs/surveys.md).
ALTER TABLE "surveys" ADD COLUMN "inventory_methods" jsonb DEFAULT '{}'::jsonb NOT NULL;
