// Demo data for the customer master (basic/customer): one list of rows per declaration, keyed by
// declaration name and in dependency order. A reference field holds the referenced record's natural
// key (e.g. bg_id: 'CNS'); the seeder resolves it to an id. The same data is produced on every run.
import { billToRows, shipToRows } from './customerRows/addresses';
import { shipCustomerRows } from './customerRows/customers';
import { endCustomerRows } from './customerRows/endCustomers';
import { bgRows, buRows, entityRows } from './customerRows/org';
import { deliverTermRows, paymentTermRows } from './customerRows/terms';

export const customerSeed: Record<string, Record<string, unknown>[]> = {
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
