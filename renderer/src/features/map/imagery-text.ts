/** The words of the maps' Map / Satellite choice, in one place. */
export const IMAGERY_TEXT = {
  switchLabel: 'Map view',
  map: 'Map',
  satellite: 'Satellite',
  dayLabel: 'Day (daily MODIS imagery)',
  compositeNote: 'Cloud-free composite: Landsat 2001 over Blue Marble 2004',
  dailyNote: (day: string) => `MODIS Terra, ${day}: clouds as they were`,
  dayOutOfRange: (first: string, last: string) => `Pick a day from ${first} to ${last}.`,
  showComposite: 'Show the cloud-free composite',
  failed: 'The satellite imagery could not be loaded. The Map view works offline.',
  offline: 'The Satellite view needs a connection. The Map view works offline.',
  /** On the map wherever NASA imagery shows: GIBS and the system it is part of, as GIBS asks. */
  attribution: 'Imagery: NASA GIBS / EOSDIS',
} as const;
