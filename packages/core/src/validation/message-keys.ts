/**
 * Every message a validator can produce. They are i18n keys, not texts, so the client shows
 * them next to the field in the user's language and the server answers with the same keys.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.email.invalid',
  'validation.password.length',
  'validation.password.digit',
  'validation.password.uppercase',
  'validation.passwordsDiffer',
  'validation.country.invalid',
  /** Registration with an email that already has an account (answered by the server). */
  'validation.email.taken',
  /** Inviting someone who already belongs to the company. */
  'validation.email.member',
  /** A password that does not match the account's (server answer). */
  'validation.password.wrong',
  /** An email change to the address the account already has. */
  'validation.email.unchanged',
  /** API keys: name too long, expiry in the past, expiry beyond the 2-year limit. */
  'validation.apiKey.nameLength',
  'validation.apiKey.expiryPast',
  'validation.apiKey.expiryTooFar',
  /** Single sign-on settings: issuer address, discovery failure, email domain rules. */
  'validation.sso.issuerUrl',
  'validation.sso.issuerUnreachable',
  'validation.sso.emailDomain',
  'validation.sso.publicEmailDomain',
  'validation.sso.emailDomainTaken',
  /** Proof of the email domain: the TXT record is not there (yet), the address is elsewhere, the code is wrong. */
  'validation.sso.domainRecordMissing',
  'validation.sso.emailNotAtDomain',
  'validation.sso.domainCodeWrong',
  /** Text longer than the field allows. */
  'validation.tooLong',
  /** Not a number where one is needed. */
  'validation.number',
  /** A date that is no day of the calendar (a 13th month, 30 February) or not written YYYY-MM-DD. */
  'validation.date',
  /** A period whose end lies before its start. */
  'validation.endBeforeStart',
  /** A calculator row whose unit does not belong to the input's unit category. */
  'validation.unit',
  /** A calculator change to a frozen year. */
  'validation.frozen',
  /** An upload chunk whose run stopped at an earlier chunk, or whose earlier chunk never came. */
  'validation.importRunStopped',
  /** Text with a NUL character or a broken (lone surrogate) character. */
  'validation.unsafeText',
  /** A number that is not finite or beyond the largest any request may carry. */
  'validation.numberTooLarge',
  /** A negative amount where only zero or more is taken. */
  'validation.notNegative',
  /** A FIGARO spend row of a year outside Europe that names no European supplier country. */
  'validation.figaroNeedsEuropeanCountry',
  /** A year's surcharge beyond its 1,000 %. */
  'validation.surchargeTooLarge',
  /** A year's factor source that has no factors for its region (grid DESNZ, grid eGRID, FIGARO spend). */
  'validation.factorSource.gridDesnzOutsideUk',
  'validation.factorSource.gridEgridOutsideUs',
  'validation.factorSource.spendFigaroOutsideEurope',
  /** A voluntary section left out of a year while it still holds rows of that year. */
  'validation.voluntarySectionHasRows',
  /** Custom plans: the code's form, a code already given to another plan, and why a code cannot be attached. */
  'validation.customPlan.code',
  'validation.customPlan.codeTaken',
  'validation.customPlan.unknown',
  'validation.customPlan.used',
  'validation.customPlan.withdrawn',
  'validation.customPlan.ended',
  /** Custom plans: no product, Forms without form types, no seat, more than cents, neither or both price kinds. */
  'validation.customPlan.products',
  'validation.customPlan.formTypes',
  'validation.customPlan.seats',
  'validation.customPlan.cents',
  'validation.customPlan.price',
  /** Workforce: an email that is already an employee, one given twice in the same list, a team name taken. */
  'validation.email.employee',
  'validation.email.repeated',
  'validation.team.nameTaken',
  'validation.supplier.nameTaken',
  'validation.supplier.beyondValueChainCap',
  /** A list longer than allowed, or a company limit reached. */
  'validation.tooMany',
  /** Insights: a change against the base year with one year only; an embedding host that is no domain. */
  'validation.insights.twoYears',
  'validation.insights.frameDomain',
  /** Survey answers: not one of the options, below the minimum, above the maximum, not whole, shares not 100 %,
   * too few or too many choices, not in half days, declined where it may not be, a sum of answers too large,
   * no such question. */
  'validation.survey.option',
  'validation.survey.belowMin',
  'validation.survey.aboveMax',
  'validation.survey.integer',
  'validation.survey.shares',
  'validation.survey.choiceCount',
  'validation.survey.halfDays',
  'validation.survey.notDeclinable',
  'validation.survey.sumTooLarge',
  'validation.survey.unknownQuestion',
  /** Public forms: the form takes no answers now, this link has answered, the same answers came twice, the address's limit. */
  'validation.survey.closed',
  'validation.survey.submitted',
  'validation.survey.duplicate',
  'validation.survey.addressLimit',
  /** A public text with a claim Directive (EU) 2024/825 bans; the issue's params name the term and the rule. */
  'claims.forbidden',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** Tells whether a string is one of the validation message keys. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Picks the key for a value of the wrong type: nothing given reads "required", anything else
 * (a number where text belongs, say) "invalid". Used as zod's `error` so no English zod text leaks.
 */
export function selectTypeErrorKey(issue: { readonly input?: unknown }): ValidationMessageKey {
  return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid';
}
