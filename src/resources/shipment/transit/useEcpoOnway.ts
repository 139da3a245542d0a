// The on-way links of one ECPO (GET /api/v1/ecpo/{id}/onway), booking more (POST /api/v1/ecpo/{id})
// from the shipments on the way of its part, and removing one (DELETE /api/v1/ecpo/{id}/{id2}).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { useActionCall } from '../../../views/actions/useActionCall';

export interface OnwayLink {
  id: number;
  pdc_id: number;
  qty: string;
  delivery_no: string;
  waybill_no: string;
  invoice_no: string;
  eta: string | null;
}

export interface Shipment {
  id: number;
  delivery_no: string;
  qty: number;
  eta: string | null;
}

export function useEcpoOnway(ecpoId: number | undefined, materialId: number | undefined, canPick: boolean) {
  const call = useActionCall();
  const [pdcId, setPdcId] = useState<number | ''>('');
  const [qty, setQty] = useState('');
  const links = useQuery({
    queryKey: ['ecpo-onway', ecpoId],
    enabled: ecpoId !== undefined,
    queryFn: async ({ signal }) => (unwrapData(await requestJson(`/api/v1/ecpo/${ecpoId}/onway`, { signal })) as { list: OnwayLink[] }).list,
  });
  const shipments = useQuery({
    queryKey: ['ecpo-shipments', materialId],
    enabled: canPick && materialId !== undefined,
    queryFn: async ({ signal }) =>
      (unwrapData(await requestJson('/api/v2/pdc', { query: { status_in: 'on_way,arrived', material_id: String(materialId), size: '100', sort: 'eta', order: 'asc' }, signal })) as { list: Shipment[] }).list,
  });
  const booked = (links.data ?? []).reduce((n, l) => n + BigInt(l.qty), 0n);
  return {
    links: links.data ?? [],
    booked: String(booked),
    shipments: shipments.data ?? [],
    pdcId,
    setPdcId,
    qty,
    setQty,
    pending: call.pending,
    error: call.error,
    add: async (message: string) => {
      if (await call.run(`/api/v1/ecpo/${ecpoId}`, { method: 'POST', body: { pdc_id: pdcId, qty } }, message)) {
        setQty('');
        setPdcId('');
        await links.refetch();
      }
    },
    remove: async (link: OnwayLink, message: string) => {
      if (await call.run(`/api/v1/ecpo/${ecpoId}/${link.id}`, { method: 'DELETE' }, message)) await links.refetch();
    },
  };
}
