import type { ReportTexts } from './report-texts-en.ts';

/** The German texts of the Word report. The title 'CSRD Report' is the same in every language. */
export const REPORT_TEXTS_DE: ReportTexts = {
  titlePage: {
    subtitle: 'Treibhausgasemissionen',
    period: 'Berichtszeitraum',
    projects: 'Projekte',
    createdOn: 'Erstellt am',
  },
  company: {
    heading: 'Unternehmen und Berichtszeitraum',
    company: 'Unternehmen',
    projects: 'Projekte und Jahre',
    period: 'Berichtszeitraum',
    results: 'Berücksichtigte Ergebnisse',
    createdOn: 'Erstellt am',
    assurance: 'Prüfung',
    assuranceLevels: {
      none: 'Keine Prüfung',
      limited: 'Prüfung mit begrenzter Sicherheit',
      reliable: 'Prüfung mit hinreichender Sicherheit',
    },
    assuranceBy: (level: string, provider: string) => `${level} durch ${provider}`,
  },
  methodology: {
    heading: 'Methodik und Grenzen',
    standard:
      'Dieser Bericht folgt dem Corporate Accounting and Reporting Standard des GHG Protocol. Emissionen sind in Kilogramm oder Tonnen CO2-Äquivalent (CO2e) angegeben, mit den 100-Jahres-Treibhauspotenzialen, mit denen die Emissionsfaktoren veröffentlicht wurden.',
    boundary:
      'Organisatorische Grenze: operative Kontrolle. Der Bericht enthält 100 % der Emissionen der Tätigkeiten, die das Unternehmen operativ kontrolliert, und keine Emissionen von Beteiligungen ohne operative Kontrolle. Ein auf mehrere Einheiten verteiltes Ergebnis zählt mit seinem verteilten Anteil.',
    scopes: (scopes: string) =>
      `Erfasste Scopes: ${scopes}. Scope 1 enthält die direkten Emissionen aus eigenen oder kontrollierten Quellen, Scope 2 die indirekten Emissionen aus eingekauftem Strom, Wärme, Dampf und Kälte und Scope 3 die übrigen indirekten Emissionen der Wertschöpfungskette in den 15 Kategorien des Corporate Value Chain (Scope 3) Standard des GHG Protocol.`,
    noScopes:
      'Das Formular dieser Jahre erfasst Fußabdrücke, die keinem Scope des GHG Protocol zugeordnet sind.',
    scope2: (regions: string) =>
      `Scope 2 wird, wie die Scope 2 Guidance des GHG Protocol es verlangt, zweifach berichtet: marktbasiert, aus den Verträgen und Zertifikaten der eingekauften Energie, und standortbasiert, aus dem durchschnittlichen Strommix der Region (${regions}). Die Summen dieses Berichts sind marktbasiert.`,
    surcharge: (list: string) =>
      `Auf die Emissionen dieser Jahre wird ein Zuschlag aufgeschlagen: ${list}. Der Energieverbrauch und biogenes CO2 erhalten keinen Zuschlag: Der Zuschlag ist eine Sicherheitsmarge auf die Emissionen des Inventars, und biogenes CO2 wird außerhalb der Scopes berichtet, nicht in der Summe des Inventars.`,
    factorSources:
      'Jede Art von Aktivität wird mit der Faktorquelle berechnet, die für ihr Jahr festgelegt ist. Zeilen zu Brennstoffen, Reisen und Abfall können die andere Quelle zitieren, wo eine Zeile sie gewählt hat; jedes Ergebnis nennt die Faktoren, die es verwendet.',
    factorSourceKind: 'Aktivität',
    factorSource: 'Faktorquelle',
    noSurcharge: 'Auf die Emissionen wird kein Zuschlag aufgeschlagen.',
    editions: (list: string) =>
      `Jedes Ergebnis behält die Emissionsfaktoren, mit denen es berechnet wurde, festgeschrieben mit Quelle und Ausgabe, sodass sich seine Werte auch nach neueren Ausgaben nachvollziehen lassen. Verwendete Faktorausgaben: ${list}.`,
    noEditions: 'Noch verwendet kein berücksichtigtes Ergebnis einen Emissionsfaktor.',
    frozen: (list: string) =>
      `Festgeschriebene Jahre, deren Ergebnisse sich nicht mehr ändern können: ${list}.`,
    notFrozen:
      'Keines der Jahre ist festgeschrieben: Ihre Ergebnisse können sich noch ändern, bis ein Jahr festgeschrieben wird.',
    exclusions:
      'Als ausgeschlossen markierte Ergebnisse und aus einem Jahr ausgeschlossene Bereiche zählen nicht.',
    surveys:
      'Das Pendeln der Mitarbeitenden (Scope 3, Kategorie 7) stammt aus Mitarbeitendenumfragen, von den Antworten auf den Personalstand hochgerechnet:',
  },
  factors: {
    heading: 'Quellen der Emissionsfaktoren',
    intro: 'Die Quellen der Emissionsfaktoren, mit denen die berücksichtigten Ergebnisse berechnet wurden.',
    source: 'Quelle',
    edition: 'Ausgabe',
    licence: 'Lizenz',
    attribution: 'Quellenangabe',
    results: 'Ergebnisse',
    userDefined: 'Vom Unternehmen angegeben',
    proxy: 'Ersatz für von der EPA nicht veröffentlichte Vorkettenfaktoren',
    converted: 'in Anschaffungspreise umgerechnet',
    notesHeading: 'Hinweise zu den Faktoren',
    note: 'Hinweis',
    empty: 'Noch verwendet kein berücksichtigtes Ergebnis einen Emissionsfaktor.',
  },
  scopes: {
    heading: 'Emissionen nach Scope',
    intro: 'Scope 2 zählt marktbasiert zur Summe; der standortbasierte Wert steht zum Vergleich daneben.',
    scope: 'Scope',
    emissions: 'Emissionen',
    share: 'Anteil an der Summe',
    total: 'Summe (marktbasiert)',
    locationTotal: 'Summe (standortbasiert)',
    names: {
      scope1: 'Scope 1',
      scope2Market: 'Scope 2 (marktbasiert)',
      scope2Location: 'Scope 2 (standortbasiert)',
      scope3: 'Scope 3',
      unscoped: 'Außerhalb der Scopes',
    },
    chartTitle: 'Emissionen nach Scope (Balkendiagramm)',
  },
  categories: {
    heading: 'Scope 3 nach Kategorie',
    category: 'Kategorie',
    share: 'Anteil an Scope 3',
    uncategorized: 'Ohne Kategorie',
    names: {
      '1': 'Eingekaufte Waren und Dienstleistungen',
      '2': 'Investitionsgüter',
      '3': 'Brennstoff- und energiebezogene Aktivitäten',
      '4': 'Vorgelagerter Transport und Verteilung',
      '5': 'Abfall aus dem Betrieb',
      '6': 'Geschäftsreisen',
      '7': 'Pendeln der Mitarbeitenden',
      '8': 'Vorgelagerte geleaste Wirtschaftsgüter',
      '9': 'Nachgelagerter Transport und Verteilung',
      '10': 'Verarbeitung verkaufter Produkte',
      '11': 'Nutzung verkaufter Produkte',
      '12': 'Behandlung verkaufter Produkte am Lebensende',
      '13': 'Nachgelagerte geleaste Wirtschaftsgüter',
      '14': 'Franchises',
      '15': 'Investitionen',
    },
  },
  scope2: {
    heading: 'Scope 2: standortbasiert und marktbasiert',
    intro:
      'Marktbasierte Werte bilden die Energieverträge und Zertifikate ab, standortbasierte den durchschnittlichen Strommix der Region.',
    basis: 'Grundlage',
    market: 'Marktbasiert',
    location: 'Standortbasiert',
    difference: 'Differenz (standortbasiert minus marktbasiert)',
  },
  sections: {
    heading: 'Emissionen nach Bereich',
    intro: 'Die Bereiche des Formulars mit ihren Ergebnissen und Emissionen (marktbasiert).',
    chartTitle: 'Emissionen nach Bereich (Balkendiagramm)',
    section: 'Bereich',
    results: 'Ergebnisse',
    emissions: 'Emissionen',
    share: 'Anteil an der Summe',
    activity: 'Tätigkeit',
    empty: 'Keine Ergebnisse in diesem Bereich.',
  },
  dataQuality: {
    heading: 'Datenqualität',
    intro: (count: string) =>
      `Datenqualitätsindikatoren der ${count} berücksichtigten erfassten Ergebnisse (Stufe 1 ist am besten, 5 am schwächsten).`,
    indicator: 'Indikator',
    level: (level: number) => `Stufe ${level}`,
    indicators: {
      age: 'Alter',
      completeness: 'Vollständigkeit',
      geography: 'Geografie',
      reliability: 'Zuverlässigkeit',
      technology: 'Technologie',
    },
    sourcesHeading: 'Datenquellen',
    sourcesIntro:
      'Wie viele Ergebnisse jede Quellenart nennen (ein Ergebnis kann mehrere nennen), und die Qualität, die sich aus der Quelle mit dem größten Anteil ergibt.',
    sourceType: 'Quellenart',
    results: 'Ergebnisse',
    noSource: 'Keine Quelle genannt',
    otherSource: 'Andere Quellen',
    notAssessed: 'Nicht bewertet',
    sourceTypes: {
      documentation: 'Dokumentation',
      bills: 'Rechnungen',
      tracking: 'Messung',
      product: 'Produktdaten',
      'hr-records': 'Personalunterlagen',
      survey: 'Umfrage',
      estimation: 'Schätzung',
    },
    quality: 'Abgeleitete Qualität',
    qualityIntro:
      'Die Qualität eines Ergebnisses folgt aus seinen Quellen und seinen Indikatoren, wie Analyse und Zeile sie zeigen. Quellen: Die mit dem größten Anteil entscheidet (sehr gut für Produktdaten und Messung; gut für Rechnungen, Dokumentation, Personalunterlagen und Umfragen; mittel für Schätzungen; schwach für andere Quellen). Indikatoren: ihr mittleres Niveau (bis 1,5 sehr gut, 2,5 gut, 3,5 mittel, sonst schwach). Sind beide angegeben, zählt das schwächere; ein Ergebnis ohne beides ist nicht bewertet.',
    qualities: {
      'very-good': 'Sehr gut',
      good: 'Gut',
      fair: 'Mittel',
      poor: 'Schwach',
      'not-assessed': 'Nicht bewertet',
    },
  },
  topSources: {
    heading: 'Größte Quellen',
    intro: 'Die berücksichtigten Ergebnisse mit den höchsten Emissionen.',
    rank: 'Rang',
    source: 'Quelle',
    section: 'Bereich',
    project: 'Projekt',
    emissions: 'Emissionen',
    share: 'Anteil an der Summe',
    empty: 'Noch hat kein Ergebnis Emissionen.',
    scopes: {
      'scope-1': 'Scope 1',
      'scope-2': 'Scope 2',
      'scope-3': 'Scope 3, Kategorie 3',
      unscoped: 'ohne Scope',
    },
  },
  legend: { colour: 'Farbe', label: 'Balken', value: 'Emissionen' },
};
