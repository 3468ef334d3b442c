import { useState } from 'react';
import type { GeoPoint } from '@core/place/place-query';

export const PLACE_TEXT = {
  nearMe: 'Near me',
  locating: 'Finding you…',
  inArea: 'In the map area',
  removeArea: 'show everywhere again',
  searchArea: 'Search this area',
  denied: 'Your browser did not share your location, so islands cannot be ordered by distance from you.',
  unavailable: 'Your location could not be found. Please try again.',
  unsupported: 'This browser cannot tell where you are.',
} as const;

/** Two decimals (about a kilometre): enough to order islands, no closer than that in the address. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * The browser's geolocation, asked only when the visitor clicks (never on load). The position is
 * rounded before it goes into the address, which may be shared.
 */
export function useNearMe(onFound: (near: GeoPoint) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setError(PLACE_TEXT.unsupported);
      return;
    }
    setLocating(true);
    setError(undefined);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound({ latitude: rounded(position.coords.latitude), longitude: rounded(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        setError(failure.code === failure.PERMISSION_DENIED ? PLACE_TEXT.denied : PLACE_TEXT.unavailable);
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };
  return { locate, locating, error };
}
