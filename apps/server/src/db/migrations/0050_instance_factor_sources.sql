-- The factor source per kind of activity a year is computed with (fuels, grid, spend, travel and waste),
-- chosen by an admin. Null: the year follows its region's defaults, also after a change of region.
ALTER TABLE "calculator_instances" ADD COLUMN "factor_sources" jsonb;
