import { describe, expect, it } from 'vitest';
import type { IslandAirWay } from '@core/contract/schemas';
import { cardAccessLabel, detailAccessLabel } from './access';

const page = { url: 'https://www.adn.com/diomede', title: 'Diomede flights', publisher: 'Anchorage Daily News' };
const way = (by: IslandAirWay['by']): IslandAirWay => ({ by, sources: [page] });
const facts = (overrides: { hasAirport?: boolean; hasAbandonedAirstrip?: boolean; airAccess?: IslandAirWay[] }) => ({
  hasAirport: false,
  hasAbandonedAirstrip: false,
  ...overrides,
});

describe('the access words of a card and a page', () => {
  it("keeps the spec's words where nothing else flies in", () => {
    expect(detailAccessLabel(facts({}))).toBe('Boat Access Only');
    expect(cardAccessLabel(facts({}))).toBe('Boat Only');
    expect(detailAccessLabel(facts({ hasAirport: true, airAccess: [way('charter-flights')] }))).toBe('Active Airport');
    expect(cardAccessLabel(facts({ hasAbandonedAirstrip: true, airAccess: [way('helicopter')] }))).toBe(
      'Abandoned Strip',
    );
  });

  it('names the ways in by air of an island with no airport, never "Boat Only"', () => {
    expect(detailAccessLabel(facts({ airAccess: [way('helicopter')] }))).toBe('Helicopter, No Airport');
    expect(detailAccessLabel(facts({ airAccess: [way('helicopter'), way('scheduled-flights')] }))).toBe(
      'Helicopter and Scheduled Flights, No Airport',
    );
    expect(cardAccessLabel(facts({ airAccess: [way('ski-plane'), way('charter-flights')] }))).toBe('Ski Plane');
  });
});
