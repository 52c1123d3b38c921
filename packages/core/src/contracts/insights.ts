import { z } from 'zod';
import { chartSpecSchema } from '../charts/chart-spec-schema.ts';
import { publicTextSchema } from '../claims/public-text-schema.ts';
import type { Role } from '../roles/role.ts';
import { targetWithProgressSchema } from './reduction.ts';

/**
 * Spec section 6 names no insights capability: members read, editors build widgets, and what goes public
 * (publishing, withdrawing, the hosts that may embed) is the admin's, like publishing a report.
 */
export const INSIGHTS_READ_ROLE: Role = 'viewer';
export const INSIGHTS_EDIT_ROLE: Role = 'editor';
export const INSIGHTS_PUBLISH_ROLE: Role = 'admin';

/** What a widget shows (spec §1 "Climate insights widgets"). Contributions join once that module exists. */
export const WIDGET_KINDS = [
  'footprint',
  'base-year-change',
  'intensity',
  'target-progress',
  'energy-mix',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];
export const WIDGET_THEMES = ['light', 'dark'] as const;
export const WIDGET_LANGUAGES = ['en', 'de'] as const;
export const INTENSITY_BASES = ['employee', 'revenue'] as const;
export type IntensityBasis = (typeof INTENSITY_BASES)[number];

/** Pixels of a widget image: a signature badge, a post, a page banner (16:9 for the two larger). */
export const WIDGET_PIXELS: Record<WidgetSize, { width: number; height: number }> = {
  small: { width: 480, height: 160 },
  medium: { width: 800, height: 450 },
  large: { width: 1200, height: 675 },
};

export const MAX_WIDGETS_PER_COMPANY = 50;
export const MAX_WIDGET_TITLE_LENGTH = 120;
export const MAX_WIDGET_YEARS = 10;
export const MAX_FRAME_DOMAINS = 20;

const id = z.uuid({ error: 'validation.invalid' });
const year = z.number({ error: 'validation.number' }).int({ error: 'validation.number' }).min(1990).max(2100);

/** A widget's settings as the company edits them. */
export const widgetSettingsSchema = z
  .object({
    kind: z.enum(WIDGET_KINDS, { error: 'validation.invalid' }),
    /** Empty: the kind's own title in the widget's language. */
    title: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(MAX_WIDGET_TITLE_LENGTH, { error: 'validation.tooLong' })
      .regex(/^[^\p{Cc}]*$/u, { error: 'validation.invalid' })
      // A published text: no climate-neutrality or similar claim (Directive (EU) 2024/825).
      .pipe(publicTextSchema),
    /** The Corporate project whose years the widget shows. */
    container: id,
    years: z
      .array(year)
      .min(1, { error: 'validation.required' })
      .max(MAX_WIDGET_YEARS, { error: 'validation.tooMany' })
      .refine((years) => new Set(years).size === years.length, { error: 'validation.invalid' }),
    size: z.enum(WIDGET_SIZES, { error: 'validation.invalid' }),
    language: z.enum(WIDGET_LANGUAGES, { error: 'validation.invalid' }),
    theme: z.enum(WIDGET_THEMES, { error: 'validation.invalid' }),
    intensityBasis: z.enum(INTENSITY_BASES, { error: 'validation.invalid' }).nullable().default(null),
    /** Head count for per-employee figures; null: the Workforce module's employees. */
    headCount: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .positive({ error: 'validation.number' })
      .max(10_000_000)
      .nullable()
      .default(null),
    target: id.nullable().default(null),
  })
  .superRefine((settings, context) => {
    if (settings.kind === 'base-year-change' && settings.years.length < 2) {
      context.addIssue({ code: 'custom', path: ['years'], message: 'validation.insights.twoYears' });
    }
    if (settings.kind === 'intensity' && settings.intensityBasis === null) {
      context.addIssue({ code: 'custom', path: ['intensityBasis'], message: 'validation.required' });
    }
    if (settings.kind === 'target-progress' && settings.target === null) {
      context.addIssue({ code: 'custom', path: ['target'], message: 'validation.required' });
    }
  });
export type WidgetSettings = z.output<typeof widgetSettingsSchema>;
export type WidgetSettingsInput = z.input<typeof widgetSettingsSchema>;

/** One year's figures of a widget's project (market-based Scope 2 in the total, as in Analyze). */
export const widgetYearFiguresSchema = z.object({
  year: z.number().int(),
  totalKg: z.number(),
  scope1Kg: z.number(),
  scope2Kg: z.number(),
  scope2LocationKg: z.number(),
  scope3Kg: z.number(),
  unscopedKg: z.number(),
  netRevenue: z.number().nullable(),
  /** Market-based kWh by ESRS E1-5 source group. */
  energyKwh: z.object({ fossil: z.number(), nuclear: z.number(), renewable: z.number() }),
});
export type WidgetYearFigures = z.infer<typeof widgetYearFiguresSchema>;

/** The figures a widget is drawn from, read from the company's calculator, targets and Workforce. */
export const widgetFiguresSchema = z.object({
  companyName: z.string(),
  currency: z.string(),
  years: z.array(widgetYearFiguresSchema),
  /** The years asked for that the project has no figures for. */
  missingYears: z.array(z.number().int()),
  headCount: z.object({ value: z.number(), source: z.enum(['workforce', 'entered']) }).nullable(),
  target: targetWithProgressSchema.nullable(),
});
export type WidgetFigures = z.infer<typeof widgetFiguresSchema>;

/** What a widget says: the same on the dashboard, the public pages and the image. */
export const widgetViewSchema = z.object({
  title: z.string(),
  headline: z.string(),
  /** The lawful statement of what was measured (and, later, financed), and the method. */
  statements: z.array(z.string()),
  chart: chartSpecSchema.nullable(),
  /** The chart's figures written out, for the data table. */
  table: z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.string())) }).nullable(),
  /** Why there is nothing to show (no figures for the years), in the widget's language; null when there is. */
  emptyReason: z.string().nullable(),
});
export type WidgetView = z.infer<typeof widgetViewSchema>;

export const widgetPublicationSchema = z.object({
  publicId: z.string(),
  publishedAt: z.string(),
  /** The current snapshot: its hash, when it was computed, and whether today's figures still match it. */
  snapshotHash: z.string(),
  computedAt: z.string(),
  isCurrent: z.boolean(),
});

export const widgetSchema = z.object({
  _id: z.string(),
  settings: z.object({
    kind: z.enum(WIDGET_KINDS),
    title: z.string(),
    container: z.string(),
    years: z.array(z.number().int()),
    size: z.enum(WIDGET_SIZES),
    language: z.enum(WIDGET_LANGUAGES),
    theme: z.enum(WIDGET_THEMES),
    intensityBasis: z.enum(INTENSITY_BASES).nullable(),
    headCount: z.number().nullable(),
    target: z.string().nullable(),
  }),
  /** Today's figures and what the widget says with them. */
  figures: widgetFiguresSchema,
  view: widgetViewSchema,
  publication: widgetPublicationSchema.nullable(),
  updatedAt: z.string(),
});
export type Widget = z.infer<typeof widgetSchema>;

/** `GET /api/company/analytics`: the company's widgets with their data, and its public analytics page. */
export const analyticsResponseSchema = z.object({
  widgets: z.array(widgetSchema),
  page: z.object({
    /** The public analytics page's id while any widget is published; null otherwise. */
    publicId: z.string().nullable(),
    frameDomains: z.array(z.string()),
  }),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const widgetResponseSchema = z.object({ widget: widgetSchema });

/** A host a company lets embed its widgets: "example.com" or "*.example.com" (https only). */
export const frameDomainSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    error: 'validation.insights.frameDomain',
  });

export const frameDomainsRequestSchema = z.object({
  frameDomains: z
    .array(frameDomainSchema)
    .max(MAX_FRAME_DOMAINS, { error: 'validation.tooMany' })
    .transform((domains) => [...new Set(domains)]),
});

/** `GET /api/public/insights/verify/:hash`: whether a published figure is the company's current one. */
export const VERIFICATION_STATES = ['current', 'superseded', 'withdrawn'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
