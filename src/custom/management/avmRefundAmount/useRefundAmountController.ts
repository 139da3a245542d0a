// The refund-amount screen's logic: the years with rebates (rebate-summary/year) and the chosen
// year's customers (rebate-summary?year=); amounts stay the server's exact decimal text.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { AVM_REBATE_SUMMARY_BASE } from '../../../resources/management/avmRebate/model/wire';

interface Sums { reconciliations: number; sales_amount: string; rebate_amount: string; deducted_amount: string; refund_amount: string; currency: string }
export interface YearRow extends Sums { year: number; customers: number }
export interface CustomerRow extends Sums { customer_id: number; customer: string }

export function useRefundAmountController() {
  const [year, setYear] = useState<number>();
  const years = useQuery({
    queryKey: ['avmRebateSummary', 'year'],
    queryFn: async ({ signal }) => (unwrapData(await requestJson(`${AVM_REBATE_SUMMARY_BASE}/year`, { signal })) as { list: YearRow[] }).list,
  });
  const customers = useQuery({
    queryKey: ['avmRebateSummary', year ?? 'latest'],
    queryFn: async ({ signal }) => unwrapData(await requestJson(AVM_REBATE_SUMMARY_BASE, { signal, query: year ? { year: String(year) } : {} })) as { year: number; list: CustomerRow[] },
  });
  const shown = customers.data?.year;
  const yearList = [...new Set((years.data ?? []).map((y) => y.year))];
  const error = years.error ?? customers.error;
  return { year: shown, setYear, yearList, years: years.data ?? [], customers: customers.data?.list ?? [], loading: years.isLoading || customers.isLoading, error: error ? String(error instanceof Error ? error.message : error) : undefined };
}
