-- Transmission and distribution losses of a year's grid, in percent of the electricity put into the grid,
-- entered where no open source gives them (Ember-priced countries); null: not entered.
ALTER TABLE "calculator_instances" ADD COLUMN "grid_loss_percent" double precision;--> statement-breakpoint
ALTER TABLE "calculator_instances" ADD CONSTRAINT "calculator_instances_grid_loss_percent" CHECK ("calculator_instances"."grid_loss_percent" is null or ("calculator_instances"."grid_loss_percent" >= 0 and "calculator_instances"."grid_loss_percent" < 100));
