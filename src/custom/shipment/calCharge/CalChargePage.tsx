// The spec's /shipment/order/TISpotComManagement/CalCharge/{id}: the lines' amounts and the landed
// charge (goods, handling, duty, freight, tax, total) exactly as the server computed them.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { fetchCharge } from '../../../resources/shipment/spotMarket/spotApi';

const T = 'screens.spot_market';
const BASE = '/shipment/order/TISpotComManagement';

export default function CalChargePage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['spot-market', 'cal-charge', id], queryFn: ({ signal }) => fetchCharge(id, signal) });
  if (query.isPending) return <PageLoading />;
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  const c = query.data;
  const title = translate(`${T}.charge_title`, { no: c.spot_no });
  const summary: [string, string][] = [
    [translate(`${T}.goods`), c.goods],
    [translate(`${T}.handling`, { rate: c.handling_rate }), c.handling],
    [translate(`${T}.duty`, { rate: c.duty_rate }), c.duty],
    [translate(`${T}.freight`), c.freight],
    [translate(`${T}.tax`, { rate: c.tax_rate }), c.tax],
  ];
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={title} />
      <CardContent>
        <Button label={`${T}.back`} component={Link} to={`${BASE}/Detail/${c.id}`}>
          <ArrowBackIcon />
        </Button>
        <Typography variant="h6" component="h2" sx={{ my: 2 }}>
          {title} · {c.currency}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {['line', 'mpn', 'qty', 'unit_price', 'amount'].map((k) => (
                <TableCell key={k} align={k === 'mpn' ? 'left' : 'right'}>{translate(`${T}.${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {c.lines.map((l) => (
              <TableRow key={l.line_no}>
                <TableCell align="right">{l.line_no}</TableCell>
                <TableCell>{l.mpn}</TableCell>
                <TableCell align="right">{l.qty}</TableCell>
                <TableCell align="right">{l.unit_price}</TableCell>
                <TableCell align="right">{l.amount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {summary.map(([name, value]) => (
              <TableRow key={name}>
                <TableCell colSpan={4} align="right">{name}</TableCell>
                <TableCell align="right">{value}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right"><strong>{translate(`${T}.total`)}</strong></TableCell>
              <TableCell align="right" aria-label={translate(`${T}.total`)}><strong>{c.total}</strong></TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        <Typography variant="caption" color="text.secondary">{translate(`${T}.computed`)}</Typography>
      </CardContent>
    </Card>
  );
}
