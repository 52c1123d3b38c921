export * from './build-chart-option.ts';
export * from './chart-palette.ts';
export * from './chart-spec.ts';
export * from './chart-spec-schema.ts';
export * from './chart-table.ts';
export * from './emission-charts.ts';
export * from './format-chart-value.ts';
export * from './survey-charts.ts';
