import geomagnetism from 'geomagnetism';
import { DECLINATION_MODEL } from '@core/place-facts/place-facts-file';

const models = new Map<number, ReturnType<typeof geomagnetism.model>>();

/** The model moved on to a date, kept: the build asks for two dates only. */
function modelAt(at: Date) {
  let model = models.get(at.getTime());
  if (!model) {
    model = geomagnetism.model(at);
    // geomagnetism picks the model by date; a release with another model must be read first.
    if (model.name !== DECLINATION_MODEL.name.replace('WMM', 'WMM-')) {
      throw new Error(`geomagnetism gave ${model.name} for ${at.toISOString()}, not ${DECLINATION_MODEL.name}`);
    }
    models.set(at.getTime(), model);
  }
  return model;
}

/** The field at a point, a date and a height above the ellipsoid (km): declination and horizontal intensity. */
export function magneticField(latitude: number, longitude: number, at: Date, altitudeKm = 0) {
  const { decl, h } = modelAt(at).point([latitude, longitude, altitudeKm]);
  return { declination: decl, horizontalNt: h };
}

/** Degrees to the hundredth, as the model's own test values give them. */
const round = (value: number, places: number) => Number(value.toFixed(places)) + 0;

/** The signed difference a → b in degrees, the short way round. */
const turn = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

/**
 * The World Magnetic Model's declination at sea level on the point, at the model's epoch, with the
 * yearly change from the model's secular variation (the change over its first year) and the
 * horizontal field, which says where a compass stops being trustworthy.
 */
export function declinationAt(latitude: number, longitude: number) {
  const now = magneticField(latitude, longitude, new Date(Date.UTC(DECLINATION_MODEL.epoch, 0, 1)));
  const later = magneticField(latitude, longitude, new Date(Date.UTC(DECLINATION_MODEL.epoch + 1, 0, 1)));
  return {
    degrees: round(now.declination, 2),
    yearlyChange: round(turn(now.declination, later.declination), 3),
    horizontalNt: Math.round(now.horizontalNt),
  };
}
