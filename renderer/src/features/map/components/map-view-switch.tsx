import type { MapPicture } from '../hooks/use-map-imagery';
import { IMAGERY_TEXT } from '../imagery-text';

const PICTURES: ReadonlyArray<{ picture: MapPicture; label: string }> = [
  { picture: 'map', label: IMAGERY_TEXT.map },
  { picture: 'satellite', label: IMAGERY_TEXT.satellite },
];

/** "Map" or "Satellite", over the map's top right corner; outside Leaflet, so its keys stay the buttons'. */
export function MapViewSwitch({ picture, onChoose }: { picture: MapPicture; onChoose: (picture: MapPicture) => void }) {
  return (
    <div className="map-view-switch" role="group" aria-label={IMAGERY_TEXT.switchLabel}>
      {PICTURES.map((option) => (
        <button
          key={option.picture}
          type="button"
          className="map-view-switch__option"
          aria-pressed={picture === option.picture}
          onClick={() => onChoose(option.picture)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
