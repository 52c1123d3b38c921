import type { supportTicketsEn } from './texts.en.ts';

/** German texts of support tickets (merged into the catalogue as `supportTickets`). */
export const supportTicketsDe: typeof supportTicketsEn = {
  pageTitle: 'Support-Tickets',
  pageDescription:
    'Frag unser Support-Team. Du bekommst eine E-Mail, sobald wir antworten, und die Antwort erscheint hier.',
  newTitle: 'Ticket einreichen',
  subject: 'Betreff',
  message: 'Nachricht',
  messageHint: 'Beschreib, was passiert ist und was du erwartet hast. Bis zu {{max}} Zeichen.',
  attachment: 'Anhang (optional)',
  attachmentHint: 'Eine PDF-, PNG-, JPEG-, WebP-, Excel- (.xlsx) oder CSV-Datei mit bis zu {{mb}} MB.',
  removeAttachment: 'Anhang entfernen',
  submit: 'Ticket einreichen',
  submitting: 'Wird eingereicht …',
  submitted: 'Dein Ticket wurde eingereicht.',
  yourTickets: 'Deine Tickets',
  noTickets: 'Du hast noch kein Ticket eingereicht.',
  status: { open: 'Offen', answered: 'Beantwortet', closed: 'Geschlossen' },
  statusPrefix: 'Status:',
  filedOn: 'Eingereicht am {{date}}',
  answers: 'Antworten',
  noAnswer: 'Noch keine Antwort. Du bekommst sie innerhalb von 3 Stunden.',
  noAnswerMailed: 'Noch keine Antwort. Sie kommt per E-Mail und erscheint hier.',
  noAnswerYet: 'Noch keine Antwort.',
  supportTeam: 'Support',
  answeredBy: '{{name}} am {{date}}',
  download: '{{name}} herunterladen',
  attachmentProblem: {
    empty: 'Die Datei ist leer.',
    tooLarge: 'Die Datei ist größer als {{mb}} MB.',
    unsupportedType: 'Anhängen lassen sich nur PDF-, PNG-, JPEG-, WebP-, Excel- (.xlsx) und CSV-Dateien.',
    nameMismatch:
      'Der Dateiname passt nicht zum Inhalt (etwa ein PDF mit der Endung .xlsx). Benenne sie um und versuche es erneut.',
    quotaReached:
      'Die Ticket-Anhänge deines Unternehmens haben ihr Speicherkontingent ausgeschöpft. Sende das Ticket ohne Anhang oder mit einer kleineren Datei.',
  },
  settingsTitle: 'Support-Tickets',
  settingsDescription:
    'Die Tickets aller Unternehmen, die zuletzt bearbeiteten zuerst. Deine Antwort geht per E-Mail an die Person, die das Ticket eingereicht hat.',
  filter: 'Anzeigen',
  filterAll: 'Alle Tickets',
  company: 'Unternehmen',
  author: 'Von',
  authorGone: 'Ein gelöschtes Konto',
  replyLabel: 'Deine Antwort auf „{{subject}}“',
  sendReply: 'Antwort senden',
  sendAndClose: 'Senden und schließen',
  close: 'Ticket schließen',
  sent: 'Deine Antwort wurde gesendet.',
  closedToast: 'Das Ticket ist geschlossen.',
  noTicketsAll: 'Es gibt keine Tickets.',
};
