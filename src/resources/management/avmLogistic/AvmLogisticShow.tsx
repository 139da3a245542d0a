// The logistics statement's page: the generic show, then calculate / export and the allocation of
// the bill to the business groups, with its total (always the bill, to the cent).
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { formatNumber } from '../../../i18n/format';
import { saveFile } from '../../../views/importExport/saveFile';
import { raName } from '../../declarations';
import { ResourceShow } from '../../../views/ResourceShow';
import { AVM_LOGISTIC_BASE, avmLogistic } from './model/avmLogistic';

const T = 'screens.avm_logistic';
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
interface Allocation { id: number; bg_id: number | null; bg_id__title?: string; so_count: number; shipped_amount: string; share_pct: string; allocated: string }

function Allocations() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(avmLogistic), action: 'edit' });
  const [rows, setRows] = useState<Allocation[]>([]);
  const [busy, setBusy] = useState(false);
  const id = record?.id;
  const version = record?.version;
  useEffect(() => {
    if (!id) return;
    requestJson(`${AVM_LOGISTIC_BASE}/${id}/lines`)
      .then((b) => setRows((b as { data: { allocations: Allocation[] } }).data.allocations))
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [id, version, notify]);
  const calculate = async () => {
    setBusy(true);
    try {
      await requestJson(`${AVM_LOGISTIC_BASE}/calculate/${id}`, { method: 'PUT', body: { version } });
      notify(translate(`${T}.calculated`), { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error', autoHideDuration: 0 });
    } finally {
      setBusy(false);
    }
  };
  const exportFile = () => requestFile(`${AVM_LOGISTIC_BASE}/export/${id}`, {}, 'avm_logistic.xlsx').then((f) => saveFile(f.blob, f.filename)).catch((e: Error) => notify(e.message, { type: 'error' }));
  return (
    <Box component="section" aria-label={translate(`${T}.allocation`)} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {canAccess ? <Button size="small" variant="contained" disabled={busy} onClick={() => void calculate()}>{translate(`${T}.calculate`)}</Button> : null}
        <Button size="small" disabled={!rows.length} onClick={() => void exportFile()}>{translate(`${T}.export`)}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.help`)}</Typography>
      <Table size="small" aria-label={translate(`${T}.allocation`)}>
        <TableHead>
          <TableRow>
            {['bg', 'so_count', 'shipped_amount', 'share_pct', 'allocated'].map((k) => <TableCell key={k} align={k === 'bg' ? 'left' : 'right'}>{translate(`${T}.col_${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.bg_id__title ?? translate(`${T}.no_bg`)}</TableCell>
              <TableCell {...num}>{r.so_count}</TableCell>
              <TableCell {...num}>{formatNumber(r.shipped_amount)}</TableCell>
              <TableCell {...num}>{formatNumber(r.share_pct, 4)}</TableCell>
              <TableCell {...num}>{formatNumber(r.allocated)}</TableCell>
            </TableRow>
          ))}
          {!rows.length ? <TableRow><TableCell colSpan={5}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function AvmLogisticShow() {
  return (
    <ResourceShow>
      <Allocations />
    </ResourceShow>
  );
}
