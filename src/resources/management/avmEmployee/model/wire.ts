// What the reconciliation summary screen and the server share of the AVM employee calls: the rule,
// the paths and the shapes of the answers (no declaration: the rows are the module's own table).
export const AVM_EMPLOYEE_ACCESS = { permissions: ['manage-avm-reconciliation-summary'] };
export const AVM_EMPLOYEE_BASE = '/api/v2/avm-employee';

/** One account manager's AVM figures of one month and currency; amounts are exact decimal text. */
export interface AvmEmployeeRow {
  id: number;
  user_id: number;
  user_name: string;
  nick_name: string | null;
  period: string;
  currency: string;
  commission_rate: string;
  customer_count: number;
  line_count: number;
  uncosted_lines: number;
  sell_amount: string;
  rebate_amount: string;
  purchase_amount: string;
  margin: string;
  commission: string;
  status: 'draft' | 'calculated';
  calculated_at: string | null;
  remark: string | null;
  version: number;
}

/** One month and currency of GET /api/v2/avm-employee/summary. */
export interface SummaryMonth {
  month: string;
  currency: string;
  purchase_amount: string;
  sales_amount: string;
  rebate_amount: string;
  deducted_amount: string;
  refund_amount: string;
  commission: string;
}

/** One month, customer and currency of the summary, with the customer's account manager. */
export interface SummaryCustomer {
  month: string;
  customer_id: number;
  customer: string;
  currency: string;
  account_manager: string | null;
  lines: number;
  sales_amount: string;
  rebate_amount: string;
  deducted_amount: string;
  refund_amount: string;
}

export interface SummaryAnswer { year: number; years: number[]; months: SummaryMonth[]; customers: SummaryCustomer[] }
