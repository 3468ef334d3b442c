import { describe, expect, it } from 'vitest';
import { InvalidError } from '@core/contract/errors';
import { parseFieldAssignments } from './field-assignments';

describe('--set field=value on the command line', () => {
  it('splits at the first = and refuses text without one or a field given twice', () => {
    expect(parseFieldAssignments(['name=A=B', 'area='])).toEqual({ name: 'A=B', area: '' });
    expect(() => parseFieldAssignments(['hasAirport'])).toThrow(InvalidError);
    expect(() => parseFieldAssignments(['=x'])).toThrow(InvalidError);
    expect(() => parseFieldAssignments(['area=1', 'area=2'])).toThrow(/not valid/);
  });
});
