// "Disable" on an active inventory brand (PUT <base>/{id}/disable), after a confirmation.
import BlockIcon from '@mui/icons-material/Block';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { raName } from '../../../resources';
import type { ActionProps } from '../types';
import { ActionDialog } from '../ActionDialog';
import { useActionCall } from '../useActionCall';

export function DisableBrandAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  const call = useActionCall();
  const [open, setOpen] = useState(false);
  if (!canAccess || !record || record.status !== 'active') return null;
  const confirm = async () => {
    if (await call.run(`${decl.api.base}/${record.id}/disable`, { method: 'PUT' }, 'screens.actions.disable_brand.done')) setOpen(false);
  };
  return (
    <>
      <Button label="screens.actions.disable_brand.button" onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('screens.actions.disable_brand.title')}
        confirmLabel={translate('screens.actions.disable_brand.button')}
        pending={call.pending}
        error={call.error}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <Typography>{translate('screens.actions.disable_brand.confirm', { name: String(record[decl.titleField] ?? record.id) })}</Typography>
      </ActionDialog>
    </>
  );
}
