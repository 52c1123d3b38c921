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
  products: {
    assessments: 'Doppelte Wesentlichkeitsanalyse',
    calculator: 'Formulare',
    workforce: 'Belegschaft',
    climateAnalytics: 'Insights',
    events: 'Veranstaltungen & Aufenthalte',
    employees: 'Klimaneutrale Mitarbeitende',
    surveys: 'Mitarbeitendenumfrage',
  },
};
