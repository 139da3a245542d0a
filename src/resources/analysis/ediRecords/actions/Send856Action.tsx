// "Send 856" in the 856 history's toolbar (ASN managers: manage-asn): the shipped ASNs with no 856
// sent yet, all ticked; the ticked ones go as X12 856s through the EDI outbox (POST /api/v2/b2b/856).
import SendIcon from '@mui/icons-material/Send';
import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, usePermissions, useTranslate } from 'react-admin';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson } from '../../../../dataProvider/http';
import { allows, type Principal } from '../../../../schema';
import { ASN_STATUS } from '../../../shipment/asn/model/statuses';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import { record856 } from '../model/record856';
import { SEND_856, SEND_856_PATH, type Send856Answer } from '../model/wire';
import { usePost } from './usePost';

const T = 'screens.ediRecords';
const ASN_LIST = '/api/v1/asn/admin/orders';

interface Shipped {
  id: number;
  invoice_no: string;
  ship_date: string | null;
}

/** Shipped ASNs (newest 200) less those an 856 was sent for. */
async function unsent(signal: AbortSignal): Promise<Shipped[]> {
  const list = async <R,>(path: string, query: Record<string, string>) => (unwrapData(await requestJson(path, { query: { page: '1', size: '200', ...query }, signal })) as { list: R[] }).list;
  const [asns, sent] = await Promise.all([
    list<Shipped>(ASN_LIST, { status: ASN_STATUS.shipped, sort: 'id', order: 'desc' }),
    list<{ asn_id: number | null }>(record856.api.base, { direction: 'out', sort: 'id', order: 'desc' }),
  ]);
  const done = new Set(sent.map((r) => r.asn_id));
  return asns.filter((a) => !done.has(a.id));
}

export function Send856Action() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const call = usePost<Send856Answer & Record<string, unknown>>(`${T}.sent`);
  const shipped = useQuery({ queryKey: ['record856', 'unsent'], enabled: open, queryFn: ({ signal }) => unsent(signal) });
  if (!permissions || !allows(permissions, SEND_856, 'write')) return null;
  const rows = shipped.data ?? [];
  const chosen = rows.filter((r) => !unticked.has(r.id)).map((r) => r.id);
  const close = () => {
    setOpen(false);
    setUnticked(new Set());
    call.clearError();
  };
  const toggle = (id: number) => setUnticked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const confirm = async () => {
    if (await call.run(SEND_856_PATH, { body: { list: chosen } })) {
      close();
      void shipped.refetch();
    }
  };
  return (
    <>
      <Button label={`${T}.send_856`} onClick={() => setOpen(true)}>
        <SendIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.send_title`)} confirmLabel={translate(`${T}.send_confirm`, { count: chosen.length })} pending={call.pending || shipped.isFetching} error={call.error ?? (shipped.error ? String(shipped.error) : undefined)} confirmDisabled={!chosen.length} onConfirm={confirm} onClose={close}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`${T}.${rows.length || shipped.isFetching ? 'send_hint' : 'send_none'}`)}
        </Typography>
        <FormGroup>
          {rows.map((r) => (
            <FormControlLabel
              key={r.id}
              control={<Checkbox size="small" checked={!unticked.has(r.id)} onChange={() => toggle(r.id)} inputProps={{ 'aria-label': translate(`${T}.pick`, { invoice: r.invoice_no }) }} />}
              label={`${r.invoice_no}${r.ship_date ? ` · ${r.ship_date}` : ''}`}
            />
          ))}
        </FormGroup>
      </ActionDialog>
    </>
  );
}
