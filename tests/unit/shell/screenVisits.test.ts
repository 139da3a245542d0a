import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../src/routes';
import { MAX_TRACKED, recordVisit, topScreens } from '../../../src/shell/visits/screenVisits';

const entry = (path: string): RouteEntry => ({ path, specPath: path, access: { permissions: [] } });

describe('screen visits behind the Home shortcuts', () => {
  it('counts visits per screen', () => {
    expect(recordVisit(recordVisit({}, '/a'), '/a')).toEqual({ '/a': 2 });
  });

  it('forgets the least used screen past the limit, never the one just visited', () => {
    let counts: Record<string, number> = {};
    for (let i = 0; i < MAX_TRACKED; i++) counts = recordVisit(recordVisit(counts, `/s${i}`), `/s${i}`);
    counts = recordVisit(counts, '/new');
    expect(Object.keys(counts)).toHaveLength(MAX_TRACKED);
    expect(counts['/new']).toBe(1);
  });

  it('offers the most used screens first, then the menu order', () => {
    const entries = ['/a', '/b', '/c', '/d'].map(entry);
    expect(topScreens({ '/c': 5, '/b': 2 }, entries, 3).map((e) => e.path)).toEqual(['/c', '/b', '/a']);
    expect(topScreens({}, entries, 2).map((e) => e.path)).toEqual(['/a', '/b']);
    expect(topScreens({ '/gone': 9 }, entries, 1).map((e) => e.path)).toEqual(['/a']);
  });
});
