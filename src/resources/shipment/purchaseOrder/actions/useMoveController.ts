// Headless part of the pre-PO's "Bind to PO" and "Shift quantity": the candidate orders of the same
// part (POs with room for a binding; open POs and pre-POs for a shift), the choice, the quantity, the
// call, and the server's refusal shown as it words it.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { bindPrePo, openPos, openPrePos, shiftQty, type OpenOrder } from './poApi';

export type MoveMode = 'bind' | 'shift';
export interface Candidate extends OpenOrder { kind: 'po' | 'pre_po' }
interface PrePoRecord { id: number; version: number; qty: number; vendor_id: number; material_id: number }

export function useMoveController(mode: MoveMode, record: PrePoRecord | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [candidates, setCandidates] = useState<Candidate[] | undefined>();
  const [target, setTarget] = useState('');
  const [qty, setQty] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (!record) return;
    setOpen(true);
    setTarget('');
    setQty('');
    setError(undefined);
    setCandidates(undefined);
    try {
      const pos = (await openPos(record.material_id, mode === 'bind' ? record.vendor_id : undefined)).map((o) => ({ ...o, kind: 'po' as const }));
      const pres = mode === 'shift' ? (await openPrePos(record.material_id, record.id)).map((o) => ({ ...o, kind: 'pre_po' as const })) : [];
      setCandidates([...(mode === 'bind' ? pos.filter((p) => p.free >= Number(record.qty)) : pos), ...pres]);
    } catch (e) {
      setError((e as Error).message);
      setCandidates([]);
    }
  };

  const chosen = candidates?.find((c) => `${c.kind}:${c.id}` === target);
  const qtyOk = mode === 'bind' || (/^\d+$/.test(qty) && Number(qty) >= 1 && Number(qty) <= Number(record?.qty ?? 0));

  const confirm = async () => {
    if (!record || !chosen || !qtyOk) return;
    setBusy(true);
    setError(undefined);
    try {
      if (mode === 'bind') await bindPrePo(record.id, chosen.id, record.version);
      else await shiftQty({ from_type: 'pre_po', from_id: record.id, to_type: chosen.kind, to_id: chosen.id, qty });
      setOpen(false);
      notify(translate(`screens.po_actions.${mode}.done`, { target: chosen.title }), { type: 'success' });
      refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { open, start, close: () => setOpen(false), candidates, target, setTarget, qty, setQty, qtyOk, chosen, error, busy, confirm };
}
