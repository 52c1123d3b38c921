import { z } from 'zod';
import { isCalendarDateText } from './query-dates.ts';
import { hasUnsafeCharacters } from './request-input-safety.ts';

/**
 * Positive news (spec sections 1, 2, 7): items the installation's operator curates, and the entries of
 * the RSS and Atom feeds the operator subscribes the installation to. Installation-wide, the same for
 * every company; members read them on `/dashboard/analytics/news`.
 */

/** The topics a news item is filed under (a small fixed list, worded in the catalogues). */
export const NEWS_TOPICS = [
  'renewables',
  'policy',
  'nature',
  'mobility',
  'industry',
  'finance',
  'other',
] as const;
export type NewsTopic = (typeof NEWS_TOPICS)[number];

export const NEWS_LANGUAGES = ['en', 'de'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_SUMMARY_MAX_LENGTH = 1000;
export const NEWS_URL_MAX_LENGTH = 2000;
/** The newest items one page of the list holds; older ones follow with `before`. */
export const NEWS_PAGE_SIZE = 50;
/** The largest image a curated item carries (PNG, JPEG or WebP, checked by content). */
export const MAX_NEWS_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why the last fetch of a feed failed, worded for the operator in the catalogues. */
export const NEWS_FEED_ERRORS = [
  'refusedAddress',
  'unreachable',
  'timeout',
  'tooLarge',
  'httpStatus',
  'notAFeed',
] as const;
export type NewsFeedError = (typeof NEWS_FEED_ERRORS)[number];

const safeText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((text) => !hasUnsafeCharacters(text), { error: 'validation.unsafeText' });

/** Blank text counts as none, so a cleared field removes that language's text. */
const optionalText = (max: number) =>
  safeText(max)
    .nullish()
    .transform((text) => (text ? text : null));

function isUrlWithProtocol(text: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A link a reader opens: https only (no script, data or plain http links). */
export const newsLinkSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(NEWS_URL_MAX_LENGTH, { error: 'validation.tooLong', abort: true })
  .refine((text) => isUrlWithProtocol(text, ['https:']), { error: 'validation.invalid' });

/**
 * A feed's address: https, or http for a feed inside the operator's own network (allowed only when the
 * installation allows private feed addresses; the outgoing-request guard decides at fetch time).
 */
export const newsFeedUrlSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(NEWS_URL_MAX_LENGTH, { error: 'validation.tooLong', abort: true })
  .refine((text) => isUrlWithProtocol(text, ['https:', 'http:']), { error: 'validation.invalid' });

const topicSchema = z.enum(NEWS_TOPICS, { error: 'validation.invalid' });
const languageSchema = z.enum(NEWS_LANGUAGES, { error: 'validation.invalid' });
const dateSchema = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date', abort: true })
  .refine(isCalendarDateText, { error: 'validation.date' });

/**
 * A curated item as the operator writes it: a title (and optionally a summary) in English, German or
 * both; the languages it is in are the ones with a title. A summary without a title in its language is
 * refused on that title.
 */
export const newsItemInputSchema = z
  .object({
    titleEn: optionalText(NEWS_TITLE_MAX_LENGTH),
    summaryEn: optionalText(NEWS_SUMMARY_MAX_LENGTH),
    titleDe: optionalText(NEWS_TITLE_MAX_LENGTH),
    summaryDe: optionalText(NEWS_SUMMARY_MAX_LENGTH),
    url: newsLinkSchema,
    topic: topicSchema,
    publishedOn: dateSchema,
    /** false: withdrawn, kept for the operator but not shown to members. */
    isPublished: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .superRefine((item, context) => {
    const hasNoTitle = !item.titleEn && !item.titleDe;
    if (hasNoTitle || (item.summaryEn && !item.titleEn))
      context.addIssue({ code: 'custom', path: ['titleEn'], message: 'validation.required' });
    if (hasNoTitle || (item.summaryDe && !item.titleDe))
      context.addIssue({ code: 'custom', path: ['titleDe'], message: 'validation.required' });
  });
export type NewsItemInput = z.infer<typeof newsItemInputSchema>;

/** A curated item as the operator sees it (Settings → News). */
export const curatedNewsItemSchema = z.object({
  _id: z.string(),
  titleEn: z.string().nullable(),
  summaryEn: z.string().nullable(),
  titleDe: z.string().nullable(),
  summaryDe: z.string().nullable(),
  languages: z.array(languageSchema),
  url: z.string(),
  topic: topicSchema,
  publishedOn: z.string(),
  isPublished: z.boolean(),
  /** Where the page loads the item's image from (served by this installation), or null. */
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type CuratedNewsItem = z.infer<typeof curatedNewsItemSchema>;

/** A feed as the operator writes it. */
export const newsFeedInputSchema = z.object({
  url: newsFeedUrlSchema,
  /** The language of the feed's entries; null when unknown or mixed. */
  lang: languageSchema.nullable().default(null),
  /** The topic every entry of the feed is filed under; null: none. */
  topic: topicSchema.nullable().default(null),
  isEnabled: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type NewsFeedInput = z.infer<typeof newsFeedInputSchema>;

/** A feed as the operator sees it: when it was last fetched, and why the last fetch failed. */
export const newsFeedSchema = z.object({
  _id: z.string(),
  url: z.string(),
  lang: languageSchema.nullable(),
  topic: topicSchema.nullable(),
  isEnabled: z.boolean(),
  /** The feed's own title once fetched. */
  title: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
  /** Null after a good fetch; `status` is the HTTP status for `httpStatus`. */
  lastError: z.object({ code: z.enum(NEWS_FEED_ERRORS), status: z.number().nullable() }).nullable(),
  entryCount: z.number(),
});
export type NewsFeed = z.infer<typeof newsFeedSchema>;

/** `GET /api/settings/news`: everything the operator curates, and how feeds are set up. */
export const newsSettingsResponseSchema = z.object({
  items: z.array(curatedNewsItemSchema),
  feeds: z.array(newsFeedSchema),
  /** `NEWS_FEEDS`: off turns feed fetching (and feed entries on the page) off entirely. */
  areFeedsEnabled: z.boolean(),
  /** `NEWS_FEED_INTERVAL_MINUTES`. */
  feedIntervalMinutes: z.number(),
});
export type NewsSettingsResponse = z.infer<typeof newsSettingsResponseSchema>;

/** `GET /api/company/analytics/news` query: a topic, and the `nextBefore` of the page before. */
export const newsListQuerySchema = z.object({
  topic: topicSchema.optional(),
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/, { error: 'validation.invalid' })
    .optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** One item on the page: curated or from a feed, in the reader's language where it has one. */
export const newsListItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(['curated', 'feed']),
  title: z.string(),
  summary: z.string().nullable(),
  /** The language the title and summary are in; null for a feed of unknown language. */
  lang: languageSchema.nullable(),
  url: z.string(),
  /** The publisher: the link's host for a curated item, the feed's title (or host) for a feed entry. */
  source: z.string(),
  /** A feed entry carries its feed's topic, or none. */
  topic: topicSchema.nullable(),
  publishedAt: z.string(),
  imageUrl: z.string().nullable(),
});
export type NewsListItem = z.infer<typeof newsListItemSchema>;

export const newsListResponseSchema = z.object({
  items: z.array(newsListItemSchema),
  /** Pass as `before` for the next older page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/**
 * A curated item's text for a reader: the reader's language where the item has it, else the other one,
 * with the language it is in (so the page can mark it with `lang`).
 */
export function pickNewsText(
  item: {
    titleEn: string | null;
    summaryEn: string | null;
    titleDe: string | null;
    summaryDe: string | null;
  },
  readerLanguage: NewsLanguage,
): { title: string; summary: string | null; lang: NewsLanguage } | undefined {
  const texts = {
    en: item.titleEn ? { title: item.titleEn, summary: item.summaryEn, lang: 'en' as const } : undefined,
    de: item.titleDe ? { title: item.titleDe, summary: item.summaryDe, lang: 'de' as const } : undefined,
  };
  return texts[readerLanguage] ?? texts[readerLanguage === 'en' ? 'de' : 'en'];
}

/** The languages a curated item is written in: those with a title, English first. */
export function listNewsLanguages(item: { titleEn: string | null; titleDe: string | null }): NewsLanguage[] {
  return NEWS_LANGUAGES.filter((lang) => (lang === 'en' ? item.titleEn : item.titleDe));
}
