import type { esgTemplateImportEn } from './texts.en.ts';

/** Texte des Imports einer ausgefüllten VSME-Digitalvorlage in ein ESG-Jahr. */
export const esgTemplateImportDe: typeof esgTemplateImportEn = {
  button: 'VSME-Vorlage importieren',
  hint: 'Fülle dieses Jahr aus einer ausgefüllten EFRAG-VSME-Digitalvorlage (.xlsx) vor. Du siehst, was gelesen wurde, bevor etwas gespeichert wird.',
  saveFirst: 'Speichere deine Änderungen, bevor du eine Vorlage importierst.',
  fileLabel: 'VSME-Digitalvorlage (.xlsx)',
  reading: '{{file}} wird gelesen…',
  tooLarge: 'Die Datei ist größer als {{maxMb}} MB.',
  title: '{{file}} importieren',
  summary: 'Vorlagenversion {{version}}',
  summaryCurrency: 'Beträge in {{currency}}',
  takeOver: 'Zu übernehmen',
  takeOverHint:
    'Angehakte Antworten werden in dieses Jahr gespeichert; entferne den Haken bei allem, was du nicht willst.',
  none: 'Die Vorlage enthält keine Antwort, die dieses Jahr übernehmen kann.',
  select: '{{label}} übernehmen',
  cell: 'Zelle',
  value: 'Wert',
  replaces: 'Ersetzt',
  newAnswer: 'neue Antwort',
  unchanged: 'wie gespeichert',
  templateDefault: 'Voreinstellung der leeren Vorlage',
  templateDefaultHint:
    'Eine leere Vorlage enthält diesen Wert schon: prüfe, ob er deine Antwort ist, bevor du ihn anhakst.',
  skipped_one: 'Nicht übernommen ({{count}} Zelle)',
  skipped_other: 'Nicht übernommen ({{count}} Zellen)',
  noSkipped: 'Jede ausgefüllte Zelle wurde gelesen.',
  confirm_one: '{{count}} Antwort übernehmen',
  confirm_other: '{{count}} Antworten übernehmen',
  saving: 'Wird gespeichert…',
  cancel: 'Abbrechen',
  saved_one: '{{count}} Antwort aus der Vorlage übernommen.',
  saved_other: '{{count}} Antworten aus der Vorlage übernommen.',
  refused: 'Nichts wurde gespeichert: {{message}}',
  failed: 'Speichern fehlgeschlagen; nichts wurde übernommen. Bitte versuch es erneut.',
};
