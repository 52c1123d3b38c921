-- Data-quality indicators now start "not assessed" (null) instead of level 1. A row whose five
-- indicators all read 1 carries the former default, which cannot be told from a rating, and would now
-- read "very good": it goes back to not assessed, so its quality follows its sources alone.
UPDATE calculator_results SET data_quality = jsonb_build_object(
  'age', null, 'completeness', null, 'geography', null, 'reliability', null, 'technology', null)
WHERE jsonb_typeof(data_quality) = 'object'
  AND data_quality->>'age' = '1' AND data_quality->>'completeness' = '1'
  AND data_quality->>'geography' = '1' AND data_quality->>'reliability' = '1'
  AND data_quality->>'technology' = '1';
