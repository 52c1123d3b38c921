/** Multiplies two decimal strings exactly (no binary rounding) and prints the product without trailing zeros. */
export function multiplyDecimals(a: string, b: string): string {
  const [aDigits, aScale] = splitDecimal(a);
  const [bDigits, bScale] = splitDecimal(b);
  return formatDecimal(aDigits * bDigits, aScale + bScale);
}

function splitDecimal(text: string): [bigint, number] {
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain positive decimal: "${text}"`);
  const [whole = '', fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), fraction.length];
}

function formatDecimal(digits: bigint, scale: number): string {
  const padded = digits.toString().padStart(scale + 1, '0');
  const whole = padded.slice(0, padded.length - scale);
  const fraction = padded.slice(padded.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
