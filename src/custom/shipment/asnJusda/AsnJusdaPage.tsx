// /shipment/ship/asnManagement/jusda/{type}/{invoice_no}: what the 3PL warehouse (Jusda/Bangtai) got
// for one ASN invoice. "Inbound notices": each ASN item beside the notice its sync announced and
// whether the warehouse received it; "Warehouse moves": the stock moves booked on those notices.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Chip, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { requestJson, unwrapData } from '../../../dataProvider';
import { ASN_JUSDA_TYPES, type AsnJusdaAnswer, type AsnJusdaType } from '../../../resources/shipment/asn/model/jusdaWire';

const T = 'screens.asn_jusda';
const COLOR: Record<string, 'success' | 'warning' | 'default'> = { received: 'success', pending: 'warning' };
const num = (v: string | null) => (v === null ? '—' : Number(v).toLocaleString('en-US', { maximumFractionDigits: 3 }));
const path = (type: string, invoice: string) => `/shipment/ship/asnManagement/jusda/${type}/${encodeURIComponent(invoice)}`;

function Grid({ head, rows, label }: { head: string[]; rows: (string | ReactElement)[][]; label: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead><TableRow>{head.map((h) => <TableCell key={h}>{translate(`${T}.col.${h}`)}</TableCell>)}</TableRow></TableHead>
        <TableBody>{rows.map((r, i) => <TableRow key={i}>{r.map((c, j) => <TableCell key={j} sx={{ whiteSpace: 'nowrap' }}>{c}</TableCell>)}</TableRow>)}</TableBody>
      </Table>
    </Box>
  );
}

export default function AsnJusdaPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { type = 'inbound', invoice_no: invoice = '' } = useParams();
  const tab: AsnJusdaType = (ASN_JUSDA_TYPES as readonly string[]).includes(type) ? (type as AsnJusdaType) : 'inbound';
  const { data, error } = useQuery({
    queryKey: ['asn-jusda', invoice],
    queryFn: async ({ signal }) => unwrapData(await requestJson(`/api/v1/asn/jusda/${encodeURIComponent(invoice)}`, { signal })) as AsnJusdaAnswer,
  });
  const title = translate(`${T}.title`, { invoice });
  const announced = data?.items.filter((i) => i.inbound_no).length ?? 0;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to={data?.asn ? `/shipment/ship/asnManagement/detail/${data.asn.id}` : '/shipment/ship/asnManagement'}>
          <ArrowBackIcon />
        </Button>
        <Typography variant="h5" component="h1" sx={{ my: 1 }}>{title}</Typography>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <PageLoading />}
        {data?.asn && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate(`${T}.summary`, { items: data.asn.item_count, qty: num(data.asn.total_qty), announced, received: data.items.filter((i) => i.status === 'received').length })}
            </Typography>
            {announced === 0 && <Alert severity="info" sx={{ mb: 1 }}>{translate(`${T}.notSent`)}</Alert>}
            <Tabs value={tab} onChange={(_, next: AsnJusdaType) => navigate(path(next, invoice), { replace: true })}>
              {ASN_JUSDA_TYPES.map((name) => <Tab key={name} value={name} label={translate(`${T}.tabs.${name}`)} />)}
            </Tabs>
            {tab === 'inbound' && (
              <Grid label={translate(`${T}.tabs.inbound`)} head={['line', 'mpn', 'qty', 'inbound', 'lot', 'noticeQty', 'status', 'eta', 'done']}
                rows={data.items.map((i) => [String(i.line_no), i.mpn, num(i.qty), i.inbound_no ?? '—', i.lot_no ?? '—', num(i.notice_qty),
                  <Chip key="s" size="small" color={COLOR[i.status ?? ''] ?? 'default'} label={translate(`${T}.status.${i.status ?? 'none'}`, { _: i.status ?? '' })} />,
                  i.eta ?? '—', i.done_at ? new Date(i.done_at).toLocaleString() : '—'])} />
            )}
            {tab === 'moves' && (data.moves.length === 0 ? <Typography sx={{ p: 2 }}>{translate(`${T}.noMoves`)}</Typography> : (
              <Grid label={translate(`${T}.tabs.moves`)} head={['at', 'direction', 'doc', 'mpn', 'lot', 'qty', 'balance']}
                rows={data.moves.map((m) => [new Date(m.moved_at).toLocaleString(), translate(`${T}.direction.${m.direction}`), m.doc_no, m.mpn, m.lot_no, num(m.qty), num(m.balance)])} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
