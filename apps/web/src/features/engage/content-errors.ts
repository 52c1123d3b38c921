import { type EngageReportContent, engageReportContentSchema } from '@carbon-ledger/core';

/** The fields a user can get wrong, by their path in the content. */
export type ContentField =
  | 'texts.title'
  | 'texts.introduction'
  | 'texts.commitments'
  | 'brand.displayName'
  | 'brand.websiteUrl';
/** The catalogue key (under engage.generator.errors) of each field's problem. */
export type ContentErrors = Partial<Record<ContentField, 'required' | 'tooLong' | 'invalidUrl'>>;

const FIELDS: readonly string[] = [
  'texts.title',
  'texts.introduction',
  'texts.commitments',
  'brand.displayName',
  'brand.websiteUrl',
];

/** Checks the content with the contract the server uses, so a save only fails for reasons shown here. */
export function validateContent(content: EngageReportContent): ContentErrors {
  const parsed = engageReportContentSchema.safeParse(content);
  if (parsed.success) return {};
  const errors: ContentErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!FIELDS.includes(path) || errors[path as ContentField]) continue;
    errors[path as ContentField] =
      path === 'brand.websiteUrl'
        ? 'invalidUrl'
        : issue.message === 'validation.tooLong'
          ? 'tooLong'
          : 'required';
  }
  return errors;
}
