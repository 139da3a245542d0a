// A sales order's show page: the generic one (header, history) with its items, the customer order it
// is bound to, and what was shifted into it (GET /api/v2/so/detail).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { ResourceShow } from '../../../views/ResourceShow';

const T = 'screens.sales_order';

interface SoDetail {
  items: { id: number; line_no: number; material_id: number; material_id__title?: string; qty: string | number; unit_price: string | number; request_date: string | null }[];
  order: { order_no: string } | null;
}

function SoItems() {
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.id;
  const query = useQuery({
    queryKey: ['salesOrder', 'detail', id],
    queryFn: async ({ signal }) => unwrapData(await requestJson('/api/v2/so/detail', { query: { id: String(id) }, signal })) as SoDetail,
    enabled: id !== undefined,
  });
  if (!query.data) return null;
  const { items, order } = query.data;
  return (
    <Box component="section" aria-label={translate(`${T}.items`)} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate(`${T}.items`)}</Typography>
      {order && <Typography variant="body2">{translate(`${T}.boundTo`, { no: order.order_no })}</Typography>}
      <Table size="small" aria-label={translate(`${T}.items`)}>
        <TableHead>
          <TableRow>{['line_no', 'mpn', 'qty', 'unit_price', 'request_date'].map((n) => <TableCell key={n}>{translate(`${T}.col.${n}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.line_no}</TableCell>
              <TableCell>{String(i.material_id__title ?? i.material_id)}</TableCell>
              <TableCell align="right">{String(i.qty)}</TableCell>
              <TableCell align="right">{String(i.unit_price)}</TableCell>
              <TableCell>{i.request_date ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function SalesOrderShow() {
  return (
    <ResourceShow>
      <SoItems />
    </ResourceShow>
  );
}
