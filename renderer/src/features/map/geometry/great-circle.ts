/** [latitude, longitude] in degrees, as Leaflet takes them. */
export type LatLng = [number, number];

const RAD = Math.PI / 180;

/**
 * The great circle from `from` to `to` as a line of points Leaflet can draw: interpolated on the
 * sphere (a straight line on the map would not be the shortest way), with longitudes kept
 * continuous across ±180° and starting within 180° of `nearLongitude`, so the line leaves the
 * marker's own copy of the world.
 */
export function greatCircleLine(from: LatLng, to: LatLng, nearLongitude = from[1], steps = 64): LatLng[] {
  const [φ1, λ1] = [from[0] * RAD, from[1] * RAD];
  const [φ2, λ2] = [to[0] * RAD, to[1] * RAD];
  const a = [Math.cos(φ1) * Math.cos(λ1), Math.cos(φ1) * Math.sin(λ1), Math.sin(φ1)];
  const b = [Math.cos(φ2) * Math.cos(λ2), Math.cos(φ2) * Math.sin(λ2), Math.sin(φ2)];
  const dot = Math.min(1, Math.max(-1, a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!));
  const angle = Math.acos(dot);
  const line: LatLng[] = [];
  let previous = nearLongitude + ((((from[1] - nearLongitude) % 360) + 540) % 360) - 180;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // Slerp; the same point twice when the ends coincide.
    const [wa, wb] =
      angle < 1e-12 ? [1 - t, t] : [Math.sin((1 - t) * angle) / Math.sin(angle), Math.sin(t * angle) / Math.sin(angle)];
    const x = wa * a[0]! + wb * b[0]!;
    const y = wa * a[1]! + wb * b[1]!;
    const z = wa * a[2]! + wb * b[2]!;
    const latitude = Math.atan2(z, Math.hypot(x, y)) / RAD;
    let longitude = Math.atan2(y, x) / RAD;
    longitude += Math.round((previous - longitude) / 360) * 360;
    previous = longitude;
    line.push([latitude, longitude]);
  }
  return line;
}
