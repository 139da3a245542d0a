// The spec's `<orders>/{id}/{type}` (CO management and my orders): one order with a tab per type
// (items, files, bindings, shifts) and the actions on it. It is also where an order opens: the list's
// row click and a saved new order go to `{id}/show`, which this route catches, so any other segment
// after the id opens the order on its items.
import { Alert, Card, CardContent, Chip, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { Button, RecordContextProvider, Title, useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../shell/lazy/PageLoading';
import { RecordHistory } from '../../../views/history/RecordHistory';
import { customerOrder, myOrder } from '../../../resources/shipment/customerOrder/model/customerOrder';
import { BindingsTab } from './BindingsTab';
import { FilesTab } from './FilesTab';
import { ItemsTab } from './ItemsTab';
import { ORDER_TYPES, type OrderShift, type OrderType } from './orderApi';
import { isOrderType, useOrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';

function ShiftsTab({ shifts }: { shifts: OrderShift[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`${T}.tabs.shifts`)}>
      <TableHead>
        <TableRow>{['mpn', 'so_no', 'qty', 'created_by', 'created_at'].map((name) => <TableCell key={name}>{translate(`${T}.col.${name}`)}</TableCell>)}</TableRow>
      </TableHead>
      <TableBody>
        {shifts.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{s.mpn}</TableCell>
            <TableCell>{s.so_no}</TableCell>
            <TableCell align="right">{s.qty}</TableCell>
            <TableCell>{s.created_by ?? ''}</TableCell>
            <TableCell>{String(s.created_at).slice(0, 16).replace('T', ' ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function OrderDetail({ id, type, list }: { id: string; type: OrderType; list: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const c = useOrderDetailController(id, type);
  if (c.loading) return <PageLoading />;
  if (c.error || !c.order) return <Alert severity="error">{c.error?.message}</Alert>;
  const o = c.order;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(`${T}.title`, { no: o.order_no })} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">{translate(`${T}.title`, { no: o.order_no })}</Typography>
          <Typography>{String(o.customer_id__title ?? o.customer_id)}</Typography>
          {o.customer_po ? <Typography>{translate(`${T}.customerPo`, { po: String(o.customer_po) })}</Typography> : null}
          <Typography>{String(o.order_date ?? '')}</Typography>
          <Chip size="small" label={o.currency} />
          <Chip size="small" variant="outlined" label={translate(`${T}.orderStatuses.${o.status}`, { _: o.status })} />
          <Button label={`${T}.edit`} component={Link} to={`${list}/${id}`} />
        </Stack>
        <Tabs value={type} onChange={(_, t: string) => navigate(`${list}/${id}/${t}`)} sx={{ mb: 2 }}>
          {ORDER_TYPES.map((t) => <Tab key={t} value={t} label={translate(`${T}.tabs.${t}`)} />)}
        </Tabs>
        {type === 'items' && <ItemsTab c={c} items={o.items ?? []} currency={o.currency} />}
        {type === 'files' && <FilesTab c={c} files={o.files ?? []} />}
        {type === 'bindings' && <BindingsTab c={c} order={o} bindings={o.bindings ?? []} />}
        {type === 'shifts' && <ShiftsTab shifts={o.shifts ?? []} />}
      </CardContent>
      {/* Its changes, as a generic show page has them (the show path now opens the items). */}
      <RecordContextProvider value={{ id: o.id ?? Number(id) }}>
        <RecordHistory decl={list === myOrder.route ? myOrder : customerOrder} />
      </RecordContextProvider>
    </Card>
  );
}

export default function OrderDetailPage() {
  const { id = '', type } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const list = pathname.replace(/\/[^/]+\/[^/]+\/?$/, '');
  if (!/^\d+$/.test(id)) return <Alert severity="warning">{translate(`${T}.badType`, { types: ORDER_TYPES.join(', ') })}</Alert>;
  if (!isOrderType(type)) return <Navigate replace to={`${list}/${id}/items`} />;
  return <OrderDetail key={`${id}/${type}`} id={id} type={type} list={list} />;
}
