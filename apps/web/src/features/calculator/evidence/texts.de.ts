import type { calculatorEvidenceEn } from './texts.en.ts';

/** Deutsche Texte der Belegdateien (im Katalog unter `calculatorEvidence`). */
export const calculatorEvidenceDe: typeof calculatorEvidenceEn = {
  rowButton_zero: 'Belege',
  rowButton_one: 'Belege (1 Datei)',
  rowButton_other: 'Belege ({{count}} Dateien)',
  yearTitle_zero: 'Belege für das ganze Jahr',
  yearTitle_one: 'Belege für das ganze Jahr (1 Datei)',
  yearTitle_other: 'Belege für das ganze Jahr ({{count}} Dateien)',
  yearOnRows_one: '· 1 weitere an Zeilen',
  yearOnRows_other: '· {{count}} weitere an Zeilen',
  yearHint:
    'Dokumente, die das ganze Jahr betreffen, etwa eine Jahresabrechnung. Rechnungen und Zählerstände hängst du an ihre Zeilen.',
  none: 'Noch keine Dateien angehängt.',
  listLabel: 'Belege für {{subject}}',
  attach: 'Dateien anhängen',
  hint: 'PDF, Bilder, Excel oder CSV, bis 25 MB je Datei und {{limit}} Dateien. Du kannst Dateien auch hierher ziehen.',
  saveFirst: 'Speichere die Zeile zuerst, dann hängst du ihre Rechnungen oder Zählerstände an.',
  loadError: 'Die Dateien konnten nicht geladen werden. Lade die Seite neu, um es erneut zu versuchen.',
  download: '{{name}} herunterladen ({{size}})',
  delete: 'Löschen',
  deleteNamed: '{{name}} löschen',
  deleteTitle: 'Diese Datei löschen?',
  deleteMessage: '{{name}} wird für alle gelöscht. Das lässt sich nicht rückgängig machen.',
  deleted: '{{name}} wurde gelöscht.',
  deleteFailed: '{{name}} konnte nicht gelöscht werden. Bitte versuche es erneut.',
  uploading: '{{name}} wird hochgeladen…',
  uploaded_one: 'Eine Datei angehängt.',
  uploaded_other: '{{count}} Dateien angehängt.',
  progressLabel: 'Hochladen von {{name}}',
  refused: {
    tooManyForResult: 'Eine Zeile kann höchstens {{limit}} Dateien tragen. Lösche zuerst eine.',
    tooManyForYear: 'Ein Jahr kann höchstens {{limit}} Dateien tragen. Lösche zuerst eine.',
    quotaReached:
      'Die Belegdateien deines Unternehmens haben ihr Speicherkontingent ausgeschöpft. Lösche Dateien, die nicht mehr gebraucht werden, oder bitte den Betreiber, das Kontingent zu erhöhen.',
    frozen: 'Dieses Jahr ist eingefroren; seine Dateien lassen sich nicht ändern.',
    other: 'Die Datei konnte nicht angehängt werden. Bitte versuche es erneut.',
  },
  analyzeFiles_one: '1 Belegdatei',
  analyzeFiles_other: '{{count}} Belegdateien',
};
