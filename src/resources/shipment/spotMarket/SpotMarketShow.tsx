// The spot order's Detail page: the generic show (fields, demand lines, history) with the charge
// link, "Send to TI" for an ordered order, and the order's TI invoices under its fields.
import CalculateIcon from '@mui/icons-material/Calculate';
import SendIcon from '@mui/icons-material/Send';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceShow } from '../../../views/ResourceShow';
import { raName } from '../../declarations';
import { spotMarket } from './model/spotMarket';
import { fetchInvoices, sendOrder } from './spotApi';

const T = 'screens.spot_market';

function SpotOrderPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const { canAccess: mayWrite } = useCanAccess({ resource: raName(spotMarket), action: 'edit' });
  const invoices = useQuery({ queryKey: ['spot-market', 'invoices', record?.id], enabled: !!record, queryFn: ({ signal }) => fetchInvoices(record!.id, signal) });
  if (!record) return null;
  const send = async () => {
    try {
      await sendOrder(record.id);
      notify(translate(`${T}.sent`), { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  const title = translate(`${T}.invoices`);
  const demand = translate(`${T}.demand`);
  const lines = (record.items ?? []) as Record<string, unknown>[];
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h3">{demand}</Typography>
      <Table size="small" aria-label={demand} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>{['line', 'mpn', 'qty', 'unit_price', 'request_date', 'invoiced_qty'].map((k) => <TableCell key={k}>{translate(`${T}.${k}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={String(l.id)}>
              {[l.line_no, l.material_id__title ?? l.material_id, l.qty, l.unit_price, l.request_date, l.invoiced_qty].map((v, i) => <TableCell key={i}>{v === null || v === undefined ? '' : String(v)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Button label={`${T}.charge_button`} component={Link} to={`${spotMarket.route}/CalCharge/${record.id}`}>
        <CalculateIcon />
      </Button>
      {mayWrite && record.status === 'ordered' && (
        <Button label={`${T}.send`} onClick={() => void send()}>
          <SendIcon />
        </Button>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{title}</Typography>
      {invoices.data?.length ? (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>{['invoice_no', 'invoice_date', 'qty', 'amount'].map((k) => <TableCell key={k}>{translate(`${T}.${k}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {invoices.data.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{v.invoice_no}</TableCell>
                <TableCell>{v.invoice_date}</TableCell>
                <TableCell>{v.qty}</TableCell>
                <TableCell>{v.amount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">{translate(`${T}.no_invoices`)}</Typography>
      )}
    </Box>
  );
}

export default function SpotMarketShow() {
  return (
    <ResourceShow>
      <SpotOrderPanel />
    </ResourceShow>
  );
}
