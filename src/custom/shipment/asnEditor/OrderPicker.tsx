// The open orders an ASN may ship against: search, choose several (same customer), then use them.
import { Button, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import { ListPagination } from '../../../views/shared/ListPagination';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { openOrders } from './editorApi';

const T = 'screens.asn_editor';

export function OrderPicker({ onUse, busy }: { onUse: (orders: AsnOpenOrder[]) => void; busy: boolean }) {
  const translate = useTranslate();
  // Page and size in the address (R11), as every list keeps them.
  const paging = useUrlPaging(20);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Map<number, AsnOpenOrder>>(new Map());
  const { data } = useQuery({ queryKey: ['asn-open-orders', keyword, paging.page, paging.size], queryFn: () => openOrders(keyword.trim(), paging.page, paging.size), placeholderData: keepPreviousData });
  const toggle = (o: AsnOpenOrder) => setChosen((m) => {
    const next = new Map(m);
    if (next.has(o.id)) next.delete(o.id);
    else next.set(o.id, o);
    return next;
  });
  const first = [...chosen.values()][0];
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">{translate(`${T}.pickOrders`)}</Typography>
      <TextField size="small" label={translate(`${T}.search`)} value={keyword} onChange={(e) => { setKeyword(e.target.value); paging.setPage(1); }} sx={{ maxWidth: 360 }} />
      <Table size="small" aria-label={translate(`${T}.pickOrders`)}>
        <TableHead>
          <TableRow>{['pick', 'orderNo', 'customer', 'customerPo', 'billTo', 'orderDate', 'itemCount'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {data?.list.map((o) => (
            <TableRow key={o.id} hover selected={chosen.has(o.id)}>
              <TableCell padding="checkbox">
                {/* One ASN ships to one customer: orders of another customer cannot join the choice. */}
                <Checkbox checked={chosen.has(o.id)} disabled={!!first && first.customer_id !== o.customer_id} onChange={() => toggle(o)} slotProps={{ input: { 'aria-label': o.orderNo } }} />
              </TableCell>
              <TableCell>{o.orderNo}</TableCell>
              <TableCell>{o.customer}</TableCell>
              <TableCell>{o.customer_po ?? ''}</TableCell>
              <TableCell>{o.bill_to ?? ''}</TableCell>
              <TableCell>{o.order_date ?? ''}</TableCell>
              <TableCell align="right">{o.itemCount}</TableCell>
            </TableRow>
          ))}
          {data && !data.list.length && <TableRow><TableCell colSpan={7}>{translate(`${T}.noOrders`)}</TableCell></TableRow>}
        </TableBody>
      </Table>
      <ListPagination list={{ ...paging, total: data?.total ?? 0 }} />
      <Button variant="contained" disabled={!chosen.size || busy} onClick={() => onUse([...chosen.values()])} sx={{ alignSelf: 'flex-start' }}>
        {translate(`${T}.loadItems`, { count: chosen.size })}
      </Button>
    </Stack>
  );
}
