// "Send to hubs" and "Send history" in the CF part list's toolbar. Send: every active part not sent
// or changed since goes out as one batch (POST /api/v2/cfPart/send; manage-cfpart-list). History:
// the last sends, newest first (GET /api/v2/cfPart/history/list; both permissions).
import HistoryIcon from '@mui/icons-material/History';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson } from '../../../../dataProvider/http';
import { allows, type Principal } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { CF_PART_HISTORY_PATH, CF_PART_SEND_PATH } from '../model/cfPart';

const T = 'screens.cfPart';

export function CfPartSendAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!permissions || !allows(permissions, decl.access, 'write')) return null;
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const send = async () => {
    setPending(true);
    try {
      const answer = unwrapData(await requestJson(CF_PART_SEND_PATH, { method: 'POST', body: {} })) as { sent: number; batch_no: string };
      notify(translate(`${T}.sent`, answer), { type: 'success' });
      refresh();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button label={`${T}.send`} onClick={() => setOpen(true)}>
        <SendIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.send_title`)} confirmLabel={translate(`${T}.send`)} pending={pending} error={error} onConfirm={send} onClose={close}>
        <Typography variant="body2">{translate(`${T}.send_hint`)}</Typography>
      </ActionDialog>
    </>
  );
}

interface Sent {
  id: number;
  batch_no: string;
  cpn: string;
  mpn: string;
  plant: string;
  hub_code: string | null;
  action: string;
  sent_by: string;
  sent_at: string;
}

export function CfPartHistoryAction() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: ['cf_part', 'history'],
    enabled: open,
    queryFn: async ({ signal }) => (unwrapData(await requestJson(CF_PART_HISTORY_PATH, { query: { page: '1', size: '50' }, signal })) as { list: Sent[]; total: number }),
  });
  const rows = history.data?.list ?? [];
  return (
    <>
      <Button label={`${T}.history`} onClick={() => setOpen(true)}>
        <HistoryIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="cf-part-history-title">
        <DialogTitle id="cf-part-history-title">{translate(`${T}.history_title`)}</DialogTitle>
        <DialogContent>
          {history.error ? <Alert severity="error">{String(history.error)}</Alert> : null}
          {!history.isFetching && !rows.length ? <Typography variant="body2">{translate(`${T}.history_none`)}</Typography> : null}
          {rows.length ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['sent_at', 'batch_no', 'cpn', 'mpn', 'plant', 'hub_code', 'action', 'sent_by'].map((c) => (
                    <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(r.sent_at).toLocaleString()}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.batch_no}</TableCell>
                    <TableCell>{r.cpn}</TableCell>
                    <TableCell>{r.mpn}</TableCell>
                    <TableCell>{r.plant}</TableCell>
                    <TableCell>{r.hub_code ?? ''}</TableCell>
                    <TableCell>{translate(`${T}.action.${r.action}`)}</TableCell>
                    <TableCell>{r.sent_by}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
