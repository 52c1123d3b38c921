import {
  type CalculatorFact,
  computeDisclosureCompletion,
  type DatapointValue,
  ESRS_CALCULATOR_CODES,
  ESRS_DISCLOSURES,
  ESRS_FROM_VSME_B8,
  type EsgClimateTarget,
  type EsgDatapoint,
  type EsgFormFamily,
  type EsrsFormResponse,
  listVsmeFormSections,
  REQUIRED_VSME_BASIC_CONCEPTS,
  VSME_CALCULATOR_CONCEPTS,
  VSME_ENERGY_SPLIT_CALCULATOR_CODES,
  type VsmeDatapoint,
  type VsmeFormDatapoint,
  type VsmeFormResponse,
  type VsmeModuleSelection,
} from '@carbon-ledger/core';
import type { EsgAnswerRow, EsgDisclosureStateRow, EsgYearRow } from './queries.ts';

const REQUIRED: ReadonlySet<string> = new Set(REQUIRED_VSME_BASIC_CONCEPTS);

export type SourceYear = {
  id: string;
  containerId: string;
  containerName: string;
  startDate: string;
  endDate: string;
};

function presentDatapoint(
  datapoint: VsmeDatapoint | (EsgDatapoint & { paragraph?: undefined }),
  answer: EsgAnswerRow | undefined,
  fact: DatapointValue | undefined,
): VsmeFormDatapoint {
  // B3's electricity and fuels are the calculator's once the year has Corporate years (a figure is given).
  const isFromCalculator =
    VSME_CALCULATOR_CONCEPTS.has(datapoint.code) ||
    ESRS_CALCULATOR_CODES.has(datapoint.code) ||
    (VSME_ENERGY_SPLIT_CALCULATOR_CODES.has(datapoint.code) && fact !== undefined);
  return {
    code: datapoint.code,
    label: { en: datapoint.label.en, de: datapoint.label.de },
    type: datapoint.type,
    ...(datapoint.datePrecision ? { datePrecision: datapoint.datePrecision } : {}),
    units: [...(datapoint.units ?? datapoint.xbrl?.units ?? [])],
    ...(datapoint.choices
      ? {
          choices:
            datapoint.choices.kind === 'options'
              ? {
                  kind: 'options' as const,
                  isMultiple: datapoint.choices.isMultiple,
                  options: datapoint.choices.options.map((option) => ({
                    id: option.id,
                    label: { en: option.label.en, de: option.label.de },
                  })),
                }
              : datapoint.choices.kind === 'reference'
                ? {
                    kind: 'reference' as const,
                    isMultiple: datapoint.choices.isMultiple,
                    listId: datapoint.choices.listId,
                  }
                : { kind: datapoint.choices.kind, isMultiple: datapoint.choices.isMultiple },
        }
      : {}),
    paragraph: datapoint.paragraph ?? '',
    isRequired: REQUIRED.has(datapoint.code),
    isFromCalculator,
    // The calculator's figure is the only answer a calculator datapoint has: a stored one is never shown.
    answer: isFromCalculator ? (fact ?? null) : (answer?.value ?? null),
    updatedAt: isFromCalculator ? null : (answer?.updatedAt.toISOString() ?? null),
  };
}

/** A year's VSME form: the disclosures of its modules with their datapoints, answers and completion. */
export function presentVsmeForm(input: {
  year: EsgYearRow;
  modules: VsmeModuleSelection;
  family: EsgFormFamily;
  answers: readonly EsgAnswerRow[];
  states: readonly EsgDisclosureStateRow[];
  sourceYears: readonly SourceYear[];
  /** The reduction targets covering the year (C3's and E1-4's source). */
  targets: readonly EsgClimateTarget[];
  facts: readonly CalculatorFact[];
}): VsmeFormResponse {
  const answers = new Map(input.answers.map((answer) => [answer.code, answer]));
  const states = new Map(input.states.map((state) => [state.disclosureCode, state]));
  const facts = new Map(input.facts.map((fact) => [fact.concept, fact.answer]));
  return {
    year: {
      _id: input.year.id,
      containerId: input.year.containerId,
      containerName: input.year.containerName,
      startDate: input.year.startDate,
      endDate: input.year.endDate,
      isFrozen: input.year.isFrozen,
    },
    modules: input.modules,
    family: input.family,
    disclosures: listVsmeFormSections(input.modules).map((section) => {
      const datapoints = section.datapoints.map((datapoint) =>
        presentDatapoint(datapoint, answers.get(datapoint.code), facts.get(datapoint.code)),
      );
      const state = states.get(section.code);
      const answered = new Set(datapoints.filter((d) => d.answer !== null).map((d) => d.code));
      return {
        code: section.code,
        module: section.module,
        datapoints,
        isNotMaterial: state?.isNotMaterial ?? false,
        notMaterialReason: state?.notMaterialReason ?? '',
        evidenceNote: state?.evidenceNote ?? '',
        completion: computeDisclosureCompletion(
          datapoints.map((d) => d.code),
          answered,
          state?.isNotMaterial ?? false,
        ),
      };
    }),
    calculatorYears: input.sourceYears.map((year) => ({
      _id: year.id,
      containerId: year.containerId,
      containerName: year.containerName,
      startDate: year.startDate,
      endDate: year.endDate,
    })),
    calculatorTargets: input.targets.map((target) => ({ ...target, plan: { ...target.plan } })),
  };
}

/**
 * A year's ESRS form: every disclosure requirement of E1–G1 with its datapoints, answers and completion.
 * With a VSME year of the same period (`vsmeYear`), S1-6's datapoints that B8 asks too are read-only and
 * answered by that year (`vsmeFacts`; empty where B8 is unanswered).
 */
export function presentEsrsForm(
  input: Parameters<typeof presentVsmeForm>[0] & {
    vsmeYear?: SourceYear | undefined;
    vsmeFacts?: readonly CalculatorFact[];
  },
): EsrsFormResponse {
  const vsme = presentVsmeForm({ ...input, modules: input.modules });
  const vsmeFacts = new Map((input.vsmeFacts ?? []).map((fact) => [fact.concept, fact.answer]));
  const fromVsme = (datapoint: VsmeFormDatapoint): VsmeFormDatapoint =>
    input.vsmeYear && ESRS_FROM_VSME_B8.has(datapoint.code)
      ? {
          ...datapoint,
          isFromCalculator: true,
          source: 'vsme',
          answer: vsmeFacts.get(datapoint.code) ?? null,
          updatedAt: null,
        }
      : datapoint;
  const answers = new Map(input.answers.map((answer) => [answer.code, answer]));
  const states = new Map(input.states.map((state) => [state.disclosureCode, state]));
  const facts = new Map(input.facts.map((fact) => [fact.concept, fact.answer]));
  const year = input.vsmeYear;
  return {
    ...vsme,
    vsmeYear: year
      ? {
          _id: year.id,
          containerId: year.containerId,
          containerName: year.containerName,
          startDate: year.startDate,
          endDate: year.endDate,
        }
      : null,
    disclosures: ESRS_DISCLOSURES.map((disclosure) => {
      const datapoints = disclosure.datapoints.map((datapoint) =>
        fromVsme(presentDatapoint(datapoint, answers.get(datapoint.code), facts.get(datapoint.code))),
      );
      const state = states.get(disclosure.code);
      const answered = new Set(datapoints.filter((d) => d.answer !== null).map((d) => d.code));
      return {
        code: disclosure.code,
        module: 'esrs' as const,
        standard: disclosure.standard,
        datapoints,
        isNotMaterial: state?.isNotMaterial ?? false,
        notMaterialReason: state?.notMaterialReason ?? '',
        evidenceNote: state?.evidenceNote ?? '',
        materiality: state?.materialityAssessmentId
          ? { assessmentId: state.materialityAssessmentId, reason: state.materialityReason }
          : null,
        completion: computeDisclosureCompletion(
          datapoints.map((d) => d.code),
          answered,
          state?.isNotMaterial ?? false,
        ),
      };
    }),
  };
}
