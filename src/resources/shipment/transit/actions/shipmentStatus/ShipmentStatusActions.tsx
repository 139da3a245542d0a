// "Receive" and "Cancel on-way" on a PDC shipment (show page and list rows), for users who may change
// shipments: receive books the quantity into stock (POST /api/v2/pdc/{id}/receive); cancel drops a
// shipment still on the way (DELETE /api/v2/pdc/onway/{id}). Each asks first; the server's refusal
// (409: already received, changed by someone else) shows in the dialog.
import CancelIcon from '@mui/icons-material/Cancel';
import InventoryIcon from '@mui/icons-material/Inventory';
import { Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { raName } from '../../../../declarations';
import { ActionDialog } from '../../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../../views/actions/types';
import { useActionCall } from '../../../../../views/actions/useActionCall';

const T = 'screens.transit.status';

interface Step {
  name: 'receive' | 'cancel';
  from: string[];
  icon: ReactNode;
  call: (base: string, id: string | number) => { path: string; method: 'POST' | 'DELETE' };
}

const STEPS: Step[] = [
  { name: 'receive', from: ['on_way', 'arrived'], icon: <InventoryIcon />, call: (base, id) => ({ path: `${base}/${id}/receive`, method: 'POST' }) },
  { name: 'cancel', from: ['on_way'], icon: <CancelIcon />, call: (base, id) => ({ path: `${base}/onway/${id}`, method: 'DELETE' }) },
];

function StepAction({ decl, step }: ActionProps & { step: Step }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const call = useActionCall();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit', record });
  if (!canAccess || !record || !step.from.includes(String(record.status))) return null;
  const words = { no: String(record.delivery_no), qty: String(record.qty), mpn: String(record.material_id__title ?? ''), sloc: String(record.sloc_id__title ?? '') };
  const { path, method } = step.call(decl.api.base, record.id);
  const confirm = async () => {
    if (await call.run(path, { method, body: { version: record.version } }, translate(`${T}.${step.name}_done`, words))) setOpen(false);
  };
  return (
    <>
      <Button label={`${T}.${step.name}`} onClick={(e) => { e.stopPropagation(); call.clearError(); setOpen(true); }}>
        {step.icon}
      </Button>
      <ActionDialog open={open} title={translate(`${T}.${step.name}_title`, words)} confirmLabel={translate(`${T}.${step.name}`)} pending={call.pending} error={call.error} onConfirm={confirm} onClose={() => setOpen(false)}>
        <Typography>{translate(`${T}.${step.name}_confirm`, words)}</Typography>
      </ActionDialog>
    </>
  );
}

export const ReceiveShipmentAction = (props: ActionProps) => <StepAction {...props} step={STEPS[0]} />;
export const CancelOnwayAction = (props: ActionProps) => <StepAction {...props} step={STEPS[1]} />;
