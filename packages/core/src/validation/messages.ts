import type { DisplayLocale } from '../format/display-locale.ts';
import type { ValidationMessageKey } from './message-keys.ts';

/**
 * The texts for each validation key. German uses "du", like the rest of the app's German catalogue.
 * Typed as a full record so a new key without a text in both languages does not compile.
 */
export const VALIDATION_MESSAGES: Record<DisplayLocale, Record<ValidationMessageKey, string>> = {
  en: {
    'validation.required': 'Please fill in this field.',
    'validation.invalid': 'This value is not valid.',
    'validation.email.invalid': 'Please enter a valid email address.',
    'validation.password.length': 'The password must be 8 to 32 characters long.',
    'validation.password.digit': 'The password must contain at least one digit.',
    'validation.password.uppercase': 'The password must contain at least one uppercase letter.',
    'validation.passwordsDiffer': 'The passwords do not match.',
    'validation.country.invalid': 'Please choose a country from the list.',
    'validation.email.taken': 'An account with this email already exists. Please sign in instead.',
  },
  de: {
    'validation.required': 'Bitte fülle dieses Feld aus.',
    'validation.invalid': 'Dieser Wert ist ungültig.',
    'validation.email.invalid': 'Bitte gib eine gültige E-Mail-Adresse ein.',
    'validation.password.length': 'Das Passwort muss 8 bis 32 Zeichen lang sein.',
    'validation.password.digit': 'Das Passwort muss mindestens eine Ziffer enthalten.',
    'validation.password.uppercase': 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
    'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein.',
    'validation.country.invalid': 'Bitte wähle ein Land aus der Liste aus.',
    'validation.email.taken': 'Mit dieser E-Mail gibt es bereits ein Konto. Bitte melde dich an.',
  },
};
