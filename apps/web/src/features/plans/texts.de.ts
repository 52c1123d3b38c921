import type { plansEn } from './texts.en.ts';

/** German texts of the plans page. */
export const plansDe: typeof plansEn = {
  title: 'Pakete',
  subtitle: 'Was diese Installation bietet und was es kostet.',
  includedTitle: 'Alles ist enthalten',
  included:
    'Diese Installation enthält alle Produkte dieser Version. Es gibt nichts zu kaufen: Melde dich an und nutze sie.',
  includedProducts: 'Enthaltene Produkte',
  laterProducts: 'In einer späteren Version',
  failed: 'Abonnementpreise konnten nicht geladen werden.',
  buy: 'Kaufen',
  buyItem: '{{name}} kaufen',
  retry: 'Erneut versuchen',
  currency: 'Währung',
  subscriptions: 'Abonnements',
  singleTimePayments: 'Einmalzahlungen',
  perMonth: '{{amount}} / Monat',
  perYear: '{{amount}} / Jahr',
  perUse: '{{amount}} je {{unit}}',
  net: 'Nettopreise, Preisliste {{version}}.',
  converted:
    'Festgelegt in Euro und umgerechnet in {{currency}} zum Jahresdurchschnittskurs {{year}} ({{rate}} je Euro). {{source}}',
  sources: {
    ecb: 'Quelle: Europäische Zentralbank (Euro-Referenzkurse, Jahresdurchschnitt).',
    'usd-peg':
      'VAE-Dirham mit festem Kurs von 3,6725 AED/USD an den US-Dollar gebunden (Zentralbank der VAE), gekreuzt mit dem EZB-Kurs des US-Dollars.',
    'fixed-conversion':
      'Litauischer Litas: unwiderruflicher Euro-Umrechnungskurs 3,4528 LTL/EUR (Verordnung (EU) Nr. 851/2014 des Rates).',
  },
  convertedFallback:
    'Für das laufende Jahr gibt es keinen Kurs: Der Durchschnitt von {{year}} wird verwendet.',
  euros: 'Preise in Euro.',
  empty: 'Der Betreiber hat noch keine Preise festgelegt.',
  laterVersion: 'Spätere Version',
  laterVersionNote: 'Kommt in einer späteren Version von Carbon Ledger: Du kannst es noch nicht kaufen.',
  subscribe: {
    kicker: 'Abonnieren',
    yourCompany: 'Dein Unternehmen',
    active: 'Aktiv: Dein Unternehmen kann {{product}} nutzen.',
    activeFormTypes: 'Aktive Formulartypen: {{types}}.',
    pending: 'Rechnung offen: {{product}} bleibt bis zur Fälligkeit der Rechnung geöffnet.',
    pendingDays_one: 'Rechnung offen: {{product}} bleibt geöffnet; die Rechnung ist in {{count}} Tag fällig.',
    pendingDays_other:
      'Rechnung offen: {{product}} bleibt geöffnet; die Rechnung ist in {{count}} Tagen fällig.',
    pendingToday: 'Rechnung offen: Die Rechnung für {{product}} ist heute fällig.',
    pendingFormTypes: 'Warten auf die Rechnung: {{types}}.',
    notSubscribed: 'Nicht abonniert: Dein Unternehmen hat {{product}} noch nicht.',
    unpaid: 'Nicht aktiv: Der laufende Zeitraum von {{product}} ist nicht bezahlt.',
    open: '{{product}} öffnen',
    included: 'Diese Installation enthält alles: {{product}} ist enthalten, du musst nichts kaufen.',
    includedLater:
      'Diese Installation enthält alles aus dieser Version. {{product}} kommt in einer späteren Version von Carbon Ledger.',
    later: '{{product}} kommt in einer späteren Version von Carbon Ledger. Du kannst es noch nicht kaufen.',
    prices: 'Preise',
    noPrices: 'Für dieses Produkt gibt es noch keinen Preis.',
    askAdmin: 'Nur Inhaber und Admins können kaufen. Bitte eine dieser Personen, das Abo abzuschließen.',
    allPlans: 'Alle Pakete ansehen',
    allSolutions: 'Alle Lösungen',
  },
  products: {
    assessments: 'Doppelte Wesentlichkeitsanalyse',
    calculator: 'Formulare',
    workforce: 'Belegschaft',
    climateAnalytics: 'Insights',
    events: 'Veranstaltungen & Aufenthalte',
    employees: 'Klimabeiträge für Mitarbeitende',
    surveys: 'Mitarbeitendenumfrage',
  },
};
