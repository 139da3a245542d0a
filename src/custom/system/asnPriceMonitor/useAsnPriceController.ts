// Headless logic of the ASN price monitor: the ASN asked for (kept in the address, ?asn=) and its answer.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { requestJson, unwrapData } from '../../../dataProvider';
import { ASN_MONITOR_BASE, type MonitorAnswer } from '../../../resources/shipment/asnOrPrice/model/asnPriceMonitor';

export function useAsnPriceController() {
  const [params, setParams] = useSearchParams();
  const asn = params.get('asn')?.trim() ?? '';
  const query = useQuery({
    queryKey: ['asnPriceMonitor', asn],
    enabled: asn !== '',
    retry: false,
    queryFn: async ({ signal }) => unwrapData(await requestJson(`${ASN_MONITOR_BASE}/${encodeURIComponent(asn)}`, { signal })) as MonitorAnswer,
  });
  return {
    asn,
    look: (value: string) => setParams(value.trim() ? { asn: value.trim() } : {}),
    answer: query.data,
    loading: query.isFetching,
    error: query.error,
  };
}
