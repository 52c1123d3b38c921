import { checkPublicText } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { pickInitialLanguage } from './languages.ts';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (all, [key, inner]) => Object.assign(all, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

describe('the catalogues', () => {
  it('have the same keys in German and English', () => {
    expect(Object.keys(flatten(de)).sort()).toEqual(Object.keys(flatten(en)).sort());
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('%s has no empty text', (_language, catalogue) => {
    const empty = Object.entries(flatten(catalogue)).filter(
      ([, text]) => typeof text !== 'string' || !text.trim(),
    );
    expect(empty).toEqual([]);
  });

  it.each([
    ['en', en],
    ['de', de],
  ])('%s makes no claim the claims check refuses (Directive 2024/825)', (_language, catalogue) => {
    const refused = Object.entries(flatten(catalogue))
      .filter(([, text]) => typeof text === 'string' && !checkPublicText(text).isAllowed)
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(refused).toEqual([]);
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(en.footer.tagline).toBe('Learn and explore #yourfootprint.');
    expect(en.serverDown).toMatchObject({
      title: "Something went wrong, but we're on it!",
      backShortly: 'We will be back shortly.',
      dataSecured: 'Your data is secured.',
      contactSupport: 'Contact support',
      tryAgain: 'Try again',
    });
    expect(en.session.expiredMessage).toBe('Your page will reload in 5 seconds.');
  });
});

describe('pickInitialLanguage', () => {
  it.each([
    ['', null, 'en'],
    ['', 'de', 'de'],
    ['?lang=de', null, 'de'],
    ['?lang=en', 'de', 'en'],
    ['?lang=fr', 'de', 'en'],
    ['?lang=', 'de', 'en'],
    ['', 'klingon', 'en'],
  ])('search %j with saved %j starts in %s', (search, saved, expected) => {
    expect(pickInitialLanguage(search, saved)).toBe(expected);
  });
});
