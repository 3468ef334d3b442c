import type { Region } from '../contract/enums';

/**
 * The region an island's coordinates give, by the rule data/README.md writes down (longitude as
 * well as latitude, so a flipped sign lands in the wrong ocean):
 * 1. Antarctic: south of the CCAMLR Convention line (Article I, 1980), which approximates the
 *    Antarctic Convergence.
 * 2. Arctic: north of the Arctic Circle, or north of 60°N in the Bering Sea and Canadian waters.
 * 3. Otherwise the ocean, by the meridians south of the continents and the divide of the Americas.
 */
export function regionOf(latitude: number, longitude: number): Region {
  if (latitude < ccamlrLatitude(longitude)) return 'Antarctic';
  if (latitude >= ARCTIC_CIRCLE || (latitude >= 60 && (longitude >= 160 || longitude <= -60))) return 'Arctic';
  if (longitude >= 20 && longitude < 147) {
    const indian =
      latitude < -25 || (latitude < 0 && longitude < 130) || (latitude >= 0 && latitude < 30 && longitude < 100);
    if (indian) return 'Indian Ocean';
  }
  // The Mediterranean and the Black Sea belong to the Atlantic.
  if (longitude >= 20 && longitude < 45 && latitude >= 30) return 'Atlantic';
  if (longitude >= 20) return 'Pacific';
  return longitude > americasDivide(latitude) ? 'Atlantic' : 'Pacific';
}

export const ARCTIC_CIRCLE = 66.56;

/** The latitude of the CCAMLR line at a longitude: 50°S, 45°S, 55°S or 60°S by sector. */
export function ccamlrLatitude(longitude: number): number {
  if (longitude >= -50 && longitude < 30) return -50;
  if (longitude >= 30 && longitude < 80) return -45;
  if (longitude >= 80 && longitude < 150) return -55;
  return -60;
}

/** Latitude → longitude of the Pacific/Atlantic divide: the Americas' divide, then 67°W south of Cape Horn. */
const DIVIDE: readonly (readonly [number, number])[] = [
  [90, -141],
  [70, -141],
  [60, -125],
  [50, -118],
  [40, -115],
  [30, -115],
  [20, -105],
  [15, -92],
  [10, -85],
  [8, -80],
  [5, -77.5],
  [0, -80],
  [-10, -78],
  [-20, -70.5],
  [-30, -71.5],
  [-40, -73.5],
  [-50, -73.5],
  [-56, -67],
  [-90, -67],
];

function americasDivide(latitude: number): number {
  for (let i = 0; i < DIVIDE.length - 1; i++) {
    const [northLat, northLon] = DIVIDE[i]!;
    const [southLat, southLon] = DIVIDE[i + 1]!;
    if (latitude <= northLat && latitude >= southLat) {
      return northLon + ((southLon - northLon) * (northLat - latitude)) / (northLat - southLat);
    }
  }
  return -67;
}
