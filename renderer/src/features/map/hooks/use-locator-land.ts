import { useEffect, useState } from 'react';
import { landFromTopology } from '../geometry/land';
import type { LocatorPolygon } from '../geometry/locator-scene';
import { prepareLocatorLand } from '../geometry/locator-scene';

let pending: Promise<LocatorPolygon[]> | undefined;
let loaded: LocatorPolygon[] | undefined;

/** The 1:110m land (about 20 kB gzipped): plenty for a thumbnail of an ocean, and quick to draw. */
function loadLocatorLand(): Promise<LocatorPolygon[]> {
  pending ??= import('world-atlas/land-110m.json')
    .then((module) => landFromTopology(module.default))
    .then((land) => (loaded = prepareLocatorLand(land)));
  return pending;
}

/** The locator land, or undefined for the moment it takes to load the first time. */
export function useLocatorLand(): LocatorPolygon[] | undefined {
  const [land, setLand] = useState(loaded);
  useEffect(() => {
    if (land) return;
    let live = true;
    loadLocatorLand().then(
      (polygons) => live && setLand(polygons),
      () => undefined, // Without geometry the locator still shows the ocean and the island.
    );
    return () => {
      live = false;
    };
  }, [land]);
  return land;
}
