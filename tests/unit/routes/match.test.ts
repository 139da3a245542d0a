import { describe, expect, it } from 'vitest';
import { matchRoute, parentChain, routeTable } from '../../../src/routes';

describe('matching a browser path to the route table', () => {
  it('finds a list, react-admin sub-paths below it, and the record id', () => {
    expect(matchRoute('/basic/customer/bgManagement', routeTable)).toMatchObject({ view: 'list', entry: { path: '/basic/customer/bgManagement' } });
    expect(matchRoute('/basic/customer/bgManagement/create', routeTable)).toMatchObject({ view: 'create' });
    expect(matchRoute('/basic/customer/bgManagement/7/show', routeTable)).toMatchObject({ view: 'show', id: '7' });
    expect(matchRoute('/basic/customer/bgManagement/7/', routeTable)).toMatchObject({ view: 'edit', id: '7' });
  });

  it("prefers a spec sub-path (detail/{id}) and a nested screen over a list's generic sub-paths", () => {
    expect(matchRoute('/management/material/materialManagement/info/12', routeTable)).toMatchObject({ view: 'show', id: '12' });
    expect(matchRoute('/basic/hr/setupRatio/ratio', routeTable)).toMatchObject({ view: 'list', entry: { path: '/basic/hr/setupRatio/ratio' } });
  });

  it('knows hand-written screens and nothing else', () => {
    expect(matchRoute('/home', routeTable)).toMatchObject({ view: 'screen' });
    expect(matchRoute('/no/such/screen', routeTable)).toBeUndefined();
  });

  it("walks a sub-screen's parents up to its menu entry", () => {
    const detail = matchRoute('/management/material/materialManagement/info/12', routeTable)!;
    expect(parentChain(detail.entry, routeTable).map((e) => e.path)).toEqual(['/management/material/materialManagement']);
  });
});
