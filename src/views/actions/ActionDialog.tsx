// The dialog every action opens: a title, its fields, the server's refusal if any, Cancel and a
// confirm button that waits for the call.
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ActionDialog(props: ActionDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="action-dialog-title">
      <DialogTitle id="action-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        {props.children}
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('screens.actions.cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.pending || props.confirmDisabled} startIcon={props.pending ? <CircularProgress size={16} /> : undefined}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
