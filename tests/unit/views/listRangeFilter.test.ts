// The "from – to" filter: one entry per field with both range ends, sent as field_gte / field_lte.
import { describe, expect, it } from 'vitest';
import { FilterError, filterQuery } from '../../../src/dataProvider/params';
import { getResource } from '../../../src/resources/declarations';
import { filterElements } from '../../../src/views/fieldElements';

const rank = getResource('employee_rank');

describe('range filters', () => {
  it('offers one entry for a numeric field instead of three', () => {
    const sources = filterElements(rank).map((el) => (el.props as { source: string }).source);
    expect(sources.filter((s) => s.startsWith('level'))).toEqual(['level@range']);
  });

  it('sends both ends, and only the ends given', () => {
    expect(filterQuery(rank, { 'level@range': { gte: 3, lte: 5 } })).toEqual({ level_gte: '3', level_lte: '5' });
    expect(filterQuery(rank, { 'level@range': { lte: 5 } })).toEqual({ level_lte: '5' });
    expect(filterQuery(rank, { 'level@range': { gte: '' } })).toEqual({});
  });

  it('refuses anything but gte and lte inside a range', () => {
    expect(() => filterQuery(rank, { 'level@range': { ne: 3 } })).toThrow(FilterError);
    expect(() => filterQuery(rank, { 'level@range': 3 })).toThrow(FilterError);
  });
});
