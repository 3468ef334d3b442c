import { describe, expect, it } from 'vitest';
import catalogue from '../../data/catalog.json';
import { csvColumns, islandsToCsv } from './catalogue-export';
import { InvalidError } from '../contract/errors';
import { coerceFieldValues } from './island-field-values';
import { islandTravelSchema } from '../contract/schemas';
import type { Island } from '../contract/schemas';

const source = { publisher: 'Tristan da Cunha Government', title: 'Organise a visit' };

describe('the travel facts of an island', () => {
  it('take a departure, a frequency or a permit, each record with at least one source', () => {
    expect(islandTravelSchema.safeParse({ departure: 'Cape Town, South Africa', sources: [source] }).success).toBe(
      true,
    );
    const noSource = islandTravelSchema.safeParse({ departure: 'Cape Town', sources: [] });
    expect(noSource.error?.issues[0]?.message).toBe('travel needs at least one source');
    const noFact = islandTravelSchema.safeParse({ asOf: 2020, sources: [source] });
    expect(noFact.error?.issues[0]?.message).toBe('travel needs a departure, a frequency or a permit');
    // strict: a misspelt field is an error, not silently dropped.
    expect(islandTravelSchema.safeParse({ departure: 'x', frequncy: 'weekly', sources: [source] }).success).toBe(false);
    expect(islandTravelSchema.safeParse({ permit: 'x', asOf: 1850, sources: [source] }).success).toBe(false);
  });

  it('are set by a curator as JSON, and refused with a clear line when the text is not JSON', () => {
    const travel = { permit: 'Prior approval of the Administrator', sources: [source] };
    expect(coerceFieldValues({ travel: JSON.stringify(travel) })).toEqual({ travel });
    let refused: unknown;
    try {
      coerceFieldValues({ travel: '{departure: Cape Town' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidError);
    expect(JSON.stringify((refused as InvalidError).issues)).toMatch(/travel must be JSON/);
    expect(coerceFieldValues({ travel: '' })).toEqual({ travel: undefined });
  });

  it('fill their own CSV columns, the sources as the sources column writes them', () => {
    const island = catalogue.islands.find((record) => record.id === 'tristan-da-cunha') as unknown as Island;
    const [header, row] = islandsToCsv([island]).split('\r\n');
    expect(csvColumns(['travel'])).toEqual([
      'travelDeparture',
      'travelFrequency',
      'travelPermit',
      'travelAsOf',
      'travelUntil',
      'travelSources',
    ]);
    expect(header).toContain(',travelDeparture,travelFrequency,travelPermit,travelAsOf,travelUntil,travelSources,');
    // The record's own facts, quoted where they hold a comma; no until, so an empty cell before the sources.
    const travel = island.travel!;
    expect(row).toContain(`"${travel.departure}",`);
    const [first] = travel.sources;
    // Quoted only when it holds a comma or a quote.
    expect(row).toMatch(new RegExp(`,${travel.asOf},,"?${first!.publisher} — ${first!.title} <${first!.url}>;`));
  });

  it('are in the catalogue for the islands a traveller asks about, every one sourced', () => {
    const withTravel = catalogue.islands.filter((record) => 'travel' in record);
    expect(withTravel.length).toBeGreaterThanOrEqual(15);
    for (const record of withTravel) expect(islandTravelSchema.safeParse(record.travel).success, record.id).toBe(true);
  });
});
