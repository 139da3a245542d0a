// "Void selected" in the certificate list's toolbar: DELETE /api/v2/quality-assurance/status { ids }.
import BlockIcon from '@mui/icons-material/Block';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { QA_BASE } from '../../../../contract/warehouse';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { useActionCall } from '../../../../views/actions/useActionCall';
import { raName } from '../../../declarations';

const T = 'screens.quality';

export function QaVoidAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const list = useListContext();
  const [open, setOpen] = useState(false);
  const call = useActionCall();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  const ids = list?.selectedIds ?? [];
  if (!canAccess) return null;
  const close = () => {
    setOpen(false);
    call.clearError();
  };
  const confirm = async () => {
    if (await call.run(`${QA_BASE}/status`, { method: 'DELETE', body: { ids } }, translate(`${T}.voided`))) {
      list?.onUnselectItems?.();
      close();
    }
  };
  return (
    <>
      <Button label={`${T}.void`} disabled={!ids.length} onClick={() => setOpen(true)}>
        <BlockIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.void_title`, { smart_count: ids.length })} confirmLabel={translate(`${T}.void_confirm`)} pending={call.pending} error={call.error} onConfirm={confirm} onClose={close}>
        <Typography variant="body2">{translate(`${T}.void_hint`)}</Typography>
      </ActionDialog>
    </>
  );
}
