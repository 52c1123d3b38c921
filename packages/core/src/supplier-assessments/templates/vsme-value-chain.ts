import type { Question } from '../../surveys/question-set.ts';
import { isWithinValueChainCap } from '../send-check.ts';
import { CURRENT_VALUE_CHAIN_CAP } from '../value-chain-cap.ts';
import {
  BEYOND_CAP_HELP,
  REPORTED_EMISSION_QUESTIONS as Q,
  type SupplierTemplate,
  text,
  tonnesQuestion,
} from './template-types.ts';

type Asked = { question: Question; datapoints: readonly string[] };

const yesNo = (id: string, label: ReturnType<typeof text>, points = 1): Question => ({
  id,
  type: 'yes-no',
  label,
  isRequired: true,
  scoring: { kind: 'yes-no', yes: points, no: 0 },
});
const count = (id: string, label: ReturnType<typeof text>, unit = 'people'): Question => ({
  id,
  type: 'number',
  unit,
  min: 0,
  label,
  isRequired: true,
  scoring: { kind: 'bands', bands: [{ points: 1 }] },
});
const narrative = (id: string, label: ReturnType<typeof text>): Question => ({
  id,
  type: 'text',
  maxLength: 5000,
  label,
  isRequired: true,
  scoring: { kind: 'answered', points: 1 },
});

/** The questions in VSME order, each with the datapoints it asks for (Basic Module B…, Comprehensive C…). */
const ASKED: readonly Asked[] = [
  {
    question: count('employees', text('Number of employees (head count)', 'Zahl der Beschäftigten (Köpfe)')),
    datapoints: ['vsme:NumberOfEmployees'],
  },
  {
    question: {
      id: Q.revenue,
      type: 'number',
      unit: 'EUR',
      min: 0,
      label: text('Revenue of the reporting year (EUR)', 'Umsatz des Berichtsjahres (EUR)'),
      isRequired: true,
    },
    datapoints: ['vsme:Turnover'],
  },
  {
    question: {
      ...narrative(
        'certifications',
        text(
          'Sustainability certifications or labels you hold',
          'Nachhaltigkeitszertifizierungen oder -siegel, die du hast',
        ),
      ),
      isRequired: false,
    },
    datapoints: ['vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels'],
  },
  {
    question: yesNo(
      'climate-policy',
      text(
        'Do you have practices or a policy on climate change?',
        'Hast du Praktiken oder eine Richtlinie zum Klimawandel?',
      ),
      2,
    ),
    datapoints: ['vsme:SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative'],
  },
  {
    question: count(
      'energy-mwh',
      text('Total energy consumption (MWh)', 'Gesamtenergieverbrauch (MWh)'),
      'MWh',
    ),
    datapoints: ['vsme:TotalEnergyConsumption'],
  },
  {
    question: tonnesQuestion(Q.scope1Tonnes, text('Scope 1 emissions', 'Scope-1-Emissionen'), true),
    datapoints: ['vsme:GrossScope1GreenhouseGasEmissions'],
  },
  {
    question: tonnesQuestion(
      Q.scope2Tonnes,
      text('Scope 2 emissions (market-based)', 'Scope-2-Emissionen (marktbasiert)'),
      true,
    ),
    datapoints: ['vsme:GrossMarketBasedScope2GreenhouseGasEmissions'],
  },
  {
    question: tonnesQuestion(Q.scope3Tonnes, text('Scope 3 emissions', 'Scope-3-Emissionen'), false),
    datapoints: ['vsme:GrossScope3GreenhouseGasEmissions'],
  },
  {
    question: count('waste-tonnes', text('Total waste generated (t)', 'Gesamtes Abfallaufkommen (t)'), 't'),
    datapoints: ['vsme:TotalWasteGeneratedMass'],
  },
  {
    question: count(
      'accidents',
      text('Recordable work-related accidents', 'Meldepflichtige Arbeitsunfälle'),
      'accidents',
    ),
    datapoints: ['vsme:NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod'],
  },
  {
    question: yesNo(
      'minimum-wage',
      text(
        'Do all employees receive at least the minimum wage?',
        'Erhalten alle Beschäftigten mindestens den Mindestlohn?',
      ),
      2,
    ),
    datapoints: [
      'vsme:EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement',
    ],
  },
  {
    question: count(
      'corruption-convictions',
      text('Convictions for corruption or bribery', 'Verurteilungen wegen Korruption oder Bestechung'),
      'convictions',
    ),
    datapoints: ['vsme:TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws'],
  },
  // Comprehensive Module: beyond the cap, so optional and declinable for a supplier it protects.
  {
    question: narrative(
      'transition-plan',
      text(
        'Describe your transition plan for climate change mitigation',
        'Beschreibe deinen Übergangsplan für den Klimaschutz',
      ),
    ),
    datapoints: [
      'vsme:DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions',
    ],
  },
  {
    question: narrative(
      'climate-hazards',
      text(
        'Which climate-related hazards and transition events affect you?',
        'Welche klimabedingten Gefahren und Übergangsereignisse betreffen dich?',
      ),
    ),
    datapoints: ['vsme:DescriptionOfClimateRelatedHazardsAndClimateRelatedTransitionEvents'],
  },
  {
    question: yesNo(
      'code-of-conduct',
      text(
        'Do you have a code of conduct or human rights policy for your workforce?',
        'Hast du einen Verhaltenskodex oder eine Menschenrechtsrichtlinie für deine Belegschaft?',
      ),
      2,
    ),
    datapoints: ['vsme:UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce'],
  },
];

/**
 * A question beyond the cap is optional and declinable, and says so to the supplier: the VSME-based
 * questionnaire may then go to any supplier, and it asks a larger one the same questions.
 */
function fitQuestion({ question, datapoints }: Asked): Question {
  if (isWithinValueChainCap({ datapoints }, CURRENT_VALUE_CHAIN_CAP)) return question;
  return { ...question, isRequired: false, isDeclinable: true, help: BEYOND_CAP_HELP };
}

const SECTIONS = [
  {
    id: 'general',
    title: text('General information', 'Allgemeine Informationen'),
    ids: ['employees', Q.revenue, 'certifications', 'climate-policy'],
  },
  {
    id: 'environment',
    title: text('Environment', 'Umwelt'),
    ids: ['energy-mwh', Q.scope1Tonnes, Q.scope2Tonnes, Q.scope3Tonnes, 'waste-tonnes'],
  },
  { id: 'social', title: text('Social', 'Soziales'), ids: ['accidents', 'minimum-wage'] },
  { id: 'governance', title: text('Governance', 'Unternehmensführung'), ids: ['corruption-convictions'] },
  {
    id: 'beyond-basic',
    title: text('Beyond the Basic Module (optional)', 'Über das Basismodul hinaus (optional)'),
    ids: ['transition-plan', 'climate-hazards', 'code-of-conduct'],
  },
] as const;

const byId = new Map(ASKED.map((asked) => [asked.question.id, asked]));
const sectionQuestions = (ids: readonly string[]) =>
  ids.map((id) => {
    const asked = byId.get(id);
    if (!asked) throw new Error(`no question ${id}`);
    return fitQuestion(asked);
  });

/** The VSME-based questionnaire: the Basic Module's datapoints required, the rest optional and declinable. */
export const VSME_VALUE_CHAIN_TEMPLATE: SupplierTemplate = {
  id: 'vsme-value-chain',
  title: text('VSME-based questionnaire', 'VSME-basierter Fragebogen'),
  questionSet: {
    id: 'supplier-vsme-value-chain',
    version: 1,
    sections: SECTIONS.map((section) => ({
      id: section.id,
      title: section.title,
      questions: sectionQuestions(section.ids),
    })),
  },
  datapoints: Object.fromEntries(ASKED.map((asked) => [asked.question.id, asked.datapoints])),
};
