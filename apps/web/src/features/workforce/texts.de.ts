import type { workforceEn, workforceFaqsEn } from './texts.en.ts';

/** German texts of the Workforce module (merged into the catalogue as `workforce`). */
export const workforceDe: typeof workforceEn = {
  title: 'Belegschaft',
  nav: { label: 'Bereiche der Belegschaft', home: 'Übersicht', employees: 'Mitarbeitende', teams: 'Teams' },
  trial: {
    runs: 'Dein Unternehmen testet die Belegschaft bis {{end}}.',
    subscribe: 'Abonnieren, um sie weiter zu nutzen',
    ended: 'Der Test der Belegschaft für dein Unternehmen endete am {{end}}.',
  },
  home: {
    intro: 'Führe die Liste deiner Mitarbeitenden und der Teams, in denen sie arbeiten, an einem Ort.',
    employees_one: '{{count}} Mitarbeiter:in',
    employees_other: '{{count}} Mitarbeitende',
    teams_one: '{{count}} Team',
    teams_other: '{{count}} Teams',
    manageEmployees: 'Mitarbeitende verwalten',
    manageTeams: 'Teams verwalten',
    emptyTitle: 'Noch keine Mitarbeitenden',
    emptyText:
      'Füge zuerst unter Mitarbeitende deine Mitarbeitenden mit ihren E-Mail-Adressen hinzu. Lege dann unter Teams Teams an und ordne jede Person einem Team zu.',
    emptyViewer:
      'Eine Person mit der Rolle Bearbeiter:in, Admin oder Inhaber:in kann Mitarbeitende und Teams anlegen.',
    faqs: 'Fragen zur Belegschaft',
  },
  employees: {
    title: 'Mitarbeitende',
    teamTitle: 'Mitarbeitende im Team {{team}}',
    allEmployees: 'Alle Mitarbeitenden',
    addTitle: 'Mitarbeitende hinzufügen',
    fromFile: 'Oder aus einer Datei lesen (CSV oder Text, eine E-Mail pro Zeile oder Spalte)',
    addLabel: 'E-Mail-Adressen',
    addHint:
      'Eine oder mehrere, getrennt durch Kommas, Leerzeichen oder Zeilenumbrüche. Bis zu {{max}} auf einmal.',
    add: 'Hinzufügen',
    adding: 'Wird hinzugefügt…',
    added_one: '{{count}} Mitarbeiter:in hinzugefügt.',
    added_other: '{{count}} Mitarbeitende hinzugefügt.',
    nothingAdded: 'Es wurde nichts hinzugefügt. Korrigiere diese Adressen und versuche es erneut:',
    enterEmails: 'Gib mindestens eine E-Mail-Adresse ein.',
    tooMany: 'Füge höchstens {{max}} Adressen auf einmal hinzu.',
    search: 'Nach E-Mail suchen',
    sortBy: 'Sortieren nach',
    sort: { new: 'Neueste zuerst', alphabetic: 'Alphabetisch' },
    count_one: '{{count}} Mitarbeiter:in',
    count_other: '{{count}} Mitarbeitende',
    email: 'E-Mail',
    addedOn: 'Hinzugefügt',
    team: 'Team',
    actions: 'Aktionen',
    noTeam: 'Kein Team',
    teamOf: 'Team von {{email}}',
    remove: 'Entfernen',
    removeLabel: '{{email}} entfernen',
    removeTitle: '{{email}} entfernen?',
    removeText: 'Die Person wird aus der Liste und aus ihrem Team entfernt.',
    removed: '{{email}} wurde entfernt.',
    assigned: '{{email}} ist jetzt im Team {{team}}.',
    unassigned: '{{email}} ist jetzt in keinem Team.',
    empty: 'Noch keine Mitarbeitenden. Füge sie oben mit ihren E-Mail-Adressen hinzu.',
    emptyTeam: 'Noch niemand ist in diesem Team. Wähle das Team bei einer Person unter Alle Mitarbeitenden.',
    noMatch: 'Keine Person passt zu „{{text}}“.',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Mitarbeitende {{from}}–{{to}} von {{total}}',
    pagination: 'Seiten der Mitarbeitendenliste',
    unknownTeam: 'Dieses Team gibt es nicht (mehr).',
  },
  teams: {
    title: 'Teams',
    createTitle: 'Team anlegen',
    name: 'Name des Teams',
    create: 'Team anlegen',
    created: 'Das Team {{name}} wurde angelegt.',
    empty: 'Noch keine Teams. Lege oben das erste an.',
    members_one: '{{count}} Mitarbeiter:in',
    members_other: '{{count}} Mitarbeitende',
    viewEmployees: 'Mitarbeitende von {{name}}',
    rename: 'Umbenennen',
    renameLabel: '{{name}} umbenennen',
    newName: 'Neuer Name von {{name}}',
    save: 'Speichern',
    cancel: 'Abbrechen',
    renamed: 'Das Team heißt jetzt {{name}}.',
    delete: 'Löschen',
    deleteLabel: '{{name}} löschen',
    deleteTitle: 'Das Team {{name}} löschen?',
    deleteText: 'Seine Mitarbeitenden bleiben in der Liste, ohne Team.',
    deleted: 'Das Team {{name}} wurde gelöscht.',
  },
  errors: {
    load: 'Die Belegschaft konnte nicht geladen werden. Versuche es erneut.',
    retry: 'Erneut versuchen',
    generic: 'Das hat nicht geklappt. Versuche es erneut.',
    notFound: 'Das gibt es nicht mehr. Die Liste wurde aktualisiert.',
  },
};

/** The public FAQ page `/workforce/faqs` in German. */
export const workforceFaqsDe: typeof workforceFaqsEn = {
  title: 'Belegschaft: häufige Fragen',
  intro: 'Was das Modul Belegschaft von Carbon Ledger in dieser Version kann.',
  items: [
    {
      question: 'Was ist das Modul Belegschaft?',
      answer:
        'Eine Liste der Mitarbeitenden deines Unternehmens, jeweils mit einer E-Mail-Adresse, und der Teams, in denen sie arbeiten. Hier führt ein Unternehmen in Carbon Ledger seine Mitarbeitenden und Teams.',
    },
    {
      question: 'Wie füge ich Mitarbeitende hinzu?',
      answer:
        'Unter Belegschaft → Mitarbeitende eine oder mehrere E-Mail-Adressen einfügen und Hinzufügen wählen. Jede Adresse wird geprüft; ist eine ungültig oder schon in der Liste, wird nichts hinzugefügt und die Seite nennt die zu korrigierenden Adressen.',
    },
    {
      question: 'Was kann ich mit Teams tun?',
      answer:
        'Teams anlegen, umbenennen und löschen und jede Person einem Team zuordnen (oder keinem). Der Name eines Teams ist im Unternehmen eindeutig. Wird ein Team gelöscht, bleiben seine Mitarbeitenden ohne Team erhalten.',
    },
    {
      question: 'Wer kann die Liste sehen und ändern?',
      answer:
        'Alle Mitglieder des Unternehmens sehen Mitarbeitende und Teams. Bearbeiter:innen, Admins und Inhaber:innen können Mitarbeitende hinzufügen und entfernen und Teams ändern.',
    },
    {
      question: 'Bekommen Mitarbeitende eine E-Mail?',
      answer:
        'Nein. Beim Hinzufügen wird die Adresse in der Liste deines Unternehmens gespeichert; diese Version sendet nichts an sie und legt kein Konto für die Person an.',
    },
    {
      question: 'Wie bekomme ich das Modul?',
      answer:
        'Eine Installation mit ausgeschalteter Abrechnung enthält es. Sonst abonniert eine Person mit der Rolle Inhaber:in oder Admin die Belegschaft auf ihrer Abo-Seite, per Karte oder auf Rechnung.',
    },
  ],
  signIn: 'Anmelden, um die Belegschaft zu öffnen',
};
