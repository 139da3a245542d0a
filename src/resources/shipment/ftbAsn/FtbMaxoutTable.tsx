// The maxout view (GET /api/v2/ftb_asn/maxout): every FTB item priced below its maxout price, those in
// review first, with the gap and the amount below, exact; filtered by review and keyword; exported.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { labelIn } from '../../../schema';
import { saveFile } from '../../../views/importExport/saveFile';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { FTB_KEY, fetchMaxout, maxoutReport } from './ftbApi';
import { MAXOUT_STATUSES, ftbAsn } from './model';

const T = 'screens.ftb_asn';
// The FTB entry carries the item's line ("FTB2611-0002 #2"), so the row stays one screen wide.
const COLUMNS = ['ftb', 'invoice', 'customer', 'mpn', 'qty', 'price', 'maxout', 'gap', 'below', 'check'] as const;
const NUMERIC = new Set(['qty', 'price', 'maxout', 'gap', 'below']);
const COLOR: Record<string, 'warning' | 'primary' | 'error' | 'success'> = { pending: 'warning', agreed: 'primary', refused: 'error', ok: 'success' };

export function FtbMaxoutTable() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { page, size, setPage, setSize } = useUrlPaging(20);
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const q = { page, size, status, keyword };
  const list = useQuery({ queryKey: [...FTB_KEY, 'maxout', q], queryFn: ({ signal }) => fetchMaxout(q, signal), placeholderData: keepPreviousData });
  const rows = list.data?.list ?? [];
  const title = translate(`${T}.tabs.maxout`);
  const exportAll = async () => {
    try {
      const f = await maxoutReport(status, keyword);
      saveFile(f.blob, f.filename);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label={title}>
        <TextField select size="small" sx={{ width: 220 }} label={translate(`${T}.maxoutFilter`)} value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
          <MenuItem value="">{translate(`${T}.any`)}</MenuItem>
          {MAXOUT_STATUSES.filter((s) => s.value !== 'ok').map((s) => <MenuItem key={s.value} value={s.value}>{labelIn(s.label, locale)}</MenuItem>)}
        </TextField>
        <TextField size="small" sx={{ width: 300 }} label={translate(`${T}.keyword`)} value={typed} onChange={(e) => setTyped(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { setKeyword(typed.trim()); setPage(1); } }} />
        <Button onClick={() => { setKeyword(typed.trim()); setPage(1); }}>{translate(`${T}.search`)}</Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void exportAll()}>{translate(`${T}.export`)}</Button>
      </Stack>
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={title} sx={{ '& td, & th': { whiteSpace: 'nowrap', py: 0.25 } }}>
          <TableHead>
            <TableRow>{COLUMNS.map((c) => <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'}>{translate(`${T}.maxoutCol.${c}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const option = MAXOUT_STATUSES.find((s) => s.value === r.maxout_status);
              return (
                <TableRow key={r.id} hover>
                  <TableCell><Link to={`${ftbAsn.route}/${r.ftb_asn_id}/show`}>{`${r.ftb_no} #${r.line_no}`}</Link></TableCell>
                  <TableCell>{r.invoice_no}</TableCell>
                  <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }} title={r.customer ?? undefined}>{r.customer}</TableCell>
                  <TableCell>{r.mpn}</TableCell>
                  <TableCell align="right">{formatNumber(r.qty, 0)}</TableCell>
                  <TableCell align="right">{formatMoney(r.price, 4)}</TableCell>
                  <TableCell align="right">{formatMoney(r.maxout_price, 6)}</TableCell>
                  <TableCell align="right">{formatMoney(r.gap, 6)}</TableCell>
                  <TableCell align="right">{`${formatMoney(r.amount_below, 2)} ${r.currency}`}</TableCell>
                  <TableCell>{option && <Chip size="small" color={COLOR[r.maxout_status] ?? 'default'} label={labelIn(option.label, locale)} />}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!list.isPending && rows.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{translate(`${T}.noMaxout`)}</Typography>}
        <ListPagination list={{ page, size, setPage, setSize, total: list.data?.total ?? 0 }} />
      </TableContainer>
    </Stack>
  );
}
