/** Words of the public pages, in the widget's language (a published widget does not follow the visitor). */
export const PUBLIC_TEXTS = {
  en: {
    analyticsTitle: (company: string) => `Climate figures of ${company}`,
    table: 'The figures',
    verify: 'Verify this figure',
    computed: 'Computed',
    publishedBy: (company: string) => `Published by ${company} with Carbon Ledger.`,
    verifyTitle: 'Verification of a published figure',
    code: 'Verification code',
    hash: 'SHA-256 of the published figure',
    recorded: (sequence: number) => `Recorded as entry ${sequence} of the company's hash-chained change log.`,
    states: {
      current: 'Current: this is the figure the company publishes today.',
      superseded:
        'Superseded: the company has published a newer figure since. An embed still showing this one is out of date.',
      withdrawn: 'Withdrawn: the company no longer publishes this figure.',
    },
    supersededAt: 'Superseded',
    withdrawnAt: 'Withdrawn',
    current: 'See the current figure',
    unknown:
      'No figure with this code was published. An image or page showing this code was not issued as shown, or the code was mistyped.',
    check: 'Compare the figure you saw with the one above: if they differ, what you saw was altered.',
  },
  de: {
    analyticsTitle: (company: string) => `Klimazahlen von ${company}`,
    table: 'Die Zahlen',
    verify: 'Diese Zahl prüfen',
    computed: 'Berechnet',
    publishedBy: (company: string) => `Veröffentlicht von ${company} mit Carbon Ledger.`,
    verifyTitle: 'Prüfung einer veröffentlichten Zahl',
    code: 'Prüfcode',
    hash: 'SHA-256 der veröffentlichten Zahl',
    recorded: (sequence: number) =>
      `Eingetragen als Eintrag ${sequence} im hash-verketteten Änderungsprotokoll des Unternehmens.`,
    states: {
      current: 'Aktuell: Diese Zahl veröffentlicht das Unternehmen heute.',
      superseded:
        'Ersetzt: Das Unternehmen hat seitdem eine neuere Zahl veröffentlicht. Eine Einbettung, die noch diese zeigt, ist veraltet.',
      withdrawn: 'Zurückgezogen: Das Unternehmen veröffentlicht diese Zahl nicht mehr.',
    },
    supersededAt: 'Ersetzt am',
    withdrawnAt: 'Zurückgezogen am',
    current: 'Zur aktuellen Zahl',
    unknown:
      'Mit diesem Code wurde keine Zahl veröffentlicht. Ein Bild oder eine Seite mit diesem Code wurde so nicht herausgegeben, oder der Code ist vertippt.',
    check: 'Vergleiche die gesehene Zahl mit der oben: Weichen sie ab, wurde das Gesehene verändert.',
  },
} as const;
