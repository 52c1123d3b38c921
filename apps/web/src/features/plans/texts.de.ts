import type { plansEn } from './texts.en.ts';

/** German texts of the plans page. */
export const plansDe: typeof plansEn = {
  title: 'Pakete',
  subtitle: 'Was diese Installation bietet und was es kostet.',
  includedTitle: 'Alles ist enthalten',
  included:
    'Diese Installation enthält alle Produkte. Es gibt nichts zu kaufen: Melden Sie sich an und nutzen Sie alle.',
  includedProducts: 'Enthaltene Produkte',
  failed: 'Abonnementpreise konnten nicht geladen werden.',
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
