import { CORPORATE_FORM } from './content/corporate-form.ts';
import { DIGITAL_FORM } from './content/digital-form.ts';
import { EVENT_FORM } from './content/event-form.ts';
import { PRODUCT_FORM } from './content/product-form.ts';
import { CUSTOM_FORM } from './custom-form.ts';
import type { FormDefinition, FormType } from './form-definition.ts';

/** The shipped form definition of every container type that has a calculator form. */
export const FORM_DEFINITIONS: Readonly<Record<FormType, FormDefinition>> = {
  company: CORPORATE_FORM,
  product: PRODUCT_FORM,
  digital: DIGITAL_FORM,
  event: EVENT_FORM,
  custom: CUSTOM_FORM,
};

/** The form of a container type; an unknown type is treated as Custom (spec section 1). */
export function getFormDefinition(type: string): FormDefinition {
  return Object.hasOwn(FORM_DEFINITIONS, type) ? FORM_DEFINITIONS[type as FormType] : CUSTOM_FORM;
}
