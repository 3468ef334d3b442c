import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-results';

const none = {
  q: '',
  features: [],
  region: undefined,
  category: undefined,
  country: undefined,
  near: undefined,
  bbox: undefined,
};

describe('exportFileName', () => {
  it('names the file after the filters on screen', () => {
    expect(exportFileName(none, 'csv')).toBe('isolario-islands.csv');
    expect(
      exportFileName({ ...none, q: ' Île Saint-Paul ', region: 'Indian Ocean', features: ['military'] }, 'csv'),
    ).toBe('isolario-islands-ile-saint-paul-indian-ocean-military.csv');
    expect(
      exportFileName(
        {
          ...none,
          category: 'Active Airport',
          country: 'NO',
          near: { latitude: 1, longitude: 2 },
          bbox: { west: 1, south: 2, east: 3, north: 4 },
        },
        'geojson',
      ),
    ).toBe('isolario-islands-active-airport-no-near-area.geojson');
  });
});
