import { CURRENT_VALUE_CHAIN_CAP, type ValueChainCap } from './value-chain-cap.ts';

/**
 * What the send check needs of a question: whether it is required, and which VSME datapoints (`vsme:…`)
 * it asks for. A shape of its own, so any question set (a shipped template, an edited version) can be
 * checked by mapping its questions onto it.
 */
export type CappedQuestion = {
  readonly id: string;
  readonly isRequired: boolean;
  readonly datapoints: readonly string[];
};

/** A required question beyond the cap, with the datapoints it asks for that the cap does not list. */
export type BeyondCapQuestion = { readonly questionId: string; readonly datapoints: readonly string[] };

export type SendCheckResult =
  /** `capVersion` null: the supplier is larger than the cap protects, so no cap applies. */
  | { readonly isAllowed: true; readonly capVersion: string | null }
  | {
      readonly isAllowed: false;
      readonly capVersion: string;
      readonly beyondCap: readonly BeyondCapQuestion[];
    };

/**
 * Does the question stay within the cap? Only a question that names its datapoints and asks for none
 * outside the cap does: a question naming no datapoint asks for something the cap does not list.
 */
export function isWithinValueChainCap(
  question: Pick<CappedQuestion, 'datapoints'>,
  cap: ValueChainCap = CURRENT_VALUE_CHAIN_CAP,
): boolean {
  return question.datapoints.length > 0 && question.datapoints.every((code) => cap.datapoints.includes(code));
}

/**
 * Is the supplier protected by the cap? A supplier with up to `cap.maxEmployees` employees is, and so is
 * one whose head count the company has not entered: the cap protects it until it is known to be larger.
 */
export function isProtectedByValueChainCap(
  employees: number | null,
  cap: ValueChainCap = CURRENT_VALUE_CHAIN_CAP,
): boolean {
  return employees === null || employees <= cap.maxEmployees;
}

/**
 * The send check: refuses a questionnaire that *requires* more from a protected supplier than the cap
 * lists, naming each required question beyond it. Optional questions never count, whatever they ask.
 */
export function checkValueChainRequest(
  questions: readonly CappedQuestion[],
  supplier: { readonly employees: number | null },
  cap: ValueChainCap = CURRENT_VALUE_CHAIN_CAP,
): SendCheckResult {
  if (!isProtectedByValueChainCap(supplier.employees, cap)) return { isAllowed: true, capVersion: null };
  const beyondCap = questions.flatMap((question) => {
    if (!question.isRequired || isWithinValueChainCap(question, cap)) return [];
    const outside = question.datapoints.filter((code) => !cap.datapoints.includes(code));
    return [{ questionId: question.id, datapoints: outside }];
  });
  if (beyondCap.length > 0) return { isAllowed: false, capVersion: cap.version, beyondCap };
  return { isAllowed: true, capVersion: cap.version };
}

/**
 * A question set fitted to the cap for protected suppliers: every question beyond it becomes optional
 * and declinable, so the supplier is told it may decline it. Questions within the cap stay as they are.
 */
export function fitToValueChainCap<Q extends CappedQuestion & { readonly isDeclinable?: boolean }>(
  questions: readonly Q[],
  cap: ValueChainCap = CURRENT_VALUE_CHAIN_CAP,
): Q[] {
  return questions.map((question) =>
    isWithinValueChainCap(question, cap) ? question : { ...question, isRequired: false, isDeclinable: true },
  );
}
