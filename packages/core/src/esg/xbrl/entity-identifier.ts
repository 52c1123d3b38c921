import { z } from 'zod';

/**
 * The identifiers a company may name itself by in an XBRL report, as the VSME digital template offers
 * them: the LEI (ISO 17442), the European Unique Identifier of a national business register (EUID), a
 * D-U-N-S number or a PermID. Each is written under its scheme URI in every context's entity.
 */
export const ENTITY_IDENTIFIER_SCHEMES = {
  lei: { scheme: 'http://standards.iso.org/iso/17442', label: 'LEI', templateText: 'LEI' },
  euid: { scheme: 'https://e-justice.europa.eu/euid', label: 'EUID', templateText: 'EU ID' },
  duns: { scheme: 'http://www.dnb.com/duns', label: 'D-U-N-S', templateText: 'DUNS' },
  permid: { scheme: 'https://permid.org', label: 'PermID', templateText: 'PermID' },
} as const;
export type EntityIdentifierKind = keyof typeof ENTITY_IDENTIFIER_SCHEMES;
export const ENTITY_IDENTIFIER_KINDS = Object.keys(ENTITY_IDENTIFIER_SCHEMES) as [
  EntityIdentifierKind,
  ...EntityIdentifierKind[],
];

/** The identifier a company reports under: which kind, and the identifier itself. */
export type ReportingEntity = { readonly kind: EntityIdentifierKind; readonly identifier: string };

/** Why an identifier does not fit its kind (an i18n-free code; the callers word it). */
export type EntityIdentifierProblem = 'required' | 'leiFormat' | 'leiCheckDigits' | 'format';

/** ISO 7064 MOD 97-10 over an alphanumeric code (letters count as 10–35), as LEIs and IBANs use it. */
function mod97(code: string): number {
  let remainder = 0;
  for (const character of code) {
    const digits = /[0-9]/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

const FORMATS: Record<Exclude<EntityIdentifierKind, 'lei'>, RegExp> = {
  // Country code, the register's code, a dot and the company's number in that register.
  euid: /^[A-Z]{2}[A-Z0-9]{1,15}\.[A-Z0-9][A-Z0-9./-]{0,49}$/,
  duns: /^\d{9}$/,
  permid: /^\d{1,15}$/,
};

/** The identifier as it is stored and written: spaces dropped, letters upper case. */
export function normalizeEntityIdentifier(identifier: string): string {
  return identifier.replace(/\s+/g, '').toUpperCase();
}

/**
 * Checks an identifier against its kind: an LEI is 20 letters and digits whose last two are its ISO
 * 17442 check digits (MOD 97-10 of the whole is 1); a EUID is a country code, the register's code, a
 * dot and the number; a D-U-N-S number 9 digits; a PermID digits. Undefined when it fits.
 */
export function checkEntityIdentifier(
  kind: EntityIdentifierKind,
  identifier: string,
): EntityIdentifierProblem | undefined {
  const normalized = normalizeEntityIdentifier(identifier);
  if (normalized === '') return 'required';
  if (kind === 'lei') {
    if (!/^[A-Z0-9]{18}\d{2}$/.test(normalized)) return 'leiFormat';
    return mod97(normalized) === 1 ? undefined : 'leiCheckDigits';
  }
  return FORMATS[kind].test(normalized) ? undefined : 'format';
}

/** The kind a template's scheme cell names ("LEI", "EU ID", "DUNS", "PermID"), if it names one. */
export function readEntityIdentifierKind(text: string): EntityIdentifierKind | undefined {
  const folded = text.replace(/[\s-]+/g, '').toLowerCase();
  return ENTITY_IDENTIFIER_KINDS.find(
    (kind) => ENTITY_IDENTIFIER_SCHEMES[kind].templateText.replace(/[\s-]+/g, '').toLowerCase() === folded,
  );
}

/** `PUT /api/company/esg/reporting-entity` and the same object in a VSME batch save. */
export const reportingEntitySchema = z.object({
  kind: z.enum(ENTITY_IDENTIFIER_KINDS, { error: 'validation.invalid' }),
  identifier: z.string().max(80, { error: 'validation.tooLong' }),
});

/** `GET /api/company/esg/reporting-entity`: the company's identifier, null until it gives one. */
export const reportingEntityResponseSchema = z.object({
  entity: z
    .object({ kind: z.enum(ENTITY_IDENTIFIER_KINDS), identifier: z.string(), scheme: z.string() })
    .nullable(),
});
export type ReportingEntityResponse = z.infer<typeof reportingEntityResponseSchema>;
