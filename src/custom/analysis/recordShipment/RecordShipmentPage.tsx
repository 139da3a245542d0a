// /analysis/history/recordShipment: the shipments that arrived or were received (GET /api/v1/recordShipment),
// searched by delivery, waybill, invoice or MPN and by arrival date, a page at a time.
import { Alert, Button, Card, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { formatNumber } from '../../../i18n/format';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';

interface Row { id: number; delivery_no: string; supplier: string; waybill_no: string; invoice_no: string; mpn: string; qty: string; sloc_code: string | null; ship_date: string | null; arrived_on: string | null; status: string }
const COLUMNS = ['delivery_no', 'supplier', 'waybill_no', 'invoice_no', 'mpn', 'qty', 'sloc_code', 'ship_date', 'arrived_on', 'status'] as const;

export default function RecordShipmentPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.recordShipment.${key}`, args);
  const [draft, setDraft] = useState({ keyword: '', date_from: '', date_to: '' });
  const [filter, setFilter] = useState(draft);
  const paging = useUrlPaging(20);
  const query = Object.fromEntries(Object.entries({ ...filter, page: String(paging.page), size: String(paging.size) }).filter(([, v]) => v));
  const list = useQuery({
    queryKey: ['recordShipment', query],
    queryFn: async ({ signal }) => unwrapData(await requestJson('/api/v1/recordShipment', { query, signal })) as { list: Row[]; total: number },
    placeholderData: keepPreviousData,
  });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} component="form" role="search" aria-label={t('title')} sx={{ alignItems: 'center', flexWrap: 'wrap' }} onSubmit={(e) => { e.preventDefault(); setFilter(draft); paging.setPage(1); }}>
        <TextField size="small" sx={{ width: 260 }} label={t('keyword')} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <TextField size="small" sx={{ width: 180 }} type="date" label={t('from')} value={draft.date_from} onChange={(e) => setDraft({ ...draft, date_from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" sx={{ width: 180 }} type="date" label={t('to')} value={draft.date_to} onChange={(e) => setDraft({ ...draft, date_to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained">{t('search')}</Button>
      </Stack>
      {list.error && <Alert severity="error">{(list.error as Error).message}</Alert>}
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={t('title')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>{COLUMNS.map((c) => <TableCell key={c} align={c === 'qty' ? 'right' : 'left'}>{t(`columns.${c}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.list ?? []).map((r) => (
              <TableRow key={r.id} hover>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === 'qty' ? 'right' : 'left'}>
                    {c === 'qty' ? formatNumber(r.qty, 0) : c === 'status' ? <Chip size="small" color={r.status === 'received' ? 'success' : 'info'} label={t(`statuses.${r.status}`)} /> : (r[c] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListPagination list={{ ...paging, total: list.data?.total ?? 0 }} />
      </TableContainer>
    </Stack>
  );
}
