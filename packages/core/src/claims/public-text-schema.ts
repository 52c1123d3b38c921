import { z } from 'zod';
import { selectTypeErrorKey } from '../validation/message-keys.ts';
import { type ClaimFinding, checkPublicText } from './check-public-text.ts';
import { CLAIM_RULE_IDS } from './claim-rules.ts';

/** The message key of a text refused by the claims check; the issue's params say which term and why. */
export const CLAIMS_FORBIDDEN = 'claims.forbidden';

/** What a `claims.forbidden` issue carries in its params, and the API's error detail beside its message. */
export const claimIssueParamsSchema = z.object({
  rule: z.enum(CLAIM_RULE_IDS),
  term: z.string(),
  index: z.number().int().min(0),
  length: z.number().int().min(1),
});
export type ClaimIssueParams = z.infer<typeof claimIssueParamsSchema>;

/** The params of the issue for a finding. */
export function toClaimIssueParams(finding: ClaimFinding): ClaimIssueParams {
  return { rule: finding.rule, term: finding.term, index: finding.index, length: finding.length };
}

/**
 * A text the product publishes (widget title or caption, dashboard, label): one `claims.forbidden`
 * issue per claim `checkPublicText` finds, so a route taking it answers 400 naming the field, the term
 * and the rule. Chain a length limit as usual: `publicTextSchema.max(120, { error: 'validation.tooLong' })`.
 */
export const publicTextSchema = z.string({ error: selectTypeErrorKey }).superRefine((text, context) => {
  for (const finding of checkPublicText(text).findings) {
    context.addIssue({ code: 'custom', message: CLAIMS_FORBIDDEN, params: toClaimIssueParams(finding) });
  }
});
