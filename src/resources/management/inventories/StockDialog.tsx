// The frame of the stock dialogs: title, content, the server's refusal (it names the bag), confirm.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export function StockDialog({ title, children, ready, submit, onClose, onDone }: { title: string; children: ReactNode; ready: boolean; submit: () => Promise<unknown>; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await submit();
      notify('screens.stock.done', { type: 'success' });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stock-dialog-title">
      <DialogTitle id="stock-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.stock.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void confirm()}>{translate('screens.stock.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
