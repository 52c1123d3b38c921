-- FIGARO purchaser-price rows carry the rebasing ratio and margin term that convert a supplier
-- country's basic-price factor to the buying country's purchaser prices. Library rows only: a
-- company's own factors have no valuation tables.
ALTER TABLE "factors" ADD COLUMN "purchaser_valuation" jsonb;
