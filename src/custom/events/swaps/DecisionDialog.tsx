// Agree or refuse a swap (or ESD swap) waiting for me: refusing asks why (the requester reads it).
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../../views/actions/ActionDialog';

export interface Deciding {
  esd: boolean;
  id: number;
  version: number;
  status: 'agreed' | 'refused';
  what: string;
}

export function DecisionDialog({ deciding, onClose, onDecide }: { deciding?: Deciding; onClose: () => void; onDecide: (d: Deciding, reason: string) => Promise<string | undefined> }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  if (!deciding) return null;
  const refusing = deciding.status === 'refused';
  const confirm = async () => {
    setPending(true);
    const problem = await onDecide(deciding, reason.trim());
    setPending(false);
    if (problem) setError(problem);
    else close();
  };
  return (
    <ActionDialog
      open
      title={translate(refusing ? 'screens.swaps.refuse_title' : 'screens.swaps.agree_title')}
      confirmLabel={translate(refusing ? 'screens.swaps.refuse' : 'screens.swaps.agree')}
      pending={pending}
      error={error}
      confirmDisabled={refusing && !reason.trim()}
      onConfirm={confirm}
      onClose={close}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>{deciding.what}</Typography>
      {refusing ? (
        <TextField autoFocus fullWidth multiline minRows={2} label={translate('screens.swaps.reason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 250 } }} />
      ) : (
        <Typography variant="body2">{translate(deciding.esd ? 'screens.swaps.agree_esd_hint' : 'screens.swaps.agree_hint')}</Typography>
      )}
    </ActionDialog>
  );
}
