import type { calculatorImportEn } from './texts.en.ts';

/** German texts of the spreadsheet import and the results export. */
export const calculatorImportDe: typeof calculatorImportEn = {
  breadcrumb: 'Importpfad',
  projects: 'Projekte',
  new: 'Neu',
  here: 'Herunterladen/Hochladen',
  title: 'Ergebnisse aus einer Tabelle importieren',
  intro:
    'Lade die Vorlage zum Formular des Jahres herunter, trage je Ergebnis eine Zeile ein und lade sie hoch. Du siehst jede Zeile mit ihren Emissionen, bevor etwas gespeichert wird.',
  year: 'Jahr, in das importiert wird',
  yearHint: 'Die Zeilen landen in diesem Jahr, außer eine Zeile nennt eine andere Einheit.',
  chooseYear: 'Jahr wählen',
  noYears: 'Es gibt noch kein Jahr zum Importieren. Lege zuerst ein Projekt an.',
  createProject: 'Projekt anlegen',
  loading: 'Wird geladen…',
  loadError: 'Das Jahr konnte nicht geladen werden.',
  frozen: 'Dieses Jahr ist eingefroren. Bitte einen Admin, es vor dem Import freizugeben.',
  step1: '1. Vorlage herunterladen',
  step1Hint:
    'Das erste Blatt enthält die Spalten, das zweite die Abschnitte, Optionen und Einheiten dieses Formulars, das dritte die Einheiten (Entitäten).',
  downloadTemplate: 'Vorlage herunterladen (XLSX)',
  step2: '2. Ausgefüllte Datei hochladen',
  step2Hint:
    'XLSX oder CSV (UTF-8, Komma oder Semikolon), bis {{maxMb, number}} MB und {{maxRows, number}} Zeilen.',
  chooseFile: 'Datei wählen',
  numberLocale: {
    label: 'Zahlen in der Datei sind geschrieben',
    hint: 'Zahlen als Text werden nur nach dieser Regel gelesen; Zahlenzellen einer XLSX-Datei brauchen keine.',
    en: 'auf Englisch: 1,234.5',
    de: 'auf Deutsch: 1.234,5',
    fromFile_en:
      'Die Zahlen in dieser Datei sind englisch geschrieben (1,234.5) und werden deshalb so gelesen. Wähle hier etwas anderes, falls das nicht stimmt.',
    fromFile_de:
      'Die Zahlen in dieser Datei sind deutsch geschrieben (1.234,5) und werden deshalb so gelesen. Wähle hier etwas anderes, falls das nicht stimmt.',
    flaggedTitle: 'Prüfe, wie diese Spalten gelesen werden',
    flagged_one:
      'Spalte {{column}}, {{count, number}} Wert: „{{text}}“ (Zeile {{row, number}}) ist auf Englisch {{en}}, auf Deutsch aber {{de}}. Er wird als {{chosen}} gelesen.',
    flagged_other:
      'Spalte {{column}}, {{count, number}} Werte wie „{{text}}“ (Zeile {{row, number}}): auf Englisch {{en}}, auf Deutsch aber {{de}}. Gelesen als {{chosen}}.',
    flaggedHint: 'Wenn die Datei es anders meint, wähle oben die andere Schreibweise für Zahlen.',
  },
  tonMeaning: {
    label: 'Die Datei schreibt „ton“. Welche Tonne ist gemeint?',
    notChosen: 'Bitte wählen – Zeilen mit „ton“ werden bis dahin nicht importiert',
    metric: 'Metrische Tonne (1.000 kg)',
    short: 'US-Short-Ton (2.000 lb = 907,18 kg)',
    hint: '„t“, „Tonne“ und „short ton“ brauchen keine Wahl. Die Wahl gilt für alle Zeilen dieser Datei.',
  },
  dropHint: 'oder hier ablegen',
  reading: '{{file}} wird gelesen…',
  checking: 'Zeilen werden geprüft… {{done, number}} von {{total, number}} Teilen',
  fileErrors: {
    tooLarge: 'Die Datei ist größer als {{maxMb, number}} MB.',
    tooManyRows: 'Die Datei hat mehr als {{maxRows, number}} Zeilen.',
    compressionBomb:
      'Die Datei entpackt sich zu weit mehr Daten, als eine Tabelle enthält, und wurde nicht gelesen.',
    encrypted:
      'Die Datei ist passwortgeschützt oder eine alte .xls-Datei. Speichere sie ohne Passwort als XLSX.',
    corrupt: 'Die Datei ist beschädigt oder keine Tabelle.',
    noSheet: 'Das Tabellenblatt wurde nicht gefunden.',
    unsupportedType: 'Nur XLSX- und CSV-Dateien können importiert werden.',
  },
  step3: '3. Zeilen prüfen',
  summary_one:
    '{{count, number}} Zeile gelesen, {{errors, number}} mit Problemen, {{blank, number}} leere Zeilen übergangen.',
  summary_other:
    '{{count, number}} Zeilen gelesen, {{errors, number}} mit Problemen, {{blank, number}} leere Zeilen übergangen.',
  changes: '{{new, number}} neu, {{changed, number}} geändert, {{unchanged, number}} unverändert.',
  nothingChanged:
    'Nichts zu importieren: Jede Zeile stimmt mit dem überein, was in diesem Jahr gespeichert ist.',
  fileProblems: 'Probleme in der Datei',
  rowProblems: 'Zeilen mit Problemen',
  fixAndUpload: 'Korrigiere diese Zeilen in deiner Datei und lade sie erneut hoch.',
  table: {
    caption: 'Zeilen aus {{file}}',
    row: 'Zeile',
    name: 'Name',
    section: 'Abschnitt',
    option: 'Quelle',
    emissions: 'Emissionen',
    status: 'Status',
    new: 'Neu',
    changed: 'Geändert',
    unchanged: 'Unverändert',
    added: 'Hinzugefügt',
    updated: 'Aktualisiert',
    more: 'Die ersten {{shown, number}} von {{count, number}} Zeilen; jede Zeile mit einem Problem steht oben.',
  },
  import_one: '{{count, number}} Zeile importieren',
  import_other: '{{count, number}} Zeilen importieren',
  importing: 'Import läuft… {{done, number}} von {{total, number}} Teilen',
  progressLabel: 'Fortschritt des Imports',
  done_one: '{{count, number}} Ergebnis wurde importiert.',
  done_other: '{{count, number}} Ergebnisse wurden importiert.',
  doneUpdated_one: '{{count, number}} Ergebnis wurde aktualisiert.',
  doneUpdated_other: '{{count, number}} Ergebnisse wurden aktualisiert.',
  doneUnchanged_one: '{{count, number}} Zeile stimmte mit dem Gespeicherten überein und blieb, wie sie war.',
  doneUnchanged_other:
    '{{count, number}} Zeilen stimmten mit dem Gespeicherten überein und blieben, wie sie waren.',
  doneNothing: 'Nichts hat sich geändert: Jede Zeile stimmt mit dem Gespeicherten überein.',
  failedRows:
    'Teil {{chunk, number}} ({{rows}}) wurde abgelehnt und nicht gespeichert. Die Teile davor sind gespeichert.',
  failedCall:
    'Teil {{chunk, number}} ({{rows}}) konnte nicht gesendet werden. Die Teile davor sind gespeichert, von ihm nichts.',
  rowSingle: 'Zeile {{from, number}}',
  rowRange: 'Zeilen {{from, number}}–{{to, number}}',
  resume: 'Ab Zeile {{from, number}} fortsetzen',
  openInputs: 'Eingaben öffnen',
  openAnalyze: 'Analyse öffnen',
  anotherFile: 'Weitere Datei importieren',
  somethingWrong: 'Etwas ist schiefgelaufen.',
  importAction: 'Importieren',
  importActionOf: 'Eine Tabelle in {{name}} importieren',
  createAndImport: 'Anlegen und Tabelle importieren',
  export: {
    simple: 'CSV exportieren',
    advanced: 'CSV exportieren (erweitert)',
    inProgress: 'Deine Daten werden exportiert. Das kann etwas dauern...',
    failed: 'Oh nein! Bitte versuche es noch einmal.',
    empty: 'Keine Daten zum Exportieren.',
    done_one: '{{count, number}} Ergebnis exportiert.',
    done_other: '{{count, number}} Ergebnisse exportiert.',
  },
};
