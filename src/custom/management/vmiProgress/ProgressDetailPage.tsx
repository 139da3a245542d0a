// The spec's /management/vmi/vmiGRProgress/detail/{invoice_no}: one invoice's progress and its GR lines.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { fetchInvoice, PROGRESS_KEY } from './progressApi';
import { ProgressBar, StatusChip } from './StatusChip';

const T = 'screens.vmi_progress';

export default function ProgressDetailPage() {
  const translate = useTranslate();
  const { invoice_no: invoiceNo = '' } = useParams();
  const query = useQuery({ queryKey: [...PROGRESS_KEY, 'invoice', invoiceNo], queryFn: ({ signal }) => fetchInvoice(invoiceNo, signal) });
  const col = (name: string) => translate(`${T}.col.${name}`);
  const title = translate(`${T}.invoice`, { invoice: invoiceNo });
  if (query.isPending) return <PageLoading />;
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  const inv = query.data;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to="/management/vmi/vmiGRProgress">
          <ArrowBackIcon />
        </Button>
        <Stack direction="row" spacing={3} alignItems="center" sx={{ my: 2 }}>
          <Typography variant="h6" component="h2">{title} · <span data-record-text>{inv.supplier}</span></Typography>
          <StatusChip status={inv.status} />
          <ProgressBar value={inv.progress} />
          <Typography variant="body2">{col('received_qty')}: {inv.received_qty} / {inv.ordered_qty}</Typography>
        </Stack>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>{['mpn', 'gr_no', 'sloc_code', 'ordered_qty', 'received_qty', 'gr_date'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {inv.items.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.mpn}</TableCell>
                <TableCell>{l.gr_no ?? ''}</TableCell>
                <TableCell>{l.sloc_code}</TableCell>
                <TableCell align="right">{l.ordered_qty}</TableCell>
                <TableCell align="right">{l.received_qty}</TableCell>
                <TableCell>{l.gr_date ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
