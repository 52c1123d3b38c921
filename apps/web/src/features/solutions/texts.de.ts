import type { solutionsCatalogueEn } from './texts.en.ts';

/** German texts of the solutions catalogue. */
export const solutionsCatalogueDe: typeof solutionsCatalogueEn = {
  title: 'Lösungen',
  subtitle: 'Die Produkte von Carbon Ledger und ob dein Unternehmen sie nutzen kann.',
  includedNote: 'Diese Installation enthält alle Produkte dieser Version.',
  descriptions: {
    assessments: 'Finde die Nachhaltigkeitsthemen, die für dein Unternehmen und sein Umfeld wesentlich sind.',
    calculator:
      'Miss den Fußabdruck deines Unternehmens, deiner Produkte und Veranstaltungen, Scope für Scope.',
    workforce: 'Verwalte Mitarbeitende und Teams an einem Ort für die soziale Berichterstattung.',
    climateAnalytics: 'Klima-Insights und positive Nachrichten aus deiner Branche.',
    events: 'Fußabdrücke von Veranstaltungen und Geschäftsaufenthalten.',
    employees:
      'Finanziere Klimaschutzprojekte für den Fußabdruck deiner Mitarbeitenden, ausgewiesen neben deiner Bilanz und nie davon abgezogen.',
    surveys: 'Frage deine Mitarbeitenden, wie sie zur Arbeit kommen.',
  },
  status: {
    active: 'Aktiv',
    included: 'Enthalten',
    inactive: 'Nicht aktiv',
    later: 'Spätere Version',
  },
  open: '{{product}} öffnen',
  seePlans: '{{product}} abonnieren',
  notYetAvailable: 'In dieser Version noch nicht verfügbar.',
};
