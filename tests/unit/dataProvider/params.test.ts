import { filterKey, FilterError, filterQuery, listQuery, pageWindow, parseFilterKey } from '../../../src/dataProvider/params';
import { endCustomer } from '../../../src/resources/basic/customer/model/endCustomer';
import { defineResource } from '../../../src/schema';
import { date, integer, label, multiReference, text } from '../../../src/schema/fields';

// A small declaration with the field kinds whose operators the real ones do not all cover.
const orders = defineResource({
  name: 'test_order',
  api: { base: '/api/v1/test_order' },
  route: '/test/orders',
  access: { permissions: ['manage-order'] },
  menu: { group: 'management' },
  label: label('Orders', '订单'),
  recordLabel: label('Order', '订单'),
  fields: {
    order_no: text(label('Order no', '订单号'), { maxBytes: 30, filters: ['eq', 'ne', 'like'] }),
    ship_date: date(label('Ship date', '发货日期')),
    qty: integer(label('Quantity', '数量')),
    tags: multiReference(label('Tags', '标签'), 'tag'),
  },
  titleField: 'order_no',
  list: { columns: ['order_no'], search: ['order_no'], sort: { field: 'order_no', order: 'ASC' } },
});

describe('listQuery', () => {
  it('turns pagination into page/size and sort into sort/order in lower case', () => {
    expect(listQuery(endCustomer, { pagination: { page: 3, perPage: 50 }, sort: { field: 'ec_code', order: 'DESC' } })).toEqual({
      page: '3',
      size: '50',
      sort: 'ec_code',
      order: 'desc',
    });
    expect(listQuery(endCustomer, { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } })).toMatchObject({ order: 'asc' });
  });

  it('leaves out sort when react-admin gives no field', () => {
    expect(listQuery(endCustomer, { pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' } })).toEqual({ page: '1', size: '20' });
  });

  it('merges the filters', () => {
    const query = listQuery(endCustomer, { pagination: { page: 1, perPage: 10 }, filter: { q: 'acme', industry: 'automotive' } });
    expect(query).toEqual({ page: '1', size: '10', keyword: 'acme', industry: 'automotive' });
  });
});

describe('filterQuery', () => {
  it('maps q to keyword and a bare field to equality', () => {
    expect(filterQuery(endCustomer, { q: 'acme', status: 'active', bg_id: 7 })).toEqual({ keyword: 'acme', status: 'active', bg_id: '7' });
  });

  it('maps field@op to the field_op suffix', () => {
    expect(filterQuery(endCustomer, { 'name@like': 'semi' })).toEqual({ name_like: 'semi' });
    expect(filterQuery(orders, { 'order_no@ne': 'X1' })).toEqual({ order_no_ne: 'X1' });
    expect(filterQuery(orders, { 'qty@gte': 30, 'qty@lte': 60 })).toEqual({ qty_gte: '30', qty_lte: '60' });
    expect(filterQuery(orders, { 'ship_date@gte': '2024-01-01', 'ship_date@lte': '2024-12-31' })).toEqual({
      ship_date_gte: '2024-01-01',
      ship_date_lte: '2024-12-31',
    });
  });

  it('joins lists with commas for in, and reads a list under plain equality as in', () => {
    expect(filterQuery(endCustomer, { 'industry@in': ['automotive', 'medical'] })).toEqual({ industry_in: 'automotive,medical' });
    expect(filterQuery(endCustomer, { bg_id: [1, 2, 3] })).toEqual({ bg_id_in: '1,2,3' });
  });

  it('drops empty strings, null, undefined and empty lists', () => {
    expect(filterQuery(endCustomer, { q: '', name: null, ec_code: undefined, 'industry@in': [], 'bg_id@in': [null, ''] })).toEqual({});
  });

  it('keeps false and 0, which are values', () => {
    expect(filterQuery(orders, { qty: 0 })).toEqual({ qty: '0' });
    expect(filterQuery(endCustomer, { status: false })).toEqual({ status: 'false' });
  });

  it('sends id lists as ids', () => {
    expect(filterQuery(endCustomer, { id: [4, 5] })).toEqual({ ids: '4,5' });
    expect(filterQuery(endCustomer, { id: 9 })).toEqual({ ids: '9' });
  });

  it('keeps equality on a multi-reference as one id ("contains")', () => {
    expect(filterQuery(orders, { tags: 3 })).toEqual({ tags: '3' });
  });

  it('throws on an undeclared field', () => {
    expect(() => filterQuery(endCustomer, { colour: 'red' })).toThrow(FilterError);
    expect(() => filterQuery(endCustomer, { colour: 'red' })).toThrow(/colour/);
  });

  it('throws on an operator the field does not offer', () => {
    // remark offers only `like`
    expect(() => filterQuery(endCustomer, { remark: 'x' })).toThrow(/operator "eq"/);
    expect(() => filterQuery(endCustomer, { 'name@gte': 'x' })).toThrow(FilterError);
    expect(() => filterQuery(endCustomer, { 'name@bogus': 'x' })).toThrow(FilterError);
  });

  it('throws on several values for a one-value operator and on objects', () => {
    expect(() => filterQuery(orders, { tags: [1, 2] })).toThrow(/takes one value/);
    expect(() => filterQuery(endCustomer, { name: { nested: true } })).toThrow(FilterError);
  });
});

describe('filter keys', () => {
  it('round-trips between filterKey and parseFilterKey', () => {
    expect(filterKey('name', 'like')).toBe('name@like');
    expect(filterKey('name')).toBe('name');
    expect(parseFilterKey('name@like')).toEqual({ field: 'name', op: 'like' });
    expect(parseFilterKey('name')).toEqual({ field: 'name', op: 'eq' });
  });
});

describe('pageWindow', () => {
  it('asks for the page as is when it fits the server limit', () => {
    expect(pageWindow(2, 50, 500)).toEqual({ pages: [2], size: 50, skip: 0 });
  });

  it('splits a larger page (an export of 1000) into pages of 500', () => {
    expect(pageWindow(1, 1000, 500)).toEqual({ pages: [1, 2], size: 500, skip: 0 });
    expect(pageWindow(2, 1000, 500)).toEqual({ pages: [3, 4], size: 500, skip: 0 });
    // rows 750-1499 are pages 2 (500-999) and 3 (1000-1499), less the first 250 rows
    expect(pageWindow(2, 750, 500)).toEqual({ pages: [2, 3], size: 500, skip: 250 });
  });
});
