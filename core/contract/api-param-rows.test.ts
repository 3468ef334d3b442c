import { describe, expect, it } from 'vitest';
import { queryParamRows, typeInWords } from './api-param-rows';
import { httpOperations } from './openapi';

const rowsOf = (id: string) => {
  const [, operation] = httpOperations().find(([candidate]) => candidate === id)!;
  return queryParamRows(id, operation);
};

describe('the API page parameter table', () => {
  it('lists every query parameter of the list, each typed in words from the document', () => {
    const rows = rowsOf('listIslands');
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['q', 'limit', 'offset', 'near', 'bbox', 'hasAirport']));
    expect(byName.limit!.type).toBe('integer, 1–1,000');
    expect(byName.hasAirport!.type).toBe('true or false');
    expect(byName.near!.type).toBe('2 numbers, comma-separated');
    expect(byName.bbox!.type).toBe('4 numbers, comma-separated');
    expect(byName.fields!.type).toBe('field names, comma-separated');
    expect(byName.radius!.type).toBe('number ≥ 0');
    expect(byName.sort!.type).toMatch(/^one of .*remoteness/);
    expect(byName.near!.description).toMatch(/latitude,longitude/);
  });

  it('says a default where there is one, and nothing for an endpoint without a query', () => {
    const remotest = Object.fromEntries(rowsOf('remotest').map((row) => [row.name, row]));
    expect(remotest.limit!.type).toBe('integer, 1–100; default 20');
    expect(rowsOf('islandImages')).toEqual([]);
    expect(rowsOf('getIsland').map((row) => row.name)).toEqual(['fields']);
    expect(typeInWords({ type: 'string' })).toBe('text');
  });
});
