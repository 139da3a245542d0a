// "Acknowledge" in the log list's bulk-action bar (the selected logs) and on a log's page (that
// log): PUT /api/v2/monitoring-log { ids, note } — one call, all or nothing.
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { TextField, Typography } from '@mui/material';
import { useContext, useState } from 'react';
import { Button, ListContext, usePermissions, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { allows, type Principal } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { useActionCall } from '../../../../views/actions/useActionCall';
import { MONITORING_ACK_PATH } from '../model/wire';

const T = 'screens.monitoring';

export function AcknowledgeAction({ decl, placement }: ActionProps) {
  const translate = useTranslate();
  // The bulk bar sits in the list's context; the show page has none (useListContext would throw).
  const list = useContext(ListContext);
  const record = useRecordContext();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const call = useActionCall();
  const ids: Identifier[] = placement === 'bulk' ? (list?.selectedIds ?? []) : record && !record.acknowledged ? [record.id] : [];
  if (!permissions || !allows(permissions, decl.access, 'write')) return null;
  if (placement !== 'bulk' && !ids.length) return null;
  const close = () => {
    setOpen(false);
    setNote('');
    call.clearError();
  };
  const confirm = async () => {
    if (await call.run(MONITORING_ACK_PATH, { method: 'PUT', body: { ids, note } }, translate(`${T}.acknowledged`, { smart_count: ids.length }))) {
      if (placement === 'bulk') list?.onUnselectItems?.();
      close();
    }
  };
  return (
    <>
      <Button label={`${T}.acknowledge`} disabled={!ids.length} onClick={() => setOpen(true)}>
        <DoneAllIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate(`${T}.acknowledge_title`, { smart_count: ids.length })}
        confirmLabel={translate(`${T}.acknowledge`)}
        pending={call.pending}
        error={call.error}
        onConfirm={confirm}
        onClose={close}
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {translate(`${T}.acknowledge_hint`)}
        </Typography>
        <TextField label={translate(`${T}.note`)} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
      </ActionDialog>
    </>
  );
}
