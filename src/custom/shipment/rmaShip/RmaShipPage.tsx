// RMA shipping: the released tasks (goods going back to the vendor), newest first; a row opens its
// shipping rows. Reads the task list call with the state filter; page and size live in the address
// (R11), with the pager every hand-written list has.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { raName } from '../../../resources/declarations';
import { rmaTask } from '../../../resources/shipment/rma/model/rmaTask';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';

const T = 'screens.rma_ship';
const PER_PAGE = 20;

export default function RmaShipPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { page, size, setPage, setSize } = useUrlPaging(PER_PAGE);
  const { data, total, isPending } = useGetList(raName(rmaTask), { filter: { status: 'released' }, pagination: { page, perPage: size }, sort: { field: 'updated_at', order: 'DESC' } });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.intro`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.title`)}>
        <TableHead>
          <TableRow>
            {['rma_no', 'customer', 'vendor', 'callback_date', 'released_at'].map((c) => (
              <TableCell key={c}>{translate(`${T}.col_${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((r) => (
            <TableRow key={r.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/shipment/returnGoods/rmaShip/detail/${r.id}`)}>
              <TableCell>{r.rma_no}</TableCell>
              <TableCell>{r.customer_id__title}</TableCell>
              <TableCell>{r.manufacturer_id__title}</TableCell>
              <TableCell>{r.callback_date}</TableCell>
              <TableCell>{String(r.updated_at ?? '').slice(0, 10)}</TableCell>
            </TableRow>
          ))}
          {!isPending && !data?.length ? (
            <TableRow>
              <TableCell colSpan={5}>{translate(`${T}.empty`)}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <ListPagination list={{ total: total ?? 0, page, size, setPage, setSize }} />
    </Box>
  );
}
