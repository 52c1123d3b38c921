import type { esgInvitesEn } from './texts.en.ts';

/** Deutsche Texte der Einladungen zu ESG-Angaben und der Zuweisungen (als `esgInvites` eingebunden). */
export const esgInvitesDe: typeof esgInvitesEn = {
  button: 'Einladen',
  dialog: {
    title: 'Zu Angaben von {{project}} {{year}} einladen',
    description:
      'Eine Kollegin oder ein Kollege mit Bearbeitungsrecht bekommt eine E-Mail und sieht nach der Anmeldung die gewählten Angaben in diesem Formular hervorgehoben.',
  },
  form: {
    colleague: 'Kollegin oder Kollege',
    chooseColleague: 'Person wählen',
    email: 'E-Mail-Adresse',
    emailHint:
      'Wird beim Wählen einer Person ausgefüllt; oder gib die Adresse eines Mitglieds mit Bearbeitungsrecht ein.',
    disclosures: 'Auszufüllende Angaben',
    disclosuresHint: 'Wähle eine oder mehrere Angaben dieses Jahres ({{family}}).',
    deadline: 'Frist (optional)',
    message: 'Nachricht (optional)',
    send: 'Einladung senden',
    sending: 'Wird gesendet …',
    sent: 'Einladung an {{email}} gesendet.',
  },
  errors: {
    disclosures: 'Wähle mindestens eine Angabe dieses Jahres.',
    unknownDisclosure: 'Eine gewählte Angabe gehört nicht mehr zum Formular dieses Jahres. Bitte wähle neu.',
    email: 'Wähle ein Mitglied des Unternehmens mit Bearbeitungsrecht (Editor oder höher).',
    emailInvalid: 'Gib eine gültige E-Mail-Adresse ein.',
    message: 'Die Nachricht ist zu lang (höchstens 1000 Zeichen).',
  },
  assigned: {
    title: 'Dir zugewiesen',
    from: '{{inviter}} bittet dich, auszufüllen:',
    fromUnknown: 'Du wurdest gebeten, auszufüllen:',
    message: 'Nachricht',
    onlyMine: 'Nur die mir zugewiesenen Angaben zeigen',
    badge: 'Dir zugewiesen',
  },
};
