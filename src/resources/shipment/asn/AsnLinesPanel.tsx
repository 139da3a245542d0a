// An ASN's items under its record page, each with the bags it ships (whole packages, a split one
// marked), the price check note (R19) and the running total of its bags against its quantity (R21).
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fetchAsn, type AsnItemRow } from './asnApi';

const T = 'screens.asn_order';
const COLUMNS = ['line', 'mpn', 'cpn', 'order', 'qty', 'price', 'check', 'bags', 'remark'];
const WARN_COLOR: Record<string, 'success' | 'warning' | 'error'> = { ok: 'success', srp: 'warning', no_price: 'warning', maxout: 'error' };

function ItemBags({ item }: { item: AsnItemRow }) {
  const translate = useTranslate();
  if (!item.bags.length) return <Typography variant="body2" color="text.secondary">{translate(`${T}.noBags`)}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {item.bags.map((b) => (
        <li key={b.id}>
          {translate(`${T}.bagLine`, { bag: b.bag_no, group: b.inventory_id__title ?? '', copies: b.copies, qty: b.qty, total: b.total })}
          {b.is_split && <Chip size="small" color="warning" label={translate(`${T}.split`)} sx={{ ml: 1 }} />}
          {b.on_way && <Chip size="small" color="info" label={translate(`${T}.onWay`)} sx={{ ml: 1 }} />}
        </li>
      ))}
    </Box>
  );
}

export function AsnLinesPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = record?.id as number | undefined;
  const { data, error } = useQuery({ queryKey: ['asn-lines', id, record?.version], queryFn: () => fetchAsn(id!), enabled: id !== undefined });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert>;
  if (!data) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate(`${T}.items`, { count: data.items.length })}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${T}.items`, { count: data.items.length })}>
          <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {data.items.map((item) => {
              const allocated = item.bags.reduce((s, b) => s + Number(b.total), 0);
              const warning = item.price_warning ?? '';
              return (
                <Fragment key={item.id}>
                  <TableRow>
                    <TableCell>{item.line_no}</TableCell>
                    <TableCell>{item.material_id__title ?? ''}</TableCell>
                    <TableCell>{item.cpn ?? ''}</TableCell>
                    <TableCell>{[item.order_no, item.po_line].filter(Boolean).join(' / ')}</TableCell>
                    <TableCell>
                      {Number(item.total_qty).toLocaleString('en-US')}
                      <Typography variant="caption" component="div" color={allocated === Number(item.total_qty) ? 'text.secondary' : 'error'}>
                        {translate(`${T}.allocated`, { qty: allocated.toLocaleString('en-US') })}
                      </Typography>
                    </TableCell>
                    <TableCell>{String(item.price)}</TableCell>
                    <TableCell>{warning && <Chip size="small" color={WARN_COLOR[warning] ?? 'default'} label={translate(`${T}.warnings.${warning}`)} />}{item.over_qty && <Chip size="small" color="error" label={translate(`${T}.overQty`)} sx={{ ml: 0.5 }} />}</TableCell>
                    <TableCell><ItemBags item={item} /></TableCell>
                    <TableCell>{item.remark ?? ''}</TableCell>
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
