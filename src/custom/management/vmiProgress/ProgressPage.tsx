// The spec's /management/vmi/vmiGRProgress: received against invoiced per supplier invoice, newest
// receipts first; keyword and status filters; the export gives every filtered invoice.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { VMI_PROGRESS_STATUSES, type VmiProgressStatus } from '../../../resources/management/vmi/model/wire';
import { ListPagination } from '../../../views/shared/ListPagination';
import { ProgressBar, StatusChip } from './StatusChip';
import { useProgressController } from './useProgressController';

const T = 'screens.vmi_progress';

export default function ProgressPage() {
  const translate = useTranslate();
  const c = useProgressController();
  const [text, setText] = useState('');
  const col = (name: string) => translate(`${T}.col.${name}`);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField size="small" label={translate(`${T}.search`)} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && c.search(text)} onBlur={() => c.search(text)} />
          <TextField select size="small" sx={{ minWidth: 160 }} label={translate(`${T}.status`)} value={c.status} onChange={(e) => c.filterStatus(e.target.value as VmiProgressStatus | '')}>
            <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
            {VMI_PROGRESS_STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`${T}.statuses.${s}`)}</MenuItem>)}
          </TextField>
          <Button startIcon={<DownloadIcon />} onClick={c.exportAll} disabled={c.exporting}>{translate(`${T}.export`)}</Button>
        </Stack>
        {c.error ? <Alert severity="error">{c.error.message}</Alert> : null}
        {c.loading ? <PageLoading /> : (
          <Table size="small" aria-label={translate(`${T}.title`)}>
            <TableHead>
              <TableRow>
                {['invoice_no', 'supplier', 'lines', 'ordered_qty', 'received_qty', 'progress', 'status', 'last_gr_date'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {c.list.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell><Link to={`/management/vmi/vmiGRProgress/detail/${encodeURIComponent(r.invoice_no)}`}>{r.invoice_no}</Link></TableCell>
                  <TableCell>{r.supplier}</TableCell>
                  <TableCell>{r.lines_received} / {r.lines}</TableCell>
                  <TableCell align="right">{r.ordered_qty}</TableCell>
                  <TableCell align="right">{r.received_qty}</TableCell>
                  <TableCell><ProgressBar value={r.progress} /></TableCell>
                  <TableCell><StatusChip status={r.status} /></TableCell>
                  <TableCell>{r.last_gr_date ?? ''}</TableCell>
                </TableRow>
              ))}
              {c.list.length === 0 ? <TableRow><TableCell colSpan={8}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
            </TableBody>
          </Table>
        )}
        <ListPagination list={c} />
      </CardContent>
    </Card>
  );
}
