import { describe, expect, it } from 'vitest';
import { NO_LAND_REASON, outlineGapOf } from './outline-gap';

describe('outlineGapOf', () => {
  it('tells land joined in the source from land the source does not hold, by the reasons the outlines step writes', () => {
    // Alexander and Berkner lie under the ice shelves that join them to Antarctica in the source.
    expect(
      outlineGapOf(
        'its point lies on continent-sized land (13,810,231 km²): in the source it is joined to a continent or ice sheet',
      ),
    ).toBe('joined');
    // Ward Hunt shares Ellesmere's polygon; Stonington's own land is joined to the continent.
    expect(
      outlineGapOf('its point lies on the same land polygon as ellesmere-island: the two are joined in the source'),
    ).toBe('joined');
    expect(
      outlineGapOf(
        'its point is 0.2 km from continent-sized land and 1.8 km from the nearest island: in the source its own land is joined to the continent',
      ),
    ).toBe('joined');
    expect(
      outlineGapOf(`${NO_LAND_REASON} 5 km of its point; the source has no land for it (none within 150 km)`),
    ).toBe('not-in-source');
    expect(outlineGapOf(undefined)).toBeUndefined();
  });
});
