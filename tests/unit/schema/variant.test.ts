// variantOf: a second screen over a declaration's rows inherits what describes the rows and states
// its own screen; the app's "my" lists are made with it (and stay what they were: see the commit).
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { tableName, variantOf } from '../../../src/schema';

const byName = (name: string) => resources.find((d) => d.name === name)!;

describe('variantOf', () => {
  it('keeps the rows (table, fields, title, list, keys, lines) and leaves the screen parts to the variant', () => {
    const po = byName('purchase_order');
    const mine = variantOf(po, { name: 'po_test', api: { base: '/api/x/po' }, route: '/x/po', access: { permissions: ['x'] }, menu: { group: 'my' }, label: po.label });
    expect(tableName(mine)).toBe('purchase_order');
    expect(mine).toMatchObject({ fields: po.fields, titleField: po.titleField, list: po.list, naturalKey: po.naturalKey, uniqueTogether: po.uniqueTogether, recordLabel: po.recordLabel });
    for (const own of ['views', 'actions', 'commands', 'states', 'scope', 'routeAliases'] as const) expect(mine[own], own).toBeUndefined();
    // A variant may still override a row part: the quote prices edit other fields of the price table.
    expect(byName('price_ti_quote').fields.quote_price.readOnly).toBeFalsy();
    expect(byName('price_ti').fields.quote_price.readOnly).toBe(true);
  });

  it('makes every "my" list of the app over its base table, with its own rule and scope', () => {
    for (const [base, mine] of [['rfq', 'my_rfq'], ['customer_order', 'my_order'], ['sales_order', 'my_so'], ['purchase_order', 'my_po'], ['or_order', 'my_or']]) {
      expect(tableName(byName(mine)), mine).toBe(tableName(byName(base)));
      expect(byName(mine).fields, mine).toBe(byName(base).fields);
      expect(byName(mine).scope?.kind, mine).toBe('createdBy');
    }
    // The supplier's ASNs: the header as the supplier writes it (the managers' copy is mostly read-only).
    expect(tableName(byName('my_asn'))).toBe('asn_order');
    expect(byName('my_asn')).toMatchObject({ lines: byName('asn_order').lines, list: byName('asn_order').list, scope: { kind: 'createdBy' } });
  });
});
