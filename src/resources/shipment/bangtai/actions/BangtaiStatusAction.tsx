// "Change status" on an inbound or outbound notice (row and show): a pending notice becomes done
// (received / shipped) or cancelled through PUT /api/v1/bangtai/{kind}/status/{id}; the server moves the
// 3PL stock and may refuse (a short lot), which the dialog shows.
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { bangtaiStatusPath, type BangtaiNoticeKind } from '../../../../contract/warehouse';
import { labelIn, type EnumField } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { useActionCall } from '../../../../views/actions/useActionCall';
import { useUiLocale } from '../../../../views/fields/common';
import { raName } from '../../../declarations';

const T = 'screens.bangtai';

export function BangtaiStatusAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const locale = useUiLocale();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const call = useActionCall();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  if (!record || record.status !== 'pending' || !canAccess) return null;
  const kind: BangtaiNoticeKind = decl.name === 'bangtai_inbound' ? 'inbound' : 'outbound';
  const choices = (decl.fields.status as EnumField).options.filter((o) => o.value !== 'pending');
  const no = String(record[kind === 'inbound' ? 'inbound_no' : 'outbound_no'] ?? record.id);
  const close = () => {
    setOpen(false);
    call.clearError();
  };
  const confirm = async () => {
    if (await call.run(bangtaiStatusPath(kind, record.id), { method: 'PUT', body: { version: record.version, status: choice } }, translate(`${T}.done`))) close();
  };
  return (
    <>
      <Button label={`${T}.change_status`} onClick={(e) => (e.stopPropagation(), setChoice(choices[0].value), setOpen(true))}>
        <SyncAltIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.title`, { no })} confirmLabel={translate(`${T}.confirm`)} pending={call.pending} error={call.error} onConfirm={confirm} onClose={close}>
        <RadioGroup aria-label={translate(`${T}.new_status`)} value={choice} onChange={(e) => setChoice(e.target.value)} onClick={(e) => e.stopPropagation()}>
          {choices.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={labelIn(o.label, locale)} />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.${choice}_note`)}
        </Typography>
      </ActionDialog>
    </>
  );
}
