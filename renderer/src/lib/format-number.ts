const PLACES = 3;

/** The magnitude's decimal digits rounded half away from zero to PLACES, as [whole, fraction]. */
function roundDigits(magnitude: number): [string, string] {
  const text = String(magnitude);
  // Below 1e-6 and from 1e21 up JavaScript writes an exponent; those round through toFixed.
  if (text.includes('e')) return magnitude.toFixed(PLACES).split('.') as [string, string];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= PLACES) return [whole, fraction];
  const kept = fraction.slice(0, PLACES);
  if (fraction[PLACES]! < '5') return [whole, kept];
  const up = (BigInt(whole + kept) + 1n).toString().padStart(whole.length + PLACES, '0');
  return [up.slice(0, -PLACES), up.slice(-PLACES)];
}

/**
 * A number as Intl.NumberFormat('en') writes it (12,345.678: commas between thousands, at most
 * three decimals, rounded half away from zero on the shortest decimal that names the number),
 * without Intl: the first Intl object a page makes loads the browser's ICU data, tens of
 * milliseconds on a phone in the middle of hydration, and English needs none of it.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundDigits(Math.abs(value));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const digits = fraction.replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${digits ? `.${digits}` : ''}`;
}
