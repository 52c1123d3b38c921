import type { esgDashboardEn } from './texts.en.ts';

/** Texte des öffentlichen ESG-Dashboards. */
export const esgDashboardDe: typeof esgDashboardEn = {
  title: 'Öffentliches Dashboard',
  loadError: 'Die Einstellungen des Dashboards konnten nicht geladen werden.',
  notPublished:
    'Nicht veröffentlicht. Wähle die Angaben, die gezeigt werden sollen, und veröffentliche sie, um einen öffentlichen Link zu erhalten.',
  liveStatus:
    'Veröffentlicht: Die öffentliche Seite zeigt die gewählten Angaben mit den aktuellen Antworten.',
  lockedStatus: 'Veröffentlicht und gesperrt: Die öffentliche Seite zeigt den Stand beim Sperren.',
  lockedHint:
    'Solange es gesperrt ist, erreichen Änderungen am Formular die öffentliche Seite nicht. Entsperre es, damit es dem Formular wieder folgt.',
  choose: 'Angaben, die gezeigt werden',
  chooseEsrs: 'Angabepflichten, die gezeigt werden',
  chooseOne: 'Wähle mindestens eine Angabe.',
  publish: 'Veröffentlichen',
  update: 'Neue Auswahl veröffentlichen',
  published: 'Dashboard veröffentlicht.',
  lock: 'Sperren',
  unlock: 'Entsperren',
  lockedDone: 'Dashboard gesperrt.',
  unlockedDone: 'Dashboard entsperrt: Es folgt wieder dem Formular.',
  unpublish: 'Veröffentlichung beenden',
  unpublished: 'Veröffentlichung beendet: Der Link funktioniert nicht mehr.',
  link: 'Öffentlicher Link',
  open: 'Öffnen',
  group: {
    action: 'ESG-Dashboard',
    actionOf: 'Öffentliches ESG-Dashboard von {{name}}',
    title: 'Öffentliches ESG-Dashboard von {{name}}',
    description:
      'Veröffentliche gewählte Angaben aller ESG-Jahre dieser Gruppe auf einer öffentlichen Seite, das früheste Jahr zuerst: VSME-Angaben für die nach VSME erfassten Jahre, ESRS-Angabepflichten für die nach ESRS erfassten Jahre.',
    yearWithFamily: '{{year}} · {{project}} ({{family}})',
    chooseVsme: 'VSME-Angaben, gezeigt für die nach VSME erfassten Jahre',
    chooseEsrs: 'ESRS-Angabepflichten, gezeigt für die nach ESRS erfassten Jahre',
    years: 'Gezeigte ESG-Jahre',
    noYears:
      'Diese Gruppe enthält noch kein ESG-Jahr. Füge der Gruppe ein ESG-Projekt hinzu, um ihr Dashboard zu veröffentlichen.',
    notPublished:
      'Nicht veröffentlicht. Wähle die Angaben, die gezeigt werden sollen, und veröffentliche sie, um einen öffentlichen Link zu erhalten.',
    liveStatus:
      'Veröffentlicht: Die öffentliche Seite zeigt die gewählten Angaben mit den aktuellen Antworten jedes Jahres.',
    public: {
      kicker: 'Nachhaltigkeitsberichte (VSME) einer Gruppe',
      kickerEsrs: 'Nachhaltigkeitsberichte (ESRS) einer Gruppe',
      kickerMixed: 'Nachhaltigkeitsberichte (VSME und ESRS) einer Gruppe',
      subtitle: 'Gruppe {{group}}',
      yearCount_one: '{{count}} ESG-Jahr',
      yearCount_other: '{{count}} ESG-Jahre',
      yearHeading: '{{year}} · {{project}}',
      noYears: 'Diese Gruppe hat kein ESG-Jahr, das gezeigt werden kann.',
    },
  },
  public: {
    energySplitExceedsTotal:
      'Hinweis: Die Energie nach Quellen hat das Unternehmen eingetragen; sie ergibt zusammen {{parts}}, mehr als der aus seinen Aktivitätsdaten berechnete Gesamtverbrauch von {{total}}.',
    energySplitDiffers:
      'Hinweis: {{source}}: Der erneuerbare und der nicht erneuerbare Teil ergeben zusammen {{parts}}, nicht die dafür angegebenen {{total}}.',
    loading: 'Dashboard wird geladen…',
    loadError: 'Das Dashboard konnte nicht geladen werden.',
    notAvailableTitle: 'Dieses Dashboard ist nicht verfügbar',
    notAvailableMessage: 'Der Link ist falsch, oder das Dashboard ist nicht mehr veröffentlicht.',
    kicker: 'Nachhaltigkeitsbericht (VSME)',
    kickerEsrs: 'Nachhaltigkeitsbericht (ESRS)',
    subtitle: 'ESG-Bericht {{year}} · {{project}}',
    period: 'Berichtszeitraum {{start}} – {{end}}',
    lockedAt: 'Stand {{date}}',
    notMaterial: 'Für dieses Unternehmen nicht wesentlich',
    noAnswers: 'Zu dieser Angabe gibt es noch keine Antworten.',
    yes: 'Ja',
    no: 'Nein',
  },
};
