import {
  CUSTOM_FORM_ISSUES,
  type CustomFormComposition,
  type CustomFormIssue,
  type ErrorDetail,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
} from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import type { CompositionDraft, FieldErrors } from './composition-draft.ts';

type Lang = 'en' | 'de';

/** Problems the composer finds itself before sending (keys of `calculatorCustomForm.issues`). */
export const LOCAL_ISSUES = ['required', 'noRows', 'factorMissing', 'ownFactor'] as const;
export type LocalIssue = (typeof LOCAL_ISSUES)[number];

const isCustomFormIssue = (message: string): message is CustomFormIssue =>
  (CUSTOM_FORM_ISSUES as readonly string[]).includes(message);
export const isLocalIssue = (message: string): message is LocalIssue =>
  (LOCAL_ISSUES as readonly string[]).includes(message);

/** A field's problem in the user's language; a rule the server states in English is quoted as it is. */
export function describeIssue(t: TFunction, lang: Lang, message: string): string {
  if (isLocalIssue(message)) return t(`calculatorCustomForm.issues.${message}`);
  if (isCustomFormIssue(message)) {
    return t(`calculatorCustomForm.issues.${message.replace('customForm.', '') as ServerIssueKey}`);
  }
  if (isValidationMessageKey(message)) return VALIDATION_MESSAGES[lang][message];
  return t('calculatorCustomForm.issues.other', { message });
}

type ServerIssueKey = CustomFormIssue extends `customForm.${infer Key}` ? Key : never;

/** A row type that holds results and was left out of the save, named as the stored form names it. */
export type InUseEntry = { sectionId: string; optionId: string; name: string };

/** Reads 409 details (`removed.<section id>.<row type id>`) with the labels of the loaded composition. */
export function readInUse(details: readonly ErrorDetail[], stored: CustomFormComposition, lang: Lang) {
  return details.flatMap((detail): InUseEntry[] => {
    const [prefix, sectionId, optionId] = detail.path.split('.');
    if (prefix !== 'removed' || !sectionId || !optionId) return [];
    const section = stored.sections.find((entry) => entry.id === sectionId);
    const option = section?.options.find((entry) => entry.id === optionId);
    const name =
      section && option ? `${option.label[lang]} (${section.label[lang]})` : `${optionId} (${sectionId})`;
    return [{ sectionId, optionId, name }];
  });
}

/** 400 details as field errors of the draft (the paths are the composition's, which the draft mirrors). */
export function toFieldErrors(details: readonly ErrorDetail[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) errors[detail.path] ??= detail.message;
  return errors;
}

const FIELD_NAMES = [
  ['label.en', 'nameEn'],
  ['label.de', 'nameDe'],
  ['factor', 'factor'],
  ['quantity', 'unit'],
  ['ghg', 'scope'],
  ['options', 'rows'],
] as const;

/** The field a path ends in, in words ('name (German)'), when the composer has a name for it. */
function describeField(t: TFunction, path: string): string | undefined {
  const rest = path.replace(/^sections\.\d+(\.options\.\d+)?\.?/, '');
  const entry = FIELD_NAMES.find(([prefix]) => rest === prefix || rest.startsWith(`${prefix}.`));
  return entry ? t(`calculatorCustomForm.fields.${entry[1]}`) : undefined;
}

/** Where a path points, in words: 'Section 2 “Site” › row type 1 “Gas” › factor'. */
export function describePlace(t: TFunction, lang: Lang, draft: CompositionDraft, path: string): string {
  const [, sectionPart, , optionPart] = path.split('.');
  const sectionIndex = Number(sectionPart);
  const section = draft.sections[sectionIndex];
  if (!section) return t('calculatorCustomForm.errors.form');
  const parts = [
    t('calculatorCustomForm.errors.section', {
      number: sectionIndex + 1,
      name: section.label[lang] || section.label.en || t('calculatorCustomForm.section.untitled'),
    }),
  ];
  const optionIndex = Number(optionPart);
  const option = optionPart === undefined ? undefined : section.options[optionIndex];
  if (option) {
    parts.push(
      t('calculatorCustomForm.errors.row', {
        number: optionIndex + 1,
        name: option.label[lang] || option.label.en || t('calculatorCustomForm.option.untitled'),
      }),
    );
  }
  const field = describeField(t, path);
  if (field) parts.push(field);
  return parts.join(' › ');
}

/** The errors of one section or row type, for a field prefix ('sections.1.options.0'). */
export function pickErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}
