import {
  CURRENCIES,
  checkDatapointValue,
  type DatapointValue,
  describeDatapointProblem,
  type EsgDisclosureState,
  findEsrsDatapoint,
  findVsmeDatapoint,
  formatFigureWithUnit,
  type SaveVsmeFormRequest,
  type VsmeFormResponse,
} from '@carbon-ledger/core';

type Lang = 'en' | 'de';

/** Changes not saved yet: answers by datapoint (null clears one) and statements by disclosure. */
export type EsgDraft = {
  readonly answers: Readonly<Record<string, DatapointValue | null>>;
  readonly disclosures: Readonly<Record<string, Omit<EsgDisclosureState, 'code'>>>;
};

export const EMPTY_DRAFT: EsgDraft = { answers: {}, disclosures: {} };

export function hasChanges(draft: EsgDraft): boolean {
  return Object.keys(draft.answers).length > 0 || Object.keys(draft.disclosures).length > 0;
}

/** A unit as people read it: `utr:MWh` → "MWh", `iso4217:EUR` → "EUR", `utr:tCO2e/iso4217:EUR` → "tCO2e/EUR". */
export function formatUnit(unit: string): string {
  if (unit === 'xbrli:pure') return '';
  return unit.replace(/(utr|iso4217|xbrli):/g, '');
}

/** The units a number datapoint offers; a currency placeholder (`iso4217:*`) stands for every currency. */
export function listUnitChoices(units: readonly string[]): string[] {
  return units.flatMap((unit) =>
    unit.includes('iso4217:*')
      ? CURRENCIES.map((currency) => unit.replace('iso4217:*', `iso4217:${currency.code}`))
      : [unit],
  );
}

/**
 * The unit a new figure starts with: the only one, else for money the company's reporting currency
 * (EUR when it has none), else the first.
 */
export function getDefaultUnit(units: readonly string[], reportingCurrency = 'EUR'): string {
  const choices = listUnitChoices(units);
  return (
    choices.find((unit) => unit.endsWith(`iso4217:${reportingCurrency}`)) ??
    choices.find((unit) => unit.endsWith('iso4217:EUR')) ??
    choices[0] ??
    ''
  );
}

/** The answer shown for a datapoint: the draft's when changed, else the saved one. */
export function getShownAnswer(
  draft: EsgDraft,
  datapoint: { code: string; answer: DatapointValue | null },
): DatapointValue | null {
  return Object.hasOwn(draft.answers, datapoint.code)
    ? (draft.answers[datapoint.code] ?? null)
    : datapoint.answer;
}

/**
 * Each changed answer that does not fit its datapoint (VSME or ESRS), with the reason naming it in the
 * page's language: the same check the server makes, so a refusal needs no round trip.
 */
export function checkDraft(draft: EsgDraft, lang: Lang): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [code, value] of Object.entries(draft.answers)) {
    const datapoint = findVsmeDatapoint(code) ?? findEsrsDatapoint(code);
    if (!datapoint || value === null) continue;
    const problem = checkDatapointValue(datapoint, value);
    if (problem) problems[code] = describeDatapointProblem(datapoint, problem, lang);
  }
  return problems;
}

/**
 * The disclosure an error key of the page belongs to: a datapoint's code (`vsme:Revenue`, and ESRS codes
 * hold a dot: `esrs:E1-5.renewableShare`), else a disclosure's field (`B4.notMaterialReason`).
 */
export function findDisclosureOfError<T extends { code: string; datapoints: readonly { code: string }[] }>(
  disclosures: readonly T[],
  key: string | undefined,
): T | undefined {
  if (key === undefined) return undefined;
  return (
    disclosures.find((d) => d.datapoints.some((datapoint) => datapoint.code === key)) ??
    disclosures.find((d) => d.code === key.split('.')[0])
  );
}

/** The save request of a draft: changed answers and statements only. */
export function toSaveRequest(draft: EsgDraft): SaveVsmeFormRequest & {
  answers: { code: string; value: DatapointValue | null }[];
} {
  return {
    answers: Object.entries(draft.answers).map(([code, value]) => ({ code, value })),
    disclosures: Object.entries(draft.disclosures).map(([code, state]) => ({ code, ...state })),
  };
}

/**
 * The server's refusal mapped onto the page: `answers.<index>.<field>` names the datapoint sent at that
 * index, `disclosures.<index>.<field>` the disclosure; anything else is kept under its path.
 */
export function mapSaveErrors(
  request: ReturnType<typeof toSaveRequest>,
  details: readonly { path: string; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const [list, index, field] = detail.path.split('.');
    const position = Number(index);
    if (list === 'answers' && request.answers[position]) {
      errors[request.answers[position].code] = detail.message;
    } else if (list === 'disclosures' && request.disclosures?.[position]) {
      errors[`${request.disclosures[position].code}.${field ?? ''}`] = detail.message;
    } else {
      errors[detail.path] = detail.message;
    }
  }
  return errors;
}

/** The disclosure's statements as shown: the draft's when changed, else the saved ones. */
export function getShownState(
  draft: EsgDraft,
  disclosure: VsmeFormResponse['disclosures'][number],
): Omit<EsgDisclosureState, 'code'> {
  return (
    draft.disclosures[disclosure.code] ?? {
      isNotMaterial: disclosure.isNotMaterial,
      notMaterialReason: disclosure.notMaterialReason,
      evidenceNote: disclosure.evidenceNote,
    }
  );
}

/** A calculator figure as read, with its unit ("1.83 tCO2e", an intensity "1.83 tCO2e per million EUR"); null when none. */
export function formatFact(answer: DatapointValue | null, lang: Lang): string | null {
  if (answer?.kind !== 'number') return null;
  return formatFigureWithUnit(answer.value, answer.unit, lang);
}
