import { describe, expect, it } from 'vitest';
import { matchRoute, parentChain } from '../../../src/routes';
import { buildRegistry } from '../../../src/registry';

const { routeTable } = buildRegistry();

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

  it('opens the create form at <list>/create even when an alias takes <list>/:id', () => {
    expect(matchRoute('/management/price/rfq/create', routeTable)).toMatchObject({ view: 'create', entry: { path: '/management/price/rfq' } });
    expect(matchRoute('/mySo/list/create', routeTable)).toMatchObject({ view: 'create', entry: { path: '/mySo/list' } });
    expect(matchRoute('/management/price/rfq/12', routeTable)).toMatchObject({ view: 'show', id: '12' });
    expect(matchRoute('/mySo/list/12', routeTable)).toMatchObject({ view: 'edit', id: '12' });
  });

  it("prefers a hand-written screen (orderManagement/:id/:type) over a list's sub-paths, as the router does", () => {
    expect(matchRoute('/shipment/order/orderManagement/7/show', routeTable)).toMatchObject({ view: 'screen' });
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
