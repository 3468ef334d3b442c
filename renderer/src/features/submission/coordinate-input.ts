/**
 * A latitude or longitude as people copy it from a page or a chart: decimal degrees (−45.5),
 * a hemisphere instead of the sign (45.5 S, S 45.5), or degrees, minutes and seconds
 * (45°30'S, 45° 30′ 15″ S, 45 30 15 S). Undefined when it is none of these, or when the sign and
 * the hemisphere disagree, a hemisphere belongs to the other axis, or minutes or seconds reach 60.
 */
export function parseCoordinate(raw: string, axis: 'latitude' | 'longitude'): number | undefined {
  const text = raw.trim().replace(/[−–]/g, '-').replace(/,/g, '.').toUpperCase();
  if (text === '') return undefined;
  const hemispheres = axis === 'latitude' ? 'NS' : 'EW';
  const match =
    /^([NSEW])?\s*(-)?\s*(\d+(?:\.\d+)?)\s*(?:[°º]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:['′](?!')\s*)?)?(?:(\d+(?:\.\d+)?)\s*(?:["″]|''|′′)?\s*)?([NSEW])?$/.exec(
      text,
    );
  if (!match) return undefined;
  const [, before, minus, degrees, minutes, seconds, after] = match;
  if (before && after) return undefined;
  const hemisphere = before ?? after;
  if (hemisphere && !hemispheres.includes(hemisphere)) return undefined;
  if (hemisphere && minus) return undefined;
  const m = minutes === undefined ? 0 : Number(minutes);
  const s = seconds === undefined ? 0 : Number(seconds);
  // Minutes and seconds below 60, and only a last part may have decimals (45.5°30' is no angle).
  if (m >= 60 || s >= 60) return undefined;
  if ((minutes !== undefined && degrees!.includes('.')) || (seconds !== undefined && minutes!.includes('.'))) {
    return undefined;
  }
  const value = Number(degrees) + m / 60 + s / 3600;
  const negative = minus !== undefined || hemisphere === 'S' || hemisphere === 'W';
  return negative ? -value : value;
}
