import { describe, expect, it } from 'vitest';
import { catalogSchema } from '../contract/schemas';
import { islandClimateSchema } from './climate-schema';
import catalog from '../../data/catalog.json';

const sable = () =>
  structuredClone(catalogSchema.parse(catalog).islands.find((i) => i.id === 'sable-island')!.climate!);

describe('a published climate table', () => {
  it("holds the catalogue's tables, each with the page it was read from", () => {
    const tables = catalogSchema.parse(catalog).islands.flatMap((island) => (island.climate ? [island] : []));
    expect(tables.map((island) => island.id).sort()).toEqual(['baffin-island', 'ellesmere-island', 'sable-island']);
    for (const { climate } of tables) {
      expect(climate!.source.url).toMatch(/^https?:\/\/climate\.weather(office)?\.gc\.ca\//);
      expect(climate!.source.publisher).toMatch(/^Environment (and Climate Change )?Canada/);
    }
  });

  it('refuses a row without twelve months, a low above the high, no rows, or a source without its page', () => {
    const short = { ...sable(), meanMaxC: sable().meanMaxC!.slice(0, 11) };
    expect(islandClimateSchema.safeParse(short).error?.issues[0]?.message).toContain('twelve months');
    const crossed = { ...sable(), meanMinC: sable().meanMaxC!.map((high) => high + 1) };
    expect(islandClimateSchema.safeParse(crossed).error?.issues[0]?.message).toContain('must not exceed');
    const { meanMaxC: _high, meanMinC: _low, precipitationMm: _rain, ...bare } = sable();
    expect(islandClimateSchema.safeParse(bare).success).toBe(false);
    const { url: _url, ...unsourced } = sable().source;
    expect(islandClimateSchema.safeParse({ ...sable(), source: unsourced }).success).toBe(false);
    expect(islandClimateSchema.safeParse({ ...sable(), source: { ...sable().source, read: '2 Dec' } }).success).toBe(
      false,
    );
    expect(islandClimateSchema.safeParse(sable()).success).toBe(true);
  });
});
