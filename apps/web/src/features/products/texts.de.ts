import type { productsEn } from './texts.en.ts';

/** Was die Produktseiten über den Umfang jedes Produkts sagen (die Mitarbeitenden-Texte: ohne Neutralitätsaussage). */
export const productsDe: typeof productsEn = {
  includesTitle: 'Was enthalten ist',
  assessments: {
    materiality:
      'Wesentlichkeitsanalyse nach dem Prinzip der doppelten Wesentlichkeit gemäß ESRS 1 Kapitel 3: der Kontext deines Unternehmens, die ESRS-Nachhaltigkeitsaspekte, ihre Auswirkungen, Risiken und Chancen, bewertet nach Auswirkungs- und finanzieller Wesentlichkeit, die Beiträge der Stakeholder und die Entscheidungen mit ihren Gründen.',
    suppliers:
      'Lieferantenbewertungen: deine Lieferanten mit Kontakt, Land, NACE-Wirtschaftszweig und Ausgaben; die Emissionen, die ein Lieferant meldet, werden ein Unternehmensfaktor, der die ausgabenbasierte Schätzung für diesen Lieferanten in Scope 3 Kategorie 1 ersetzt.',
    valueChainCap:
      'Die Grenze für Wertschöpfungskettenanfragen: Von einem Lieferanten mit bis zu 1.000 Beschäftigten darfst du nur verlangen, was die Grenze nennt (bis ihre offizielle Liste vorliegt, das VSME-Basismodul).',
    openSuppliers: 'Lieferanten öffnen',
  },
  employees: {
    footprint: 'Der Fußabdruck der Arbeit deiner Mitarbeitenden, pro Person und Jahr gemessen.',
    contributions:
      'Klimaschutzprojekte, die du dafür finanzierst, neben dem Fußabdruck ausgewiesen und nie davon abgezogen.',
    wording:
      'Keine Neutralitätsaussage: Seit dem 27. September 2026 verbietet EU-Recht (Richtlinie (EU) 2024/825) Aussagen, die auf Kompensation beruhen; das Produkt sagt deshalb, was gemessen und was finanziert wurde, jeweils mit dem Jahr.',
  },
};
