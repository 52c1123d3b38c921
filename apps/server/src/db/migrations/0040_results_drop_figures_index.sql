-- Every stored result pays for each index of calculator_results on its way in. calculator_results_figures
-- covered the figure columns for a scan of a whole year, which nothing reads any more: setup, Analyze and
-- results/manage read the sums the triggers keep (calculator_result_sums), and the report and the audit
-- read the rows themselves. Without it an import writes about a tenth less to the database's log.
DROP INDEX IF EXISTS calculator_results_figures;
