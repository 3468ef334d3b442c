import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MapViewSwitch } from './map-view-switch';

describe('the Map / Satellite switch', () => {
  it('is a labelled group of two buttons, the chosen one pressed', () => {
    const html = renderToStaticMarkup(<MapViewSwitch picture="satellite" onChoose={() => {}} />);
    expect(html).toContain('role="group" aria-label="Map view"');
    expect(html).toContain('<button type="button" class="map-view-switch__option" aria-pressed="false">Map</button>');
    expect(html).toContain(
      '<button type="button" class="map-view-switch__option" aria-pressed="true">Satellite</button>',
    );
  });
});
