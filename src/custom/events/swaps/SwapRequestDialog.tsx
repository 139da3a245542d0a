// What the two "new swap" dialogs share: the remark, sending (pending, the refusal shown, done then closed)
// and the dialog's frame with its send button; each dialog brings its own fields.
import { Box, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../../views/actions/ActionDialog';

const T = 'screens.swaps';

/** The request's remark and sending; `reset` clears the dialog's own fields on close. */
export function useSwapRequest({ onClose, onDone, reset }: { onClose: () => void; onDone: () => void; reset: () => void }) {
  const [remark, setRemark] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    reset();
    setRemark('');
    setError(undefined);
    onClose();
  };
  const send = async (create: (remark: string) => Promise<unknown>) => {
    setPending(true);
    setError(undefined);
    try {
      await create(remark);
      onDone();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return { remark, setRemark, pending, error, close, send };
}
export type SwapRequest = ReturnType<typeof useSwapRequest>;

export function SwapRequestDialog({ open, title, request, ready, onConfirm, lead, children }: {
  open: boolean; title: string; request: SwapRequest; ready: boolean; onConfirm: () => Promise<void>; lead?: ReactNode; children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <ActionDialog open={open} title={title} confirmLabel={translate(`${T}.send`)} pending={request.pending} error={request.error} confirmDisabled={!ready} onConfirm={onConfirm} onClose={request.close}>
      {lead}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {children}
        <TextField size="small" multiline minRows={2} label={translate(`${T}.remark`)} value={request.remark} onChange={(e) => request.setRemark(e.target.value)} slotProps={{ htmlInput: { maxLength: 250 } }} />
      </Box>
    </ActionDialog>
  );
}
