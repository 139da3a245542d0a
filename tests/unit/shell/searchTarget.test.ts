import { describe, expect, it } from 'vitest';
import { readSearch, searchPath } from '../../../src/shell/search/searchTarget';

const fields = ['mpn', 'cpn'];

describe('the header search address', () => {
  it('goes to /search with the trimmed keyword and the field', () => {
    expect(searchPath('  LM358 ', 'mpn')).toBe('/search?keyword=LM358&field=mpn');
    expect(searchPath('a&b', 'cpn')).toBe('/search?keyword=a%26b&field=cpn');
  });

  it('goes nowhere for an empty keyword', () => {
    expect(searchPath('   ', 'mpn')).toBeUndefined();
  });

  it('reads the search back, falling back to the first field for an unknown one', () => {
    expect(readSearch('?keyword=a%26b&field=cpn', fields)).toEqual({ keyword: 'a&b', field: 'cpn' });
    expect(readSearch('?keyword=x&field=password', fields).field).toBe('mpn');
  });
});
