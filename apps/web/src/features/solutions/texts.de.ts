import type { solutionsCatalogueEn } from './texts.en.ts';

/** German texts of the solutions catalogue. */
export const solutionsCatalogueDe: typeof solutionsCatalogueEn = {
  title: 'Lösungen',
  subtitle: 'Die Produkte von Carbon Ledger und ob Ihr Unternehmen sie nutzen kann.',
  includedNote: 'Diese Installation enthält alle Produkte.',
  descriptions: {
    assessments:
      'Finden Sie die Nachhaltigkeitsthemen, die für Ihr Unternehmen und sein Umfeld wesentlich sind.',
    calculator:
      'Messen Sie den Fußabdruck Ihres Unternehmens, Ihrer Produkte und Veranstaltungen, Scope für Scope.',
    workforce: 'Verwalten Sie Mitarbeitende und Teams an einem Ort für die soziale Berichterstattung.',
    climateAnalytics: 'Klima-Insights und positive Nachrichten aus Ihrer Branche.',
    events: 'Fußabdrücke von Veranstaltungen und Geschäftsaufenthalten.',
    employees: 'Machen Sie den Fußabdruck Ihrer Mitarbeitenden klimapositiv.',
    surveys: 'Fragen Sie Ihre Mitarbeitenden, wie sie zur Arbeit kommen.',
  },
  status: {
    active: 'Aktiv',
    included: 'Enthalten',
    inactive: 'Nicht aktiv',
  },
  open: '{{product}} öffnen',
  seePlans: 'Pakete für {{product}} ansehen',
  notYetAvailable: 'In dieser Version noch nicht verfügbar.',
};
