import { DISPLAY_LOCALES, type DisplayLocale } from '../format/display-locale.ts';
import { parseLocalizedNumber } from './parse-localized-number.ts';

/** What a text reads as in each locale; undefined where the locale refuses it. */
export type LocaleReadings = Record<DisplayLocale, number | undefined>;

/** Reads a text in every locale, so a screen can show both readings side by side. */
export function readInEveryLocale(text: string): LocaleReadings {
  const readings = {} as LocaleReadings;
  for (const locale of DISPLAY_LOCALES) {
    const parsed = parseLocalizedNumber(text, locale);
    readings[locale] = parsed.isOk ? parsed.value : undefined;
  }
  return readings;
}

/**
 * Tells whether a text is a number in both locales but a different one ("1,234": 1234 in en, 1.234 in
 * de; "1.500": 1.5 in en, 1500 in de). Such a value is silently misread when the wrong locale is
 * chosen, unlike text one locale refuses, which is reported row by row.
 */
export function isReadDifferentlyByLocale(text: string): boolean {
  const { en, de } = readInEveryLocale(text);
  return en !== undefined && de !== undefined && en !== de;
}

/**
 * The number a text is where no locale comes with it (a value sent to the API as text): the value every
 * locale that reads the text agrees on ("120", "0.5", "120,5"), or undefined where none reads it
 * ("abc") or two read it differently ("120,000": 120000 in en, 120 in de), which is never guessed.
 */
export function readNumberWithoutLocale(text: string): number | undefined {
  const readings = Object.values(readInEveryLocale(text)).filter((value) => value !== undefined);
  const [first] = readings;
  return first !== undefined && readings.every((value) => value === first) ? first : undefined;
}
