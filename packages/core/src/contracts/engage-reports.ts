import { z } from 'zod';
import { TARGET_SCOPES } from '../reduction/levels.ts';

/**
 * Engage reports (spec section 2: the Engage tab and its report generator, the public page
 * `/reports/:id`). A report covers one year of a project or a group's year; its figures are frozen
 * into a snapshot when it is published, so the public page keeps showing what was published.
 */

/** Accent colours a report's brand may pick: dark enough for white text on them (WCAG AA). */
export const ENGAGE_ACCENT_COLOURS = {
  emerald: '#047857',
  teal: '#0f766e',
  sky: '#0369a1',
  indigo: '#4338ca',
  rose: '#be123c',
  amber: '#b45309',
  slate: '#334155',
} as const;
export type EngageAccentColour = keyof typeof ENGAGE_ACCENT_COLOURS;
export const ENGAGE_ACCENT_COLOUR_NAMES = Object.keys(ENGAGE_ACCENT_COLOURS) as [
  EngageAccentColour,
  ...EngageAccentColour[],
];

/** Most top sources and sections a snapshot keeps. */
export const ENGAGE_TOP_SOURCES_LIMIT = 5;
export const ENGAGE_SECTIONS_LIMIT = 12;
/** Most years one report covers (a group's year spans one year of each of its projects). */
export const MAX_ENGAGE_REPORT_INSTANCES = 200;

const id = z.uuid({ error: 'validation.invalid' });
const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
// Only web links: a `javascript:` or `data:` address must never become a link on the public page.
const websiteUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.invalid' })
  .max(300, { error: 'validation.tooLong' });

/** Which figures the report shows. */
export const engageFigureChoiceSchema = z.object({
  total: z.boolean(),
  scopes: z.boolean(),
  /** With `scopes`: Scope 2 location-based next to the market-based figure (GHG Protocol dual reporting). */
  scope2LocationBased: z.boolean(),
  sections: z.boolean(),
  topSources: z.boolean(),
  equivalents: z.boolean(),
  commitments: z.boolean(),
});
export type EngageFigureChoice = z.infer<typeof engageFigureChoiceSchema>;
export type EngageFigureKey = keyof EngageFigureChoice;

/** What a report says and how it looks. */
export const engageReportContentSchema = z.object({
  figures: engageFigureChoiceSchema,
  texts: z.object({
    title: requiredText(120),
    introduction: text(2000),
    commitments: text(2000),
  }),
  brand: z.object({
    displayName: requiredText(120),
    accentColour: z.enum(ENGAGE_ACCENT_COLOUR_NAMES, { error: 'validation.invalid' }),
    websiteUrl: websiteUrl.nullable(),
  }),
});
export type EngageReportContent = z.infer<typeof engageReportContentSchema>;

/** The frozen figures of a published report (taken from the calculator aggregation). */
/** A reduction target as a report states it (the project's targets from the Impact tab). */
export const engageTargetSchema = z.object({
  scope: z.enum(TARGET_SCOPES),
  baseYear: z.number().int(),
  targetYear: z.number().int(),
  reductionPercent: z.number(),
});
export type EngageTarget = z.infer<typeof engageTargetSchema>;

/** A year's assurance at publishing (spec section 4), named by its project (a group's year has several). */
export const engageAssuranceSchema = z.object({
  entity: z.string(),
  level: z.enum(['limited', 'reliable']),
  provider: z.string(),
  date: z.string().nullable(),
});
export type EngageAssurance = z.infer<typeof engageAssuranceSchema>;

export const engageSnapshotSchema = z.object({
  /** The language the labels (sections, sources) were frozen in; the public page is shown in it. */
  lang: z.enum(['en', 'de']),
  /** '2025', or '2024 – 2025' for a period across two calendar years. */
  periodLabel: z.string(),
  numResults: z.number(),
  totalKg: z.number(),
  totalLocationBasedKg: z.number(),
  scopes: z.object({
    scope1: z.number(),
    scope2Market: z.number(),
    scope2Location: z.number(),
    scope3: z.number(),
    unscoped: z.number(),
  }),
  /** Top-level sections with emissions, largest first. */
  sections: z.array(z.object({ label: z.string(), kg: z.number() })),
  /** The largest sources, largest first: a name and its section labels, never a result id. */
  topSources: z.array(z.object({ name: z.string(), sectionPath: z.array(z.string()), kg: z.number() })),
  /** The projects' reduction targets at publishing (none in reports published before targets existed). */
  targets: z.array(engageTargetSchema).default([]),
  /** The assured years at publishing (none in reports published before assurance was recorded). */
  assurance: z.array(engageAssuranceSchema).default([]),
});
export type EngageSnapshot = z.infer<typeof engageSnapshotSchema>;

/** What a report covers: the years (instance ids) and, for a group's year, the group. */
export const engageReportScopeSchema = z.object({
  instances: z.array(id).min(1, { error: 'validation.required' }).max(MAX_ENGAGE_REPORT_INSTANCES),
  group: id.nullable().default(null),
});

/** `POST …/engage-reports`: a new draft. */
export const createEngageReportRequestSchema = engageReportScopeSchema.extend({
  content: engageReportContentSchema,
});
export type CreateEngageReportRequest = z.input<typeof createEngageReportRequestSchema>;

/** `PATCH …/engage-reports/:id`: the draft's content (the public page keeps the published one until re-published). */
export const updateEngageReportRequestSchema = z.object({ content: engageReportContentSchema });

/** `POST …/engage-reports/list`: the reports of a year or of a group's year. */
export const listEngageReportsRequestSchema = engageReportScopeSchema;
export type ListEngageReportsRequest = z.input<typeof listEngageReportsRequestSchema>;

/** `POST …/engage-reports/:id/publish`: the language the section labels are frozen in. */
export const publishEngageReportRequestSchema = z.object({ lang: z.enum(['en', 'de']).default('en') });

/** A report as its company sees it. */
export const engageReportSchema = z.object({
  _id: z.string(),
  instances: z.array(z.string()),
  group: z.string().nullable(),
  content: engageReportContentSchema,
  isPublished: z.boolean(),
  /** The unguessable id of the public page; null while not published (each publish after a revoke draws a new one). */
  publicId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  snapshot: engageSnapshotSchema.nullable(),
  /** The content as published; edits after publishing stay private until the report is published again. */
  publishedContent: engageReportContentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EngageReport = z.infer<typeof engageReportSchema>;

export const engageReportResponseSchema = z.object({ report: engageReportSchema });
export const engageReportListResponseSchema = z.object({ reports: z.array(engageReportSchema) });

/** `:publicId` of the public page: base64url of 16 or more random bytes. */
export const engagePublicIdParamsSchema = z.object({
  publicId: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: 'validation.invalid' }),
});

/** The figures a published report shows: only the chosen ones, the rest null. */
export const engagePublishedFiguresSchema = z.object({
  periodLabel: z.string(),
  totalKg: z.number().nullable(),
  scopes: z
    .object({
      scope1: z.number(),
      scope2Market: z.number(),
      scope2Location: z.number().nullable(),
      scope3: z.number(),
      unscoped: z.number(),
    })
    .nullable(),
  sections: engageSnapshotSchema.shape.sections.nullable(),
  topSources: engageSnapshotSchema.shape.topSources.nullable(),
  equivalents: z
    .object({
      employees: z.number(),
      flightsNycToLondon: z.number(),
      tripsAroundTheWorldByCar: z.number(),
      averageUsFootprintsPerPerson: z.number(),
    })
    .nullable(),
});
export type EngagePublishedFigures = z.infer<typeof engagePublishedFiguresSchema>;

/** `GET /api/public/engage-reports/:publicId`: texts, brand and the chosen figures; no internal ids. */
export const publicEngageReportSchema = z.object({
  lang: engageSnapshotSchema.shape.lang,
  title: z.string(),
  introduction: z.string(),
  commitments: z.string().nullable(),
  /** The reduction targets, shown with the commitments when they are chosen. */
  targets: z.array(engageTargetSchema).nullable(),
  brand: engageReportContentSchema.shape.brand,
  publishedAt: z.string(),
  figures: engagePublishedFiguresSchema,
  /** The assurance of the report's years, shown beside its figures. */
  assurance: z.array(engageAssuranceSchema).default([]),
});
export type PublicEngageReport = z.infer<typeof publicEngageReportSchema>;
export const publicEngageReportResponseSchema = z.object({ report: publicEngageReportSchema });
