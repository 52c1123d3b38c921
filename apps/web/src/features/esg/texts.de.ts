import type { esgEn } from './texts.en.ts';

/** Texte des ESG-Formulars (VSME und ESRS). */
export const esgDe: typeof esgEn = {
  title: 'ESG-Bericht {{year}}',
  breadcrumb: 'Brotkrümelnavigation',
  projects: 'Projekte',
  loading: 'ESG-Formular wird geladen…',
  loadError: 'Das ESG-Formular konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  notFound: 'Dieses ESG-Jahr gibt es nicht, oder es gehört zu einem anderen Unternehmen.',
  frozen: 'Dieses Jahr ist eingefroren: Du kannst die Antworten lesen, aber nicht ändern.',
  readOnly: 'Du kannst dieses Formular lesen. Ändern können es Bearbeiter und höhere Rollen.',
  family: {
    legend: 'Berichtsstandard',
    vsme: 'VSME (freiwilliger Standard für KMU)',
    esrs: 'ESRS (themenbezogene Standards E1–E5, S1–S4, G1)',
    hint: 'Beim Wechsel bleiben die Antworten beider Standards erhalten; das Formular zeigt den gewählten.',
    saved: 'Berichtsstandard gespeichert.',
    discard: 'Beim Wechsel des Standards gehen deine ungespeicherten Änderungen verloren. Trotzdem wechseln?',
    noXbrl: 'Die Downloads als XBRL und Inline-XBRL gibt es nur für VSME-Berichte, nicht für ESRS.',
    standards: 'Themenbezogene Standards',
  },
  modules: {
    legend: 'VSME-Module',
    basic: 'Basis-Modul (B1–B11)',
    comprehensive: 'Basis- und Umfassendes Modul (B1–B11 und C1–C9)',
    hint: 'Die Angaben des Umfassenden Moduls sind freiwillig: Sie erscheinen, sobald du sie auswählst.',
    saved: 'Module gespeichert.',
  },
  nav: {
    label: 'Angaben',
    complete: 'vollständig',
    progress: '{{answered}} von {{total}} beantwortet',
    notMaterial: 'nicht wesentlich',
  },
  disclosure: {
    required: 'für den Bericht nötig',
    paragraph: 'VSME §{{paragraph}}',
    notMaterial: 'Für uns nicht wesentlich',
    notMaterialReason: 'Warum es nicht wesentlich ist',
    evidenceNote: 'Nachweis',
    evidenceHint: 'Woher die Angaben stammen, z. B. ein Dokument, ein System oder eine Person.',
    empty: 'Diese Angabe hat in den gewählten Modulen keine Datenpunkte.',
  },
  field: {
    unit: 'Einheit von {{label}}',
    notAnswered: 'Nicht beantwortet',
    yes: 'Ja',
    no: 'Nein',
    choose: 'Auswählen…',
    naceHint: 'NACE-Codes durch Kommas getrennt, z. B. C13.2, J62',
    naceInvalid: '{{codes}} ist kein NACE-Code.',
    yearHint: 'Ein Jahr, z. B. 2030',
    yearInvalid: 'Gib ein Jahr mit vier Ziffern ein.',
    percentHint: 'Prozent, 0 bis 100',
  },
  calculator: {
    title: 'Aus dem Rechner',
    intro: 'Diese Zahlen sind die Summen der Corporate-Jahre unten; ändere sie dort.',
    years: 'Verwendete Jahre des Rechners',
    openYear: '{{name}} {{year}} im Rechner öffnen',
    none: 'Kein Corporate-Jahr des Rechners deckt diesen Zeitraum ab, daher sind die Klimazahlen leer.',
    create: 'Ein Corporate-Projekt anlegen',
    readOnly: 'nur lesbar, aus dem Rechner',
    needsTurnover: 'Braucht den Umsatz in B1.',
    needsRevenue: 'Braucht den Nettoumsatz in E1-6.',
  },
  energyMix: {
    partsDifferFromSource:
      '{{source}}: Der erneuerbare und der nicht erneuerbare Teil ergeben zusammen {{parts}}, nicht die Summe von {{total}}.',
    partsExceedTotal:
      'Die Energie nach Quellen ergibt zusammen {{parts}}, mehr als der Gesamtverbrauch von {{total}} aus dem Rechner. Prüfe die Angaben: Zusammen sollten sie den Gesamtverbrauch ergeben.',
    shareDiffers:
      'Der Anteil erneuerbarer Energie ist {{share}}, die eingetragene erneuerbare Energie aber {{computed}} des Gesamtverbrauchs.',
    splitFromCalculator:
      'Die Energie aus Strom ist der eingekaufte Strom dieser Jahre, erneuerbar, wie seine Verträge und Nachweise sagen (marktbasiert); die Energie aus Brennstoffen ist, was ihre Scope-1-Zeilen verbrennen, erneuerbar bei Biokraftstoffen und Biomasse. Eingekaufte Wärme, Dampf und Kälte zählen zum Gesamtverbrauch, aber zu keinem der beiden.',
    selfGeneratedNotInCalculator:
      'Der Rechner weiß nicht, welchen Strom das Unternehmen selbst erzeugt hat: trage ihn hier ein.',
  },
  vsmeSource: {
    title: 'Aus VSME B8 von {{name}} {{year}}',
    intro:
      'Für dieses Jahr gibt es einen VSME-Bericht mit demselben Zeitraum: Diese Angaben sind seine Antworten in B8 und werden nicht zweimal abgefragt. Ändere sie dort.',
    open: 'VSME B8 von {{name}} {{year}} öffnen',
    readOnly: 'nur lesbar, aus VSME B8',
  },
  targets: {
    title: 'Aus den Reduktionszielen',
    intro:
      'Diese Angaben stammen aus den THG-Reduktionszielen des Rechners, deren Zeitraum dieses Jahr abdeckt (Basisjahr bis Zieljahr); ändere sie dort.',
    several:
      'Mehrere Ziele decken dieses Jahr ab. Eine Angabe wird gefüllt, wo alle dasselbe angeben; wo sie sich unterscheiden, bleibt sie leer, und alle Ziele sind unten aufgeführt.',
    list: 'Verwendete Reduktionsziele',
    item: '{{scope}} −{{percent}} % von {{base}} bis {{target}}',
    scope: 'Scope {{n}}',
    scopeTotal: 'Alle Scopes',
    open: 'Die Reduktionsziele von {{name}} öffnen',
    none: 'Kein Reduktionsziel des Rechners deckt dieses Jahr ab (Basisjahr bis Zieljahr), daher sind die Zielangaben leer. Lege eines auf der Impact-Seite eines Corporate-Projekts an.',
    differs: 'Unterscheidet sich zwischen den Zielen',
  },
  save: {
    button: 'Speichern',
    saving: 'Wird gespeichert…',
    saved: 'ESG-Antworten gespeichert.',
    unsaved: 'Ungespeicherte Änderungen',
    fixFirst: 'Bitte korrigiere zuerst die markierten Felder.',
    refused: 'Nichts wurde gespeichert: {{message}}',
    failed: 'Speichern fehlgeschlagen. Deine Änderungen sind noch da: Bitte versuche es erneut.',
    nothing: 'Keine Änderungen zum Speichern.',
  },
  leave: {
    title: 'Ohne Speichern verlassen?',
    message:
      'Deine ESG-Antworten sind noch nicht gespeichert. Sie gehen verloren, wenn du die Seite verlässt.',
    confirm: 'Verlassen',
    cancel: 'Bleiben',
  },
  xbrl: {
    download: 'XBRL herunterladen',
    savedOnly: 'Der Download enthält nur die gespeicherten Antworten.',
    missing_one: 'Dem Bericht fehlt noch {{count}} Antwort:',
    missing_other: 'Dem Bericht fehlen noch {{count}} Antworten:',
    format: 'XBRL-Format',
    instance: 'XBRL-Instanz (.xbrl)',
    inline: 'Inline-XBRL-Bericht (.xhtml)',
  },
  entity: {
    ask: 'Der XBRL-Bericht nennt das Unternehmen mit seinem LEI oder einer Registerkennung. Gib eine an:',
    changeTitle: 'Kennung des Unternehmens für den XBRL-Bericht ändern:',
    missingReadOnly:
      'Der XBRL-Bericht braucht den LEI oder die Registerkennung des Unternehmens; eine Bearbeiterin oder ein Bearbeiter kann sie hier angeben.',
    reportedAs: 'Der XBRL-Bericht nennt das Unternehmen mit {{kind}} {{identifier}}.',
    change: 'Kennung ändern',
    kind: 'Art der Kennung',
    identifier: 'Kennung',
    save: 'Kennung speichern',
    cancel: 'Abbrechen',
    kinds: {
      lei: 'LEI (Rechtsträgerkennung)',
      euid: 'EUID (nationales Unternehmensregister)',
      duns: 'D-U-N-S-Nummer',
      permid: 'PermID',
    },
    problem: {
      required: 'Gib die Kennung ein.',
      leiFormat: 'Ein LEI besteht aus 20 Buchstaben und Ziffern, die letzten beiden sind Ziffern.',
      leiCheckDigits: 'Die Prüfziffern dieses LEI passen nicht: Gleiche ihn mit dem LEI-Register ab.',
      format: 'Diese Kennung hat nicht die Form der gewählten Art.',
    },
  },
  csv: {
    download: 'CSV herunterladen',
    empty: 'Keine Daten zum Exportieren.',
  },
  dashboardLink: 'ESG-Formular',
  dashboardLinkOf: 'ESG-Formular von {{name}} {{year}}',
};
