import { describe, expect, it } from 'vitest';
import { DISPLAY_LOCALES } from '../format/display-locale.ts';
import { VALIDATION_MESSAGE_KEYS } from './message-keys.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

describe('VALIDATION_MESSAGES', () => {
  it.each(DISPLAY_LOCALES)('has a text for exactly every key in %s', (locale) => {
    expect(Object.keys(VALIDATION_MESSAGES[locale]).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    expect(Object.values(VALIDATION_MESSAGES[locale]).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('names the password limits of the rules in both languages', () => {
    expect(VALIDATION_MESSAGES.en['validation.password.length']).toBe(
      'The password must be 8 to 32 characters long.',
    );
    expect(VALIDATION_MESSAGES.de['validation.password.length']).toBe(
      'Das Passwort muss 8 bis 32 Zeichen lang sein.',
    );
  });
});
