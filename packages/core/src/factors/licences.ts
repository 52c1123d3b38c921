/** Full names of the licences the factor library ships under, by the SPDX-style code a factor carries. */
export const FACTOR_LICENCE_NAMES: Readonly<Record<string, string>> = {
  'OGL-3.0': 'Open Government Licence v3.0',
  'US-Gov-Public-Domain': 'U.S. Government work (public domain)',
  'CC-BY-4.0': 'Creative Commons Attribution 4.0 International',
  'CC-BY-SA-4.0': 'Creative Commons Attribution-ShareAlike 4.0 International',
  'CC0-1.0': 'CC0 1.0 Universal (public domain dedication)',
  'Company-provided data': 'Company-provided data',
};

/** Where each licence's text can be read. */
export const FACTOR_LICENCE_URLS: Readonly<Record<string, string>> = {
  'OGL-3.0': 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/**
 * The readable name of a factor's licence code; a combined code ('US-Gov-Public-Domain AND CC0-1.0')
 * names each part, and an unknown code is shown as it is rather than hidden.
 */
export function describeLicence(code: string): string {
  return code
    .split(' AND ')
    .map((part) => FACTOR_LICENCE_NAMES[part.trim()] ?? part.trim())
    .join(' and ');
}
