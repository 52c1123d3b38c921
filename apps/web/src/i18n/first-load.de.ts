import type { FirstLoadCatalogue } from './en.ts';
/** The German texts the sign-in pages need: the first script loads these only (bench/bundle.ts). */
export const firstLoadDe: FirstLoadCatalogue = {
  app: {
    name: 'Carbon Ledger',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen…',
  },
  common: {
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    close: 'Schließen',
    ok: 'OK',
    dismissNotification: 'Benachrichtigung schließen',
    notifications: 'Benachrichtigungen',
  },
  language: {
    label: 'Sprache',
    en: 'English',
    de: 'Deutsch',
    shortEn: 'EN',
    shortDe: 'DE',
    footerEn: 'ENG',
    footerDe: 'GER',
  },
  footer: {
    tagline: 'Lerne und entdecke #yourfootprint.',
    terms: 'AGB',
    privacy: 'Datenschutz',
    faq: 'FAQ',
  },
  serverDown: {
    title: 'Etwas ist schiefgelaufen, aber wir kümmern uns darum!',
    backShortly: 'Wir sind gleich wieder da.',
    dataSecured: 'Deine Daten sind sicher.',
    contactSupport: 'Support kontaktieren',
    tryAgain: 'Erneut versuchen',
  },
  session: {
    expiredTitle: 'Sitzung abgelaufen',
    expiredMessage: 'Die Seite wird in 5 Sekunden neu geladen.',
  },
  access: {
    deniedTitle: 'Du hast keinen Zugriff',
    deniedMessage: 'Bitte wende dich an deinen Admin.',
  },
  login: {
    title: 'Anmelden',
    subtitle: 'Willkommen zurück. Melde dich an, um mit deinem Fußabdruck weiterzumachen.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    wrongCredentials: 'E-Mail oder Passwort ist falsch.',
    noAccount: 'Noch kein Konto?',
    createAccount: 'Unternehmenskonto erstellen',
    forgotPassword: 'Passwort vergessen?',
    sso: {
      or: 'oder',
      button: 'Mit Single Sign-on anmelden',
      title: 'Single Sign-on',
      description:
        'Gib deine geschäftliche E-Mail ein. Wir bringen dich zur Anmeldeseite deines Unternehmens.',
      email: 'Geschäftliche E-Mail',
      continue: 'Weiter',
      starting: 'Weiter zu deinem Anbieter…',
      notSetUp:
        'Für diese E-Mail-Domain ist kein Single Sign-on eingerichtet. Bitte melde dich mit deinem Passwort an.',
    },
  },
  errors: {
    generic: 'Etwas ist schiefgelaufen.',
    chunkLoadTitle: 'Diese Seite konnte nicht geladen werden.',
    chunkLoadMessage:
      'Ein Teil der App ist nicht angekommen, vielleicht weil die Verbindung abgebrochen ist oder eine neue Version installiert wurde. Deine Daten sind sicher. Prüfe deine Verbindung und versuche es dann erneut.',
    network: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
    VALIDATION_FAILED: 'Bitte prüfe die markierten Felder.',
    BAD_REQUEST: 'Die Anfrage konnte nicht verarbeitet werden.',
    UNAUTHENTICATED: 'Bitte melde dich an.',
    CSRF_REJECTED: 'Deine Sitzung konnte nicht bestätigt werden. Bitte lade die Seite neu.',
    FORBIDDEN: 'Du hast keinen Zugriff',
    NOT_FOUND: 'Dieser Eintrag existiert nicht oder wurde entfernt.',
    CONFLICT: 'Das steht im Widerspruch zu vorhandenen Daten.',
    SUBSCRIPTION_REQUIRED: 'Dafür ist ein Abonnement nötig. Wähle einen Plan, um fortzufahren.',
    INSTANCE_FROZEN: 'Dieses Jahr ist eingefroren. Ein Admin muss es vor Änderungen wieder freigeben.',
    PAYLOAD_TOO_LARGE: 'Die Datei oder Anfrage ist zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
    INTERNAL: 'Etwas ist schiefgelaufen.',
    MAINTENANCE: 'Wir führen Wartungsarbeiten durch. Bitte versuche es gleich noch einmal.',
    DATABASE_UNAVAILABLE:
      'Deine Daten sind gerade nicht erreichbar. Nichts ging verloren; bitte versuche es gleich noch einmal.',
  },
};
