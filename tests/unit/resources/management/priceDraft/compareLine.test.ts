// A draft line as the auditors compare it: each value in effect beside the proposed one, changed
// ones flagged, prices at their declared scale without trailing zeros, MOQ and margin 2 decimals (R26).
import { describe, expect, it } from 'vitest';
import type { DraftChangeLine } from '../../../../../src/resources/management/priceDraft/model/draftChanges';
import { compareLine, comparedColumns, marginOf } from '../../../../../src/resources/management/priceDraft/compareLine';

const line = (over: Partial<DraftChangeLine> = {}): DraftChangeLine => ({
  id: 1, line_no: 1, material_id: 5, mpn: 'STM32G071RBT6', end_customer_id: null, ec_code: null, cpn: null, currency: 'USD', fb: false,
  proposed: { dbp: '2.000000', quote_price: '2.250000', srp: '3.000000', moq: '1000.000', valid_from: '2034-07-01', valid_to: null },
  current: { dbp: '2.000000', quote_price: '2.500000', srp: '3.000000', moq: '1000', valid_from: '2034-01-01', valid_to: null },
  ...over,
});

describe('compareLine', () => {
  it('shows old and new of each compared value, flagging only what changes', () => {
    const cells = compareLine(line(), comparedColumns([line()]));
    expect(cells).toEqual([
      { column: 'dbp', proposed: '2', current: '2', changed: false },
      { column: 'quote_price', proposed: '2.25', current: '2.5', changed: true },
      { column: 'srp', proposed: '3', current: '3', changed: false },
      { column: 'margin', proposed: '11.11 %', current: '20 %', changed: true },
      { column: 'moq', proposed: '1,000', current: '1,000', changed: false },
    ]);
  });

  it('keeps six decimals of a unit price and rounds a quantity to 2', () => {
    const fine = line({ proposed: { ...line().proposed, quote_price: '0.012345', moq: '1234.5678' }, current: null });
    expect(compareLine(fine, ['quote_price', 'moq'])).toEqual([
      { column: 'quote_price', proposed: '0.012345', changed: false },
      { column: 'moq', proposed: '1,234.57', changed: false },
    ]);
  });

  it('leaves out the DBP and the margin (which gives the cost away) for a caller without the DBP', () => {
    const { dbp: _dbp, ...proposed } = line().proposed;
    expect(comparedColumns([line({ proposed, current: null })])).toEqual(['quote_price', 'srp', 'moq']);
    expect(marginOf(proposed)).toBeNull();
    expect(marginOf({ ...proposed, dbp: '1', quote_price: '0' })).toBeNull();
  });
});
