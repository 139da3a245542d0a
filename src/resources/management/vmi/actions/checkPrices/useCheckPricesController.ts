// Headless part of "Check prices" on an 862 draft: reads its lines, asks the server which prices are off.
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ValidPriceRowResult } from '../../model/wire';
import { requestJson, unwrapData } from '../../../../../dataProvider';

interface Line { material_id: number; unit_price: string | number | null }

async function checkPrices(base: string, id: string | number) {
  const record = unwrapData(await requestJson(`${base}/${id}/lines`)) as { items?: Line[] };
  const items = (record.items ?? []).map((l) => ({ material_id: l.material_id, unit_price: String(l.unit_price ?? '') }));
  if (!items.length) return { list: [], off: 0 };
  return unwrapData(await requestJson('/api/v1/862/valid-price', { method: 'POST', body: { items } })) as { list: ValidPriceRowResult[]; off: number };
}

export function useCheckPricesController(base: string, id: string | number | undefined) {
  const notify = useNotify();
  const check = useMutation({
    mutationFn: () => checkPrices(base, id!),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return { run: () => check.mutate(), result: check.data, running: check.isPending, reset: check.reset };
}
