-- A reduction plan belongs to a project or to a group (plan_kind, plan_id), so no foreign key can follow
-- it. These triggers do what a cascade would: deleting a project or a group deletes its tracked and own
-- ideas, its targets and its published climate action plan (whose public link then ends).
CREATE FUNCTION reduction_plans_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'calculator_groups' THEN 'group' ELSE 'container' END;
BEGIN
  DELETE FROM reduction_idea_tracking WHERE company_id = OLD.company_id AND plan_kind = kind AND plan_id = OLD.id;
  DELETE FROM reduction_custom_ideas WHERE company_id = OLD.company_id AND plan_kind = kind AND plan_id = OLD.id;
  DELETE FROM reduction_targets WHERE company_id = OLD.company_id AND plan_kind = kind AND plan_id = OLD.id;
  DELETE FROM climate_action_plans WHERE company_id = OLD.company_id AND plan_kind = kind AND plan_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reduction_plans_forget_container AFTER DELETE ON calculator_containers
  FOR EACH ROW EXECUTE FUNCTION reduction_plans_forget();
--> statement-breakpoint
CREATE TRIGGER reduction_plans_forget_group AFTER DELETE ON calculator_groups
  FOR EACH ROW EXECUTE FUNCTION reduction_plans_forget();
--> statement-breakpoint
-- Plans of projects and groups deleted before this migration.
DELETE FROM reduction_idea_tracking t WHERE NOT EXISTS (
  SELECT 1 FROM calculator_containers c WHERE t.plan_kind = 'container' AND c.company_id = t.company_id AND c.id = t.plan_id
  UNION ALL
  SELECT 1 FROM calculator_groups g WHERE t.plan_kind = 'group' AND g.company_id = t.company_id AND g.id = t.plan_id);
--> statement-breakpoint
DELETE FROM reduction_custom_ideas t WHERE NOT EXISTS (
  SELECT 1 FROM calculator_containers c WHERE t.plan_kind = 'container' AND c.company_id = t.company_id AND c.id = t.plan_id
  UNION ALL
  SELECT 1 FROM calculator_groups g WHERE t.plan_kind = 'group' AND g.company_id = t.company_id AND g.id = t.plan_id);
--> statement-breakpoint
DELETE FROM reduction_targets t WHERE NOT EXISTS (
  SELECT 1 FROM calculator_containers c WHERE t.plan_kind = 'container' AND c.company_id = t.company_id AND c.id = t.plan_id
  UNION ALL
  SELECT 1 FROM calculator_groups g WHERE t.plan_kind = 'group' AND g.company_id = t.company_id AND g.id = t.plan_id);
--> statement-breakpoint
DELETE FROM climate_action_plans t WHERE NOT EXISTS (
  SELECT 1 FROM calculator_containers c WHERE t.plan_kind = 'container' AND c.company_id = t.company_id AND c.id = t.plan_id
  UNION ALL
  SELECT 1 FROM calculator_groups g WHERE t.plan_kind = 'group' AND g.company_id = t.company_id AND g.id = t.plan_id);
