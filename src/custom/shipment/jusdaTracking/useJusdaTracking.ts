// Jusda's tracking of one waybill and invoice: the waybill with its events, the exceptions and the
// materials, from GET /api/v2/jusda/{waybill|exception|materials}.
import { useQuery } from '@tanstack/react-query';
import type { JusdaException, JusdaMaterial, JusdaWaybill } from '../../../resources/shipment/transit/model/wire';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';

const lookup = async <T>(what: string, waybill: string, invoice: string, signal: AbortSignal) =>
  (unwrapData(await requestJson(`/api/v2/jusda/${what}`, { query: { waybill_no: waybill, invoice_no: invoice }, signal })) as { list: T[] }).list;

export function useJusdaTracking(waybill: string, invoice: string) {
  const key = [waybill, invoice];
  const waybills = useQuery({ queryKey: ['jusda-waybill', ...key], queryFn: ({ signal }) => lookup<JusdaWaybill>('waybill', waybill, invoice, signal) });
  const exceptions = useQuery({ queryKey: ['jusda-exception', ...key], queryFn: ({ signal }) => lookup<JusdaException>('exception', waybill, invoice, signal) });
  const materials = useQuery({ queryKey: ['jusda-materials', ...key], queryFn: ({ signal }) => lookup<JusdaMaterial>('materials', waybill, invoice, signal) });
  const error = waybills.error ?? exceptions.error ?? materials.error;
  return {
    pending: waybills.isPending || exceptions.isPending || materials.isPending,
    error: error ? (error instanceof Error ? error.message : String(error)) : undefined,
    waybill: waybills.data?.[0],
    exceptions: exceptions.data ?? [],
    materials: materials.data ?? [],
  };
}
