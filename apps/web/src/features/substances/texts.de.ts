import type { substancesEn } from './texts.en.ts';

/** Texte der Stoffliste (Einstellungen → Stoffliste, Betreiber:innen) und der ESG-Stoffauswahl. */
export const substancesDe: typeof substancesEn = {
  list: {
    title: 'Stoffliste',
    intro:
      'Die Stoffauswahl im ESG-Formular durchsucht diese Liste. Laden Sie die Kandidatenliste der besonders besorgniserregenden Stoffe der ECHA: Exportieren Sie sie auf der Website der ECHA als CSV oder XLSX (Spalten Stoffname, EC No., CAS No. und, falls vorhanden, eine ID). Eine neue Datei ersetzt die ganze Liste.',
    currentTitle: 'Aktuelle Liste',
    current: '{{count}} Stoffe aus {{fileName}}, geladen am {{date}}',
    seed: 'Keine Liste geladen: Die Auswahl durchsucht die {{count}} Stoffe, die mit dem Produkt geliefert werden.',
    fileLabel: 'ECHA-Kandidatenliste (CSV oder XLSX, höchstens {{limit}} MB)',
    preview: 'Datei prüfen',
    checking: 'Datei wird gelesen …',
    previewTitle: 'Was die Datei enthält',
    read: '{{count}} Stoffe aus {{fileName}} gelesen.',
    readNone: 'Aus {{fileName}} konnte kein Stoff gelesen werden: Es gibt nichts zu laden.',
    skippedTitle: 'Übersprungene Zeilen ({{count}})',
    noneSkipped: 'Keine Zeile wurde übersprungen.',
    sampleTitle: 'Erste Stoffe',
    store: 'Liste durch diese {{count}} Stoffe ersetzen',
    storing: 'Liste wird geladen …',
    stored: 'Die Stoffliste enthält jetzt {{count}} Stoffe.',
    cancel: 'Andere Datei wählen',
    tooLarge: 'Die Datei ist größer als {{limit}} MB.',
    chooseFile: 'Wählen Sie zuerst eine Datei.',
    refused: {
      noHeader:
        'Die Datei hat in den ersten 15 Zeilen keine Kopfzeile mit einer Spalte „Substance name“. Ist es die Kandidatenliste der ECHA?',
      noSubstances: 'Die Datei enthält keinen lesbaren Stoff: Die Liste wurde nicht geändert.',
      empty: 'Die Datei ist leer.',
      tooLarge: 'Die Datei ist zu groß.',
      tooManyRows: 'Die Datei hat zu viele Zeilen für eine Stoffliste.',
      compressionBomb: 'Die Arbeitsmappe entpackt sich zu weit mehr als erwartet und wurde nicht gelesen.',
      encrypted:
        'Die Arbeitsmappe ist kennwortgeschützt oder eine alte .xls-Datei: Speichern Sie sie als .xlsx oder CSV.',
      corrupt: 'Die Datei ist beschädigt oder keine Tabelle.',
      noSheet: 'Die Arbeitsmappe hat kein Tabellenblatt.',
      unsupportedType: 'Das ist keine CSV- oder XLSX-Datei.',
    },
    columns: { name: 'Name', ec: 'EG-Nr.', cas: 'CAS-Nr.', id: 'ID' },
  },
  picker: {
    search: 'Nach Name, EG- oder CAS-Nummer suchen',
    hint: 'Mindestens 2 Zeichen eingeben, dann mit den Pfeiltasten und der Eingabetaste wählen.',
    results: '{{count}} Stoffe gefunden',
    noResults: 'Kein Stoff passt zu „{{query}}“.',
    searching: 'Suche läuft …',
    searchFailed: 'Die Suche ist fehlgeschlagen. Bitte erneut versuchen.',
    chosen: 'Gewählte Stoffe',
    noneChosen: 'Kein Stoff gewählt.',
    remove: '{{name}} entfernen',
    added: '{{name}} hinzugefügt.',
    removed: '{{name}} entfernt.',
    unknown: 'nicht in der aktuellen Liste',
    seedNote: 'Noch keine Stoffliste geladen: Gesucht wird in der kleinen mitgelieferten Liste.',
  },
};
