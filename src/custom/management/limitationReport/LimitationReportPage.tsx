// The spec's /management/lim/limitationReport: each limitation's limit, what its months allocated and
// used, what remains and the share used (exact, from the server); keyword and status filters.
import { Alert, Card, CardContent, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { ListPagination } from '../../../views/shared/ListPagination';
import { usePagedQuery } from '../../../views/shared/usePagedQuery';
import { fetchReport, REPORT_KEY } from './reportApi';
import { UsageBar } from './UsageBar';

const T = 'screens.limitation_report';
const COLUMNS = ['limit_no', 'mpn', 'bg', 'period', 'limited_qty', 'allocated_qty', 'used_qty', 'remaining_qty', 'usage', 'status'];

export default function LimitationReportPage() {
  const translate = useTranslate();
  const [status, setStatus] = useState('');
  const paged = usePagedQuery([...REPORT_KEY, status], (q, signal) => fetchReport({ ...q, status }, signal));
  const [text, setText] = useState('');
  const title = translate(`${T}.title`);
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <TextField size="small" label={translate(`${T}.search`)} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && paged.search(text)} onBlur={() => paged.search(text)} />
          <TextField select size="small" sx={{ minWidth: 160 }} label={translate(`${T}.status`)} value={status} onChange={(e) => { setStatus(e.target.value); paged.setPage(1); }}>
            <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
            {['active', 'finished'].map((s) => <MenuItem key={s} value={s}>{translate(`${T}.statuses.${s}`)}</MenuItem>)}
          </TextField>
        </Stack>
        {paged.error ? <Alert severity="error">{paged.error.message}</Alert> : null}
        {paged.loading ? <PageLoading /> : (
          // One line per limitation (a dense list): a narrow window scrolls the table, not the rows' height.
          <TableContainer>
          <Table size="small" aria-label={title} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {paged.list.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell><Link to={`/management/lim/limitationReport/${r.id}`}>{r.limit_no}</Link></TableCell>
                  <TableCell>{r.mpn}</TableCell>
                  <TableCell>{r.bg ?? translate(`${T}.every_bg`)}</TableCell>
                  <TableCell>{r.start_date} – {r.end_date}</TableCell>
                  <TableCell align="right">{r.limited_qty}</TableCell>
                  <TableCell align="right">{r.allocated_qty}</TableCell>
                  <TableCell align="right">{r.used_qty}</TableCell>
                  <TableCell align="right">{r.remaining_qty}</TableCell>
                  <TableCell><UsageBar value={r.usage_pct} over={r.over} /></TableCell>
                  <TableCell><Chip size="small" color={r.status === 'finished' ? 'success' : 'warning'} label={translate(`${T}.statuses.${r.status}`)} /></TableCell>
                </TableRow>
              ))}
              {paged.list.length === 0 ? <TableRow><TableCell colSpan={COLUMNS.length}>{translate(`${T}.empty`)}</TableCell></TableRow> : null}
            </TableBody>
          </Table>
          </TableContainer>
        )}
        <ListPagination list={paged} />
      </CardContent>
    </Card>
  );
}
