import {
  REPORTED_EMISSION_QUESTIONS as Q,
  type SupplierTemplate,
  text,
  tonnesQuestion,
} from './template-types.ts';

/**
 * Climate basics: emissions per scope, targets, certifications and policies. Every required question
 * asks only for VSME Basic Module datapoints, so it may be sent to any supplier.
 */
export const CLIMATE_BASICS_TEMPLATE: SupplierTemplate = {
  id: 'climate-basics',
  title: text('Climate basics', 'Klima-Grundlagen'),
  questionSet: {
    id: 'supplier-climate-basics',
    version: 1,
    sections: [
      {
        id: 'emissions',
        title: text('Emissions of the reporting year', 'Emissionen des Berichtsjahres'),
        questions: [
          tonnesQuestion(Q.scope1Tonnes, text('Scope 1 emissions', 'Scope-1-Emissionen'), true, {
            en: 'Direct emissions of your own sites and vehicles, in tonnes of CO2e.',
            de: 'Direkte Emissionen deiner eigenen Standorte und Fahrzeuge, in Tonnen CO2e.',
          }),
          tonnesQuestion(
            Q.scope2Tonnes,
            text('Scope 2 emissions (market-based)', 'Scope-2-Emissionen (marktbasiert)'),
            true,
            {
              en: 'Emissions of the electricity, heat and steam you bought, with your contracts.',
              de: 'Emissionen des eingekauften Stroms, der Wärme und des Dampfs, mit deinen Verträgen.',
            },
          ),
          tonnesQuestion(Q.scope3Tonnes, text('Scope 3 emissions', 'Scope-3-Emissionen'), false, {
            en: 'Only if you have calculated them.',
            de: 'Nur wenn du sie berechnet hast.',
          }),
          {
            id: Q.revenue,
            type: 'number',
            unit: 'EUR',
            min: 0,
            label: text('Revenue of the reporting year (EUR)', 'Umsatz des Berichtsjahres (EUR)'),
            help: text(
              'Your emissions are shared out over your revenue, so your customer can count its part of them.',
              'Deine Emissionen werden auf deinen Umsatz verteilt, damit dein Kunde seinen Anteil daran zählen kann.',
            ),
            isRequired: true,
          },
        ],
      },
      {
        id: 'targets',
        title: text('Targets', 'Ziele'),
        questions: [
          {
            id: 'has-target',
            type: 'yes-no',
            label: text(
              'Have you set a target to reduce your greenhouse-gas emissions?',
              'Hast du ein Ziel zur Senkung deiner Treibhausgasemissionen festgelegt?',
            ),
            isRequired: true,
            scoring: { kind: 'yes-no', yes: 3, no: 0 },
          },
          {
            id: 'target-year',
            type: 'number',
            unit: 'year',
            isInteger: true,
            min: 2000,
            max: 2100,
            label: text('Target year', 'Zieljahr'),
            isRequired: false,
            scoring: { kind: 'bands', bands: [{ upTo: 2035, points: 2 }, { points: 1 }] },
          },
        ],
      },
      {
        id: 'certifications',
        title: text('Certifications', 'Zertifizierungen'),
        questions: [
          {
            id: 'certifications',
            type: 'text',
            maxLength: 2000,
            label: text(
              'Sustainability certifications or labels you hold (for example ISO 14001, EMAS)',
              'Nachhaltigkeitszertifizierungen oder -siegel, die du hast (zum Beispiel ISO 14001, EMAS)',
            ),
            isRequired: false,
            scoring: { kind: 'answered', points: 2 },
          },
          {
            id: 'certificate-file',
            type: 'file',
            label: text('A certificate as evidence', 'Ein Zertifikat als Nachweis'),
            isRequired: false,
            scoring: { kind: 'answered', points: 1 },
          },
        ],
      },
      {
        id: 'policies',
        title: text('Policies', 'Richtlinien'),
        questions: [
          {
            id: 'climate-policy',
            type: 'yes-no',
            label: text(
              'Do you have practices or a policy on climate change?',
              'Hast du Praktiken oder eine Richtlinie zum Klimawandel?',
            ),
            isRequired: true,
            scoring: { kind: 'yes-no', yes: 2, no: 0 },
          },
          {
            id: 'policy-public',
            type: 'yes-no',
            label: text('Is it publicly available?', 'Ist sie öffentlich zugänglich?'),
            isRequired: false,
            scoring: { kind: 'yes-no', yes: 1, no: 0 },
          },
        ],
      },
    ],
  },
  datapoints: {
    [Q.scope1Tonnes]: ['vsme:GrossScope1GreenhouseGasEmissions'],
    [Q.scope2Tonnes]: ['vsme:GrossMarketBasedScope2GreenhouseGasEmissions'],
    [Q.scope3Tonnes]: ['vsme:GrossScope3GreenhouseGasEmissions'],
    [Q.revenue]: ['vsme:Turnover'],
    'has-target': ['vsme:UndertakingHasSetATargetWhichIsRelatedToAPolicy'],
    'target-year': ['vsme:GreenhouseGasEmissionReductionTargetYear'],
    certifications: ['vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels'],
    'climate-policy': ['vsme:SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative'],
    'policy-public': ['vsme:PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable'],
  },
};
