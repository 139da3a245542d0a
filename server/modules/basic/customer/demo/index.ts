// Demo rows of the customer master, keyed by declaration name; the seed orders them by reference.
import type { DemoRows } from '../../../types';
import { billToRows, shipToRows } from './addresses';
import { shipCustomerRows } from './customers';
import { endCustomerRows } from './endCustomers';
import { bgRows, buRows, entityRows } from './org';
import { deliverTermRows, paymentTermRows } from './terms';

export const demoRows: DemoRows = {
  bg: bgRows,
  bu: buRows,
  entity: entityRows,
  payment_term: paymentTermRows,
  deliver_term: deliverTermRows,
  ship_customer: shipCustomerRows,
  bill_to: billToRows,
  ship_to: shipToRows,
  end_customer: endCustomerRows,
};
