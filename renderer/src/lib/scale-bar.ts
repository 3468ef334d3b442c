import { formatNumber } from './format-number';

/** The round length (1, 2 or 5 × a power of ten) closest under `km`: a scale bar's length. */
export function roundKm(km: number): number {
  const power = 10 ** Math.floor(Math.log10(km));
  const step = [5, 2, 1].find((factor) => factor * power <= km) ?? 1;
  return step * power;
}

/** A scale bar's label: "20 km", "500 m". */
export const formatKm = (km: number) => (km >= 1 ? `${formatNumber(km)} km` : `${Math.round(km * 1000)} m`);
