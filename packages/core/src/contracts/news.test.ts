import { describe, expect, it } from 'vitest';
import { listNewsLanguages, newsFeedInputSchema, newsItemInputSchema, pickNewsText } from './news.ts';

const both = {
  titleEn: 'Wind record',
  summaryEn: 'More wind.',
  titleDe: 'Windrekord',
  summaryDe: 'Mehr Wind.',
};
const englishOnly = { titleEn: 'Wind record', summaryEn: null, titleDe: null, summaryDe: null };
const germanOnly = { titleEn: null, summaryEn: null, titleDe: 'Windrekord', summaryDe: 'Mehr Wind.' };

describe('pickNewsText', () => {
  it.each([
    ['en', both, { title: 'Wind record', summary: 'More wind.', lang: 'en' }],
    ['de', both, { title: 'Windrekord', summary: 'Mehr Wind.', lang: 'de' }],
    ['de', englishOnly, { title: 'Wind record', summary: null, lang: 'en' }],
    ['en', germanOnly, { title: 'Windrekord', summary: 'Mehr Wind.', lang: 'de' }],
    ['en', { titleEn: null, summaryEn: null, titleDe: null, summaryDe: null }, undefined],
  ] as const)(
    'gives a reader of %s the text in their language, else the other one',
    (lang, item, expected) => {
      expect(pickNewsText(item, lang)).toEqual(expected);
    },
  );
});

describe('listNewsLanguages', () => {
  it.each([
    [both, ['en', 'de']],
    [englishOnly, ['en']],
    [germanOnly, ['de']],
  ])('lists the languages that have a title', (item, expected) => {
    expect(listNewsLanguages(item)).toEqual(expected);
  });
});

describe('newsItemInputSchema', () => {
  const valid = {
    titleEn: ' Wind record ',
    url: 'https://example.org/a',
    topic: 'renewables',
    publishedOn: '2026-11-30',
  };

  it('trims texts, turns blank ones into null and publishes by default', () => {
    expect(newsItemInputSchema.parse({ ...valid, titleDe: '  ' })).toEqual({
      titleEn: 'Wind record',
      summaryEn: null,
      titleDe: null,
      summaryDe: null,
      url: 'https://example.org/a',
      topic: 'renewables',
      publishedOn: '2026-11-30',
      isPublished: true,
    });
  });

  it.each([
    [{ ...valid, titleEn: '' }, ['titleEn', 'titleDe']],
    [{ ...valid, summaryDe: 'Nur Text' }, ['titleDe']],
    [{ ...valid, url: 'http://example.org/a' }, ['url']],
    [{ ...valid, url: 'javascript:alert(1)' }, ['url']],
    [{ ...valid, topic: 'sports' }, ['topic']],
    [{ ...valid, publishedOn: '2026-02-30' }, ['publishedOn']],
    [{ ...valid, titleEn: 'x'.repeat(201) }, ['titleEn']],
  ])('refuses a bad item on the fields at fault', (input, paths) => {
    const parsed = newsItemInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect([...new Set(parsed.error?.issues.map((issue) => issue.path.join('.')))]).toEqual(paths);
  });
});

describe('newsFeedInputSchema', () => {
  it.each([
    ['https://example.org/feed.xml', true],
    ['http://intranet.local/feed', true],
    ['ftp://example.org/feed', false],
    ['not a url', false],
    ['https://user:secret@example.org/feed', false],
  ])('takes %s as a feed address: %s', (url, isValid) => {
    expect(newsFeedInputSchema.safeParse({ url }).success).toBe(isValid);
  });
});
