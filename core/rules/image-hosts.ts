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

/** Whether an image URL is https on an accepted host, as a WHATWG parser reads it. */
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

/**
 * The URL as a WHATWG parser writes it back, which is what is stored: other parsers (Python's,
 * curl) read `host\@evil.test`, `https:host`, `HTTPS://`, a percent-encoded or full-width host or
 * an embedded tab as another host, but its canonical form names the one host that was checked.
 */
export const canonicalUrl = (value: string): string => new URL(value).href;
