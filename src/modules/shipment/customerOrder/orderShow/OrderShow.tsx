// An order's show page: the generic one (header, items, history) with links to the order's detail
// tabs, where its items are locked and shifted and the order is bound.
import { Stack } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ResourceShow } from '../../../../views/ResourceShow';
import { ORDER_TYPES } from '../orderDetail/orderApi';

function DetailLinks() {
  const record = useRecordContext();
  const { pathname } = useLocation();
  if (!record) return null;
  const list = pathname.replace(/\/\d+\/show\/?$/, '');
  return (
    <Stack direction="row" spacing={1} sx={{ px: 2, pb: 2 }}>
      {ORDER_TYPES.map((t) => <Button key={t} label={`screens.customer_order.tabs.${t}`} component={Link} to={`${list}/${String(record.id)}/${t}`} />)}
    </Stack>
  );
}

export default function OrderShow() {
  return (
    <ResourceShow>
      <DetailLinks />
    </ResourceShow>
  );
}
