/**
 * The space agency's imagery services whose images the catalogue accepts, https only. Earth
 * Observatory's and Visible Earth's pages show their pictures from eoimages.gsfc.nasa.gov
 * (/images/imagerecords/...), so a link copied from either names that host. GIBS is the imagery
 * service every island's satellite picture is asked of (core/satellite/gibs.ts).
 */
export const NASA_IMAGE_HOSTS = [
  'images-assets.nasa.gov',
  'earthobservatory.nasa.gov',
  'eoimages.gsfc.nasa.gov',
  'modis.gsfc.nasa.gov',
  'landsat.visibleearth.nasa.gov',
  'visibleearth.nasa.gov',
  'gibs.earthdata.nasa.gov',
] as const;

export function isAcceptedImageUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (NASA_IMAGE_HOSTS as readonly string[]).includes(url.hostname)
  );
}
